import { LedgerFormPage } from './LedgerFormPage';

export default function LedgerCreatePage() {
  return <LedgerFormPage />;
}
