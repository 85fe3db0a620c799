import { PartyLedgerPage } from './PartyLedgerPage';

export default function CombineLedgerPage() {
  return <PartyLedgerPage kind="combine" />;
}
