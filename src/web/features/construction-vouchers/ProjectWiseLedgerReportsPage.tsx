// /construction/project-wise-ledger-reports (state: { ledgerId, name, projectId, projectName }): one
// ledger's report counting only the project's lines; without state, any ledger's report.
import { useLocation } from 'react-router';
import { LedgerReport } from './LedgerReport';

export default function ProjectWiseLedgerReportsPage() {
  const s = (useLocation().state ?? {}) as { ledgerId?: number; name?: string; projectId?: number; projectName?: string };
  if (!s.ledgerId) return <LedgerReport title="Project Wise Ledger Report" />;
  return (
    <LedgerReport
      title="Project Wise Ledger Report"
      fixedLedger={{ id: s.ledgerId, name: s.name ?? '' }}
      projectId={s.projectId}
      projectName={s.projectName}
    />
  );
}
