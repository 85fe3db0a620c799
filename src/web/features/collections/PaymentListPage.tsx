import { CollPayList } from './CollPayList';

export default function PaymentListPage() {
  return <CollPayList kind="payment" />;
}
