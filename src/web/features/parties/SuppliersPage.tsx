import { PartyListPage } from './PartyListPage';

export default function SuppliersPage() {
  return <PartyListPage kind="supplier" />;
}
