import { EditPage } from './EditPage';

export default function ReceiptEditPage() {
  return <EditPage kind="collection" />;
}
