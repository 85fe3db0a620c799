// /construction/project-ledger-report: any construction ledger's report.
import { LedgerReport } from './LedgerReport';

export default function ProjectLedgerReportPage() {
  return <LedgerReport title="Project Ledger Report" />;
}
