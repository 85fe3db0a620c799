// /bank-reconciliation/view?id=: one statement. Each line shows its match, or the match proposed (by
// cheque number, then amount and date within a few days), which the clerk confirms or changes;
// book lines the bank has passed without a statement line can be marked cleared with the bank's
// date. Below, the reconciliation statement on A4: balance as per books, cheques deposited but not
// cleared, cheques issued but not presented, other differences, and the balance as per the bank
// statement, agreeing or showing the difference.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Card, Checkbox, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PrintPage, InfoGrid } from '../../components/PrintPage';
import { DateField } from '../../components/DateField';
import { call } from '../../components/client';
import { notifySuccess } from '../../components/notify';
import { displayDate, money } from '../../components/format';
import { useDocId } from '../../components/useDocId';
import type { Reconciliation, ReconStatement } from '../../../contracts/bankReconciliation';
import { afterWrite, reconciliationApi, reconciliationQueries } from '../../app/queryKeys';
import { useSaving } from '../../components/useSaving';

const NONE = 'none';
const keyOf = (m: { kind: string; id: number } | null) => (m ? `${m.kind}:${m.id}` : NONE);

function Matching({ r }: { r: Reconciliation }) {
  const qc = useQueryClient();
  const [choice, setChoice] = useState<Record<number, string>>({});
  const [cleared, setCleared] = useState<Record<number, string>>({});
  const { busy, run } = useSaving();
  useEffect(() => {
    setChoice(Object.fromEntries(r.lines.map((l) => [l.id, keyOf(l.matched ?? l.suggestion)])));
    setCleared({});
  }, [r]);
  const chosen = new Set(Object.values(choice));
  // uncleared book lines to the statement date no statement line takes (a cheque's own clearing is in the bank already)
  const books = r.candidates.filter(
    (c) => c.kind === 'book' && c.date <= r.statement_date && !chosen.has(keyOf(c)) && !c.in_bank && !r.lines.some((l) => keyOf(l.matched) === keyOf(c)),
  );
  const save = async () => {
    await run(async () => {
      const matches = r.lines
        .filter((l) => choice[l.id] !== keyOf(l.matched))
        .map((l) =>
          choice[l.id] === NONE ? { lineId: l.id, kind: 'none' } : { lineId: l.id, kind: choice[l.id].split(':')[0], id: Number(choice[l.id].split(':')[1]) },
        );
      const marks = Object.entries(cleared).map(([id, bankDate]) => ({ voucherLineId: Number(id), bankDate }));
      const res = await call(reconciliationApi.bankReconciliationsMatches, { params: { id: r.id }, body: { matches, cleared: marks } as never });
      notifySuccess(res.message);
      await afterWrite(qc, 'reconciliation');
    });
  };
  return (
    <Card withBorder className="no-print">
      <Stack gap="xs">
        <Title order={4}>Match the statement to the books</Title>
        <Table withTableBorder fz="xs" verticalSpacing={4} data-testid="match-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Cheque No</Table.Th>
              <Table.Th ta="right">Debit</Table.Th>
              <Table.Th ta="right">Credit</Table.Th>
              <Table.Th>Matches</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.lines.map((l) => {
              const options = [
                { value: NONE, label: 'Not in the books' },
                ...(l.matched ? [{ value: keyOf(l.matched), label: `${l.matched.label} (matched)` }] : []),
                ...r.candidates
                  .filter((c) => (l.credit > 0 ? c.debit === l.credit : c.credit === l.debit))
                  .filter((c) => keyOf(c) !== keyOf(l.matched) && (keyOf(c) === choice[l.id] || !chosen.has(keyOf(c))))
                  .map((c) => ({ value: keyOf(c), label: `${c.label}${l.suggestion && keyOf(l.suggestion) === keyOf(c) ? ' (proposed)' : ''}` })),
              ];
              return (
                <Table.Tr key={l.id}>
                  <Table.Td>{displayDate(l.date)}</Table.Td>
                  <Table.Td>{l.description}</Table.Td>
                  <Table.Td>{l.chq_no}</Table.Td>
                  <Table.Td ta="right">{l.debit ? money(l.debit) : ''}</Table.Td>
                  <Table.Td ta="right">{l.credit ? money(l.credit) : ''}</Table.Td>
                  <Table.Td miw={320}>
                    {l.matched?.kind === 'cheque' ? (
                      <Badge color="teal" variant="light">
                        {l.matched.label}: cleared
                      </Badge>
                    ) : (
                      <Select
                        size="xs"
                        data={options}
                        value={choice[l.id] ?? NONE}
                        onChange={(v) => setChoice({ ...choice, [l.id]: v ?? NONE })}
                        aria-label={`Match for line ${l.line_no}`}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {books.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              Book lines not yet in the bank: tick those the bank has passed, with its date
            </Text>
            {books.map((b) => (
              <Group key={b.id} gap="xs">
                <Checkbox
                  label={`${b.label}: ${money(b.debit || -b.credit)}`}
                  checked={b.id in cleared}
                  onChange={(e) => {
                    const next = { ...cleared };
                    if (e.currentTarget.checked) next[b.id] = b.date;
                    else delete next[b.id];
                    setCleared(next);
                  }}
                />
                {b.id in cleared && (
                  <DateField label="" aria-label="Bank date" size="xs" value={cleared[b.id]} onChange={(d) => setCleared({ ...cleared, [b.id]: d })} w={130} />
                )}
              </Group>
            ))}
          </>
        )}
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={busy}>
            Confirm matches
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Part({ label, part, sign }: { label: string; part: ReconStatement['deposited_not_cleared']; sign: '+' | '-' | '' }) {
  return (
    <>
      <Table.Tr>
        <Table.Td fw={600}>{label}</Table.Td>
        <Table.Td />
        <Table.Td ta="right" fw={600}>
          {sign === '-' ? `(${money(part.total)})` : money(part.total)}
        </Table.Td>
      </Table.Tr>
      {part.items.map((i, k) => (
        <Table.Tr key={k}>
          <Table.Td pl="lg">
            {displayDate(i.date)} {i.label}
          </Table.Td>
          <Table.Td ta="right">{money(i.amount)}</Table.Td>
          <Table.Td />
        </Table.Tr>
      ))}
    </>
  );
}

function Statement({ r }: { r: Reconciliation }) {
  const s = r.statement;
  return (
    <Stack gap="xs">
      <InfoGrid
        items={[
          ['Bank', r.bank_name],
          ['Account No', r.account_no || '-'],
          ['Statement date', displayDate(r.statement_date)],
          ['Bank ledger', money(s.bank_ledger_balance)],
        ]}
      />
      <Table withTableBorder fz="sm" verticalSpacing={3} data-testid="recon-statement">
        <Table.Tbody>
          <Table.Tr>
            <Table.Td fw={700}>Balance as per books</Table.Td>
            <Table.Td />
            <Table.Td ta="right" fw={700}>
              {money(s.books_balance)}
            </Table.Td>
          </Table.Tr>
          <Part label="Less: cheques deposited but not cleared" part={s.deposited_not_cleared} sign="-" />
          <Part label="Add: cheques issued but not presented" part={s.issued_not_presented} sign="+" />
          <Part label="Less: entered in the books, not yet in the bank" part={s.in_books_not_bank} sign="-" />
          <Part label="Add: on the statement, not in the books" part={s.in_bank_not_books} sign="+" />
          <Table.Tr>
            <Table.Td fw={700}>Balance as per bank statement (worked out)</Table.Td>
            <Table.Td />
            <Table.Td ta="right" fw={700} style={{ borderTop: '1px solid currentColor' }}>
              {money(s.computed_balance)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td fw={700}>Balance as per bank statement</Table.Td>
            <Table.Td />
            <Table.Td ta="right" fw={700}>
              {money(s.statement_balance)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {s.agrees ? (
        <Alert color="teal" data-testid="recon-result">
          The books and the bank statement agree.
        </Alert>
      ) : (
        <Alert color="red" data-testid="recon-result">
          Difference: {money(s.difference)} (the statement {s.difference > 0 ? 'shows more' : 'shows less'} than the books explain).
        </Alert>
      )}
    </Stack>
  );
}

export default function ReconciliationPage() {
  const id = useDocId();
  const q = useQuery({ ...reconciliationQueries.detail(id ?? 0), enabled: !!id });
  const r = q.data;
  const title = useMemo(() => 'Bank Reconciliation Statement', []);
  if (!id) return <Text>Choose a statement from the list.</Text>;
  if (!r) return <Text>{q.isError ? (q.error as Error).message : 'Loading...'}</Text>;
  return (
    <Stack>
      <Matching r={r} />
      <PrintPage title={title} back={{ to: '/bank-reconciliation', label: 'All statements' }} signatures={['Prepared by', 'Checked by', 'Approved by']}>
        <Statement r={r} />
      </PrintPage>
    </Stack>
  );
}
