import { LedgerFormPage } from './LedgerFormPage';

export default function LedgerUpdatePage() {
  return <LedgerFormPage update />;
}
