import { PartyLedgerPage } from './PartyLedgerPage';

export default function CustomerLedgerPage() {
  return <PartyLedgerPage kind="customer" />;
}
