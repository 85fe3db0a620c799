import { NodeListPage } from './NodeListPage';

export default function GroupPage() {
  return <NodeListPage level="group" />;
}
