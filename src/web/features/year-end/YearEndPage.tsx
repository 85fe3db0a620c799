// Year-end closing (admin): the fiscal year setting, the fiscal years with their state, closing a
// year (its net profit to Retained Earnings by one journal voucher, the books locked to its last
// day) and reopening the latest closed year. Each command asks for confirmation first.
import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Modal, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { errorMessage } from '../../components/api';
import { displayDate, money } from '../../components/format';
import { notifySuccess } from '../../components/notify';
import { fiscalYearStarting } from '../../../domain/fiscalYear';
import type { ClosingPreview, FiscalYearRow, YearEndList } from '../../../contracts/year-end';
import { afterWrite, yearEndKeys } from '../../app/queryKeys';
import { useFailure } from '../../components/useSaving';
import { SheetTable, blankZero, moneyColumn } from '../../components/SheetTable';
import { call } from '../../components/client';
import { yearEndApi } from '../../app/queryKeys/settings';

type ClosingLine = ClosingPreview['lines'][number];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** 92.50 as "Net profit 92.50", −500 as "Net loss 500.00". */
const profitText = (n: number) => (n < 0 ? `Net loss ${money(-n)}` : `Net profit ${money(n)}`);

function FiscalYearSetting({ list }: { list: YearEndList }) {
  const qc = useQueryClient();
  const [month, setMonth] = useState(String(list.start_month));
  const { busy, error, run } = useFailure();
  useEffect(() => setMonth(String(list.start_month)), [list.start_month]);
  const example = fiscalYearStarting(2024, Number(month));
  const anyClosed = list.years.some((y) => y.status === 'closed');
  const save = () =>
    run(async () => {
      await call(yearEndApi.patchFiscalYearSettings, { body: { start_month: Number(month) } });
      await afterWrite(qc, 'fiscalYear');
      notifySuccess(`The fiscal year now starts in ${MONTHS[Number(month) - 1]}`);
    });
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={5}>Fiscal year</Title>
        <Group align="end">
          <Select
            label="The fiscal year starts in"
            data={MONTHS.map((m, i) => ({ value: String(i + 1), label: m }))}
            value={month}
            onChange={(v) => v && setMonth(v)}
            allowDeselect={false}
            w={220}
            data-testid="fiscal-start-month"
          />
          <Button onClick={save} loading={busy} disabled={Number(month) === list.start_month}>
            Save
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {example.label} runs from {displayDate(example.start)} to {displayDate(example.end)}. The profit and loss statement opens on the current fiscal year.
          {anyClosed && ' It cannot change while a year is closed.'}
        </Text>
        {error && <Alert color="red">{error}</Alert>}
      </Stack>
    </Paper>
  );
}

function StatusBadge({ y }: { y: FiscalYearRow }) {
  const [color, text] = y.status === 'closed' ? ['teal', 'Closed'] : y.status === 'current' ? ['gray', 'Not over'] : ['blue', 'Open'];
  return (
    <Badge color={color} miw="max-content">
      {text}
    </Badge>
  );
}

/** The confirmation of a close: what the closing voucher will post, and the lock after it. */
/** Closing or reopening a year: the call, the lists it changes, and its message or error. */
function useYearAction(action: 'close' | 'reopen', year: FiscalYearRow, onDone: () => void) {
  const qc = useQueryClient();
  const { busy, error, run: attempt } = useFailure();
  const run = () =>
    attempt(async () => {
      const body = { year_end: year.fy_end };
      const r = action === 'close' ? await call(yearEndApi.yearEndClose, { body }) : await call(yearEndApi.yearEndReopen, { body });
      await afterWrite(qc, 'yearEnd');
      notifySuccess(r.message);
      onDone();
    });
  return { busy, error, run };
}

