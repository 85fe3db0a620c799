import { CollPayList } from './CollPayList';

export default function ReceiptListPage() {
  return <CollPayList kind="collection" />;
}
