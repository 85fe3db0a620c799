import { CollPayForm } from './CollPayForm';

export default function ReceiptPage() {
  return <CollPayForm kind="collection" />;
}