function CloseDialog({ year, onDone }: { year: FiscalYearRow; onDone: () => void }) {
  const preview = useQuery({
    queryKey: yearEndKeys.preview(year.fy_end),
    queryFn: () => call(yearEndApi.yearEndPreview, { query: { year_end: year.fy_end } }),
    gcTime: 0,
  });
  const { busy, error, run: close } = useYearAction('close', year, onDone);
  const p = preview.data;
  // The confirm button is disabled while the preview loads; once it can be pressed it takes the focus (Enter closes the year).
  const confirm = useRef<HTMLButtonElement>(null);
  const ready = !!p && !p.problem;
  useEffect(() => {
    if (ready) confirm.current?.focus();
  }, [ready]);
  return (
    <Stack>
      {preview.isLoading && (
        <Group gap="xs">
          <Loader size="sm" /> <Text size="sm">Working out the closing voucher...</Text>
        </Group>
      )}
      {preview.error && <Alert color="red">{errorMessage(preview.error)}</Alert>}
      {p && (
        <>
          <Text>
            <b data-testid="close-net-profit">{profitText(p.net_profit)}</b> of {p.label} ({displayDate(p.fy_start)} to {displayDate(p.fy_end)}) goes to{' '}
            <b>{p.lines.length ? 'Retained Earnings' : 'nothing: the year has no income or expenses'}</b>
            {p.lines.length ? `, by one journal voucher dated ${displayDate(p.fy_end)} that brings every income and expense ledger of the year to zero.` : '.'}
          </Text>
          {p.lines.length > 0 && (
            <SheetTable
              striped={false}
              verticalSpacing={3}
              columns={[
                { label: 'Ledger', cell: 'name' },
                moneyColumn('Debit', (l: ClosingLine) => l.debit, blankZero),
                moneyColumn('Credit', (l: ClosingLine) => l.credit, blankZero),
              ]}
              rows={p.lines}
              rowKey={(l) => l.ledger_id}
            />
          )}
          <Text size="sm">
            The books will be locked up to <b>{displayDate(p.locked_until_after)}</b>: nothing dated on or before it can be saved, changed or deleted until the
            year is reopened.
          </Text>
          {p.problem && <Alert color="yellow">{p.problem}</Alert>}
        </>
      )}
      {error && <Alert color="red">{error}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button ref={confirm} color="red" onClick={close} loading={busy} disabled={!ready}>
          Close {year.label}
        </Button>
      </Group>
    </Stack>
  );
}

function ReopenDialog({ year, lockedUntil, onDone }: { year: FiscalYearRow; lockedUntil: string | null; onDone: () => void }) {
  const { busy, error, run: reopen } = useYearAction('reopen', year, onDone);
  const now = lockedUntil ? displayDate(lockedUntil) : 'open';
  const after = year.previous_locked_until
    ? `The period lock goes from ${now} back to ${displayDate(year.previous_locked_until)}, as it was before the year was closed.`
    : `The period lock (now ${now}) is lifted: the books will be open, as they were before the year was closed.`;
  return (
    <Stack>
      <Text>
        Reopening {year.label} removes its closing voucher <b>{year.vc_no ?? '(none)'}</b> ({profitText(year.net_profit).toLowerCase()} taken back out of
        Retained Earnings). {after}
      </Text>
      {error && <Alert color="red">{error}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button color="orange" onClick={reopen} loading={busy} data-autofocus>
          Reopen {year.label}
        </Button>
      </Group>
    </Stack>
  );
}

export default function YearEndPage() {
  const list = useQuery({ queryKey: yearEndKeys.list, queryFn: () => call(yearEndApi.yearEnd) });
  const [closing, setClosing] = useState<FiscalYearRow | null>(null);
  const [reopening, setReopening] = useState<FiscalYearRow | null>(null);
  const d = list.data;
  return (
    <Stack maw={1100}>
      <PageHeader title="Year-end Closing" />
      <Text size="sm">
        Closing a fiscal year moves its net profit (income less expenses, as the profit and loss statement shows it) to the{' '}
        <b>{d?.retained_earnings.name ?? 'Retained Earnings'}</b> ledger with one journal voucher dated the year&apos;s last day, and locks the books up to that
        day. Years close in order; only the latest closed year can be reopened.
      </Text>
      {list.isLoading && <Loader size="sm" />}
      {list.error && <Alert color="red">{errorMessage(list.error)}</Alert>}
      {d && (
        <>
          <FiscalYearSetting list={d} />
          <Text data-testid="period-lock-state">
            {d.locked_until ? (
              <>
                The books are locked up to <b>{displayDate(d.locked_until)}</b>.
              </>
            ) : (
              'The books are open: no period is locked.'
            )}
          </Text>
          <Table withTableBorder withColumnBorders striped fz="sm" data-testid="fiscal-years">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fiscal year</Table.Th>
                <Table.Th>Period</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Net profit</Table.Th>
                <Table.Th>Closing voucher</Table.Th>
                <Table.Th>Closed</Table.Th>
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.years.map((y) => (
                <Table.Tr key={y.fy_start} data-testid={`fy-${y.fy_end}`}>
                  <Table.Td fw={600} style={NOWRAP}>
                    {y.label}
                  </Table.Td>
                  <Table.Td style={NOWRAP}>
                    {displayDate(y.fy_start)} to {displayDate(y.fy_end)}
                  </Table.Td>
                  <Table.Td style={NOWRAP}>
                    <StatusBadge y={y} />
                  </Table.Td>
                  <Table.Td ta="right" c={y.net_profit < 0 ? 'red' : undefined} style={NOWRAP}>
                    {money(y.net_profit)}
                  </Table.Td>
                  <Table.Td style={NOWRAP}>{y.vc_no ?? ''}</Table.Td>
                  <Table.Td>{y.closed_at ? `${displayDate(y.closed_at.slice(0, 10))}${y.closed_by ? ` by ${y.closed_by}` : ''}` : ''}</Table.Td>
                  <Table.Td>
                    {y.can_close && (
                      <Button size="xs" onClick={() => setClosing(y)}>
                        Close {y.label}
                      </Button>
                    )}
                    {y.can_reopen && (
                      <Button size="xs" variant="light" color="orange" onClick={() => setReopening(y)}>
                        Reopen {y.label}
                      </Button>
                    )}
                    {y.status !== 'closed' && y.problem && (
                      <Text size="xs" c="dimmed">
                        {y.problem}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      <Modal opened={closing !== null} onClose={() => setClosing(null)} title={closing ? `Close ${closing.label}?` : ''} size="lg">
        {closing && <CloseDialog year={closing} onDone={() => setClosing(null)} />}
      </Modal>
      <Modal opened={reopening !== null} onClose={() => setReopening(null)} title={reopening ? `Reopen ${reopening.label}?` : ''}>
        {reopening && <ReopenDialog year={reopening} lockedUntil={d?.locked_until ?? null} onDone={() => setReopening(null)} />}
      </Modal>
    </Stack>
  );
}
