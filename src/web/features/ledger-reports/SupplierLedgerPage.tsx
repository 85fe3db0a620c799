import { PartyLedgerPage } from './PartyLedgerPage';

export default function SupplierLedgerPage() {
  return <PartyLedgerPage kind="supplier" />;
}
