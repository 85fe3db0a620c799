// /construction/investor-report: the Investor Summary, then one statement card per investor ledger
// (capital on the credit side: money put in shows positive), each with its own Print.
import { Title } from '@mantine/core';
import { useInvestorStatements, type Filters } from './api';
import { InvestorSummary } from './InvestorSummary';
import { StatementsPage } from './StatementsPage';

function useStatements(f: Filters) {
  const q = useInvestorStatements(f);
  return { cards: q.data?.investors, total: q.data?.total_closing_balance, isLoading: q.isLoading, error: q.error };
}

export default function InvestorReportPage() {
  return (
    <StatementsPage
      title="Investor Report"
      back
      useStatements={useStatements}
      totalLabel="Total Closing"
      printTitle={(name) => `Investor Report - ${name}`}
      empty="No data found."
      searchPlaceholder="Search by investor name"
      above={(search, header) => (
        <>
          <InvestorSummary search={search} header={header} />
          <Title order={4} className="no-print">
            Investor Ledgers
          </Title>
        </>
      )}
    />
  );
}
