// /construction/project-view (state: { id }): the project's fields, a status selector that sends each
// pick at once (completing stores profit/loss and investment and locks its books), the ledger summary
// (every line on an income, expense or investor ledger tagged with the project) and Print.
import { useState } from 'react';
import { Alert, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { InfoGrid, PrintPage } from '../../components/PrintPage';
import { ProjectSelect } from '../../components/constructionPickers';
import { notifyError, notifySuccess } from '../../components/notify';
import { displayDate, money } from '../../components/format';
import { sum } from '../../../domain/money';
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES, type ProjectStatus } from '../../../domain/construction';
import { getProject, setStatus, type LedgerSummaryRow } from './api';
import { StatusBadge } from './StatusBadge';
import { afterWrite, projectKeys } from '../../app/queryKeys';
import { TotalRow } from '../../components/TableRows';
import { SheetTable, moneyColumn, type SheetColumn } from '../../components/SheetTable';
import { PageLoader } from '../../components/PageLoader';

const STATUS_OPTIONS = PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }));
const total = (rows: LedgerSummaryRow[], key: 'investment' | 'total_payment' | 'total_received') => sum(rows.map((r) => r[key])).toNumber();

const nowrap = () => ({ style: { whiteSpace: 'nowrap' } as const });
const SUMMARY_COLUMNS: SheetColumn<LedgerSummaryRow>[] = [
  { label: 'SL', cell: (_r, i) => i + 1 },
  { label: 'Date', cell: (r) => displayDate(r.vc_date), td: nowrap },
  { label: 'VC No', cell: 'vc_no', td: nowrap },
  { label: 'Ledger', cell: 'ledger_name' },
  { label: 'Remarks', cell: 'remarks' },
  moneyColumn('Investment', (r) => r.investment),
  moneyColumn('Payment', (r) => r.total_payment),
  moneyColumn('Received', (r) => r.total_received),
];

export default function ProjectViewPage() {
  const state = (useLocation().state ?? {}) as { id?: number };
  const [params] = useSearchParams();
  const [picked, setPicked] = useState<number | null>(null);
  const id = state.id ?? (Number(params.get('id')) || picked);
  const q = useQuery({ queryKey: projectKeys.detail(id), queryFn: () => getProject(id!), enabled: !!id });
  const qc = useQueryClient();
  const [saving, setSaving] = useState(false);

  if (!id)
    return (
      <Stack maw={420}>
        <Text>Choose a project to view.</Text>
        <ProjectSelect value={picked} onChange={setPicked} autoFocus />
      </Stack>
    );
  if (q.isLoading) return <PageLoader />;
  if (q.isError || !q.data) return <Alert color="red">Failed to load project details</Alert>;

  const { project_details: p, ledger_summary: rows } = q.data;
  const payment = total(rows, 'total_payment');
  const received = total(rows, 'total_received');
  const investment = total(rows, 'investment');

  const changeStatus = async (status: string | null) => {
    if (!status || status === p.status) return;
    setSaving(true);
    try {
      // The spec's figures on completion; the server recomputes them from the books.
      const res = await setStatus(p.id, status as ProjectStatus, received - payment, investment);
      if (!res.result.affectedRows) throw new Error('Status update error');
      notifySuccess('Status updated successfully');
      void afterWrite(qc, 'project');
    } catch (e) {
      notifyError(e, 'Status update error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <PrintPage
      title="Project Details"
      back={{ to: '/construction/projects', label: 'Back to Projects' }}
      actions={
        <Select
          aria-label="Status"
          data={STATUS_OPTIONS}
          value={p.status}
          onChange={changeStatus}
          disabled={saving}
          allowDeselect={false}
          w={160}
        />
      }
    >
      {p.status === 'completed' && (
        <Text size="sm" c="dimmed" mb="xs" className="no-print">
          Completed: its vouchers and bills are locked. An admin reopens it by choosing another status; completing it again recomputes its profit/loss.
        </Text>
      )}
      <InfoGrid
        items={[
          ['Project ID', p.work_id],
          ['Project Name', p.project_name],
          ['Location', p.place],
          ['Organization', p.organization || '-'],
          ['Tender Amount', `${money(p.work_amount)} BDT`],
          ['Security Money', `${money(p.security_money)} BDT`],
          ['Opening Date', displayDate(p.start_date)],
          ['End Date', p.end_date ? displayDate(p.end_date) : '-'],
          ['Status', <StatusBadge key="s" status={p.status} />],
          ['Tender Info', p.qoutation || '-'],
          ['Total Expense', `${money(p.expense)} BDT`],
          ['Total Bill Received', `${money(p.bill)} BDT`],
          ['Total Profit/Loss', <Text key="pl" span fw={700} c={p.profit_loss < 0 ? 'red' : 'teal'} data-testid="project-profit-loss">{money(p.profit_loss)} BDT</Text>],
          ['Investment (capital received)', `${money(p.investment)} BDT`],
          ['Pledged by investors', `${money(p.pledged)} BDT`],
          ['Comments', p.remarks || '-'],
        ]}
      />
      <Text fw={700} mt="md" mb={4}>
        Ledger Summary
      </Text>
      <SheetTable
        striped={false}
        verticalSpacing={4}
        columns={SUMMARY_COLUMNS}
        rows={rows}
        rowKey={(r, i) => `${r.vc_no}-${i}`}
        empty="No data available"
        footer={
          <>
            <TotalRow span={5} cells={[[money(investment)], [money(payment)], [money(received)]]} />
            <TotalRow label="Received − Payment" span={7} cells={[[money(received - payment)]]} />
          </>
        }
      />
      <Group mt="xs" className="no-print">
        <Text size="xs" c="dimmed">
          Profit/Loss is stored when the project is marked Completed; until then it follows the books.
        </Text>
      </Group>
    </PrintPage>
  );
}
