import { PurchaseForm } from './PurchaseForm';

export default function CreatePurchasePage() {
  return <PurchaseForm />;
}
