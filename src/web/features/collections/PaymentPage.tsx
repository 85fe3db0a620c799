import { CollPayForm } from './CollPayForm';

export default function PaymentPage() {
  return <CollPayForm kind="payment" />;
}
