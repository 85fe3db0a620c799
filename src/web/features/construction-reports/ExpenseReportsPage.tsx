// /construction/expenses-reports: one card per expense ledger (a ledger under a head named for
// expenses), each with its own Print ("Expense Report - {ledger name}").
import { useExpenseStatements, type Filters } from './api';
import { StatementsPage } from './StatementsPage';

function useStatements(f: Filters) {
  const q = useExpenseStatements(f);
  return { cards: q.data?.expenses, total: q.data?.grand_total_expense, isLoading: q.isLoading, error: q.error };
}

export default function ExpenseReportsPage() {
  return (
    <StatementsPage
      title="Expense Reports"
      back
      useStatements={useStatements}
      totalLabel="Total Expense"
      printTitle={(name) => `Expense Report - ${name}`}
      empty="No data found."
      searchPlaceholder="Search by expense name"
    />
  );
}
