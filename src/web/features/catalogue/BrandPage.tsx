import { NodeListPage } from './NodeListPage';

export default function BrandPage() {
  return <NodeListPage level="brand" />;
}
