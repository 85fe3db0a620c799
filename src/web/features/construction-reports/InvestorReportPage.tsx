// /construction/investor-report: the Investor Summary, then one statement card per investor ledger
// (capital on the credit side: money put in shows positive), each with its own Print.
import { Title } from '@mantine/core';
import { InvestorSummary } from './InvestorSummary';
import { StatementsPage } from './StatementsPage';

export default function InvestorReportPage() {
  return (
    <StatementsPage
      title="Investor Report"
      back
      report="investor"
      totalLabel="Total Closing"
      printTitle="Investor Report"
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
