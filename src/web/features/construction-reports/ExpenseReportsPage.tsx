// /construction/expenses-reports: one card per expense ledger (a ledger under a head named for
// expenses), each with its own Print ("Expense Report - {ledger name}").
import { StatementsPage } from './StatementsPage';

export default function ExpenseReportsPage() {
  return (
    <StatementsPage
      title="Expense Reports"
      back
      report="expense"
      totalLabel="Total Expense"
      printTitle="Expense Report"
      empty="No data found."
      searchPlaceholder="Search by expense name"
    />
  );
}
