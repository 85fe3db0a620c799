import { EditPage } from './EditPage';

export default function PaymentEditPage() {
  return <EditPage kind="payment" />;
}
