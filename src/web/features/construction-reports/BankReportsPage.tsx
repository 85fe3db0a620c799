// /construction/bank-reports: one card per bank ledger, each with its own Print ("Bank Report - {ledger name}").
import { StatementsPage } from './StatementsPage';

export default function BankReportsPage() {
  return (
    <StatementsPage
      title="Bank Reports"
      report="bank"
      totalLabel="Total Balance"
      printTitle="Bank Report"
      empty="No bank data found."
      searchPlaceholder="Search by bank name"
    />
  );
}
