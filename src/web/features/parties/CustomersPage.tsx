import { PartyListPage } from './PartyListPage';

export default function CustomersPage() {
  return <PartyListPage kind="customer" />;
}
