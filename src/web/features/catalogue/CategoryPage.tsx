import { NodeListPage } from './NodeListPage';

export default function CategoryPage() {
  return <NodeListPage level="category" />;
}
