// /construction/bank-reports: one card per bank ledger, each with its own Print ("Bank Report - {ledger name}").
import { useBankStatements, type Filters } from './api';
import { StatementsPage } from './StatementsPage';

function useStatements(f: Filters) {
  const q = useBankStatements(f);
  return { cards: q.data?.banks, total: q.data?.grand_total_balance, isLoading: q.isLoading, error: q.error };
}

export default function BankReportsPage() {
  return (
    <StatementsPage
      title="Bank Reports"
      useStatements={useStatements}
      totalLabel="Total Balance"
      printTitle={(name) => `Bank Report - ${name}`}
      empty="No bank data found."
      searchPlaceholder="Search by bank name"
    />
  );
}
