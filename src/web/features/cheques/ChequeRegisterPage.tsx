// /cheque-register: cheques received and issued, filtered by direction, state, bank, party and the
// date on the cheque; totals per state; each row offers the changes its state allows (deposit,
// clear, bounce, return, cancel; present or cancel an issued one), asking the date (and, to
// deposit, the bank; when bounced, the bank's charge and whether the party bears it).
import { useState } from 'react';
import { useUrlState } from '../../components/useUrlState';
import { Badge, Button, Checkbox, Group, Menu, Modal, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { DateField } from '../../components/DateField';
import { BankSelect, PartySelect } from '../../components/pickers';

import { notifySuccess } from '../../components/notify';
import { useSaving } from '../../components/useSaving';
import { displayDate, money, todayInDhaka } from '../../components/format';
import { CHEQUE_STATES, stateLabel, type Cheque, type ChequeMove } from '../../../contracts/cheques';
import { afterWrite, chequeKeys } from '../../app/queryKeys';
import { call } from '../../components/client';
import { chequesApi } from '../../app/queryKeys/cheques';

const COLOR: Record<string, string> = {
  received: 'blue',
  issued: 'blue',
  deposited: 'yellow',
  cleared: 'teal',
  bounced: 'red',
  returned: 'gray',
  cancelled: 'gray',
};
const ACTION: Record<ChequeMove, string> = { deposited: 'Deposit', cleared: 'Clear', bounced: 'Bounced', returned: 'Return to party', cancelled: 'Cancel' };
const actionLabel = (c: Cheque, to: ChequeMove) => (c.direction === 'issued' && to === 'cleared' ? 'Presented' : ACTION[to]);

/**
 * The first day a change may be dated: not before the cheque's last change (received, deposited,
 * bounced), and a deposit or a presentation not before the date written on it (issue 41, item 6).
 */
function earliestDay(c: Cheque, to: ChequeMove): string {
  const last = [c.received_date, c.deposited_date, c.bounced_date].filter((d): d is string => !!d).reduce((a, b) => (b > a ? b : a));
  return (to === 'deposited' || (c.direction === 'issued' && to === 'cleared')) && c.chq_date && c.chq_date > last ? c.chq_date : last;
}

function MoveForm({ cheque, to, onDone, onCancel }: { cheque: Cheque; to: ChequeMove; onDone: () => void; onCancel: () => void }) {
  const today = todayInDhaka();
  const from = earliestDay(cheque, to);
  // today, which the server accepts whenever the cheque may move at all (a change cannot be dated in the future)
  const [date, setDate] = useState(today);
  const [bankId, setBankId] = useState<number | null>(cheque.bank_id);
  const [charge, setCharge] = useState<number | string>('');
  const [chargeToParty, setChargeToParty] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const { busy, submit: save } = useSaving(
    async () => {
      const body = {
        to,
        date,
        note: note || undefined,
        ...(to === 'deposited' ? { bankId } : {}),
        ...(to === 'bounced' && Number(charge) > 0 ? { charge: Number(charge), chargeToParty } : {}),
      };
      const r = await call(chequesApi.chequesState, { params: { id: cheque.id }, body });
      notifySuccess(r.message);
      onDone();
    },
    { onRefused: (err) => setError(err.message) },
  );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void save();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          Cheque {cheque.chq_no || '(no number)'} of {cheque.party_name}, {money(cheque.amount)}
          {cheque.chq_date ? `, dated ${displayDate(cheque.chq_date)}` : ''}
        </Text>
        <DateField label={to === 'cleared' ? "Bank's date" : 'Date'} value={date} onChange={setDate} error={error} w="100%" />
        {from > today ? (
          <Text size="sm" c="red" data-testid="move-from">
            This cheque can be {to === 'deposited' ? 'deposited' : 'moved'} from {displayDate(from)}, not before.
          </Text>
        ) : (
          <Text size="sm" c="dimmed" data-testid="move-from">
            It can be dated from {displayDate(from)} to today.
          </Text>
        )}
        {to === 'deposited' && <BankSelect value={bankId} onChange={setBankId} required />}
        {to === 'bounced' && (
          <>
            <NumberInput label="Bank charge" value={charge} onChange={setCharge} min={0} decimalScale={2} thousandSeparator="," hideControls />
            <Checkbox label="Charge it to the party" checked={chargeToParty} onChange={(e) => setChargeToParty(e.currentTarget.checked)} />
          </>
        )}
        <TextInput label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={from > today} data-autofocus>
            {actionLabel(cheque, to)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function ChequeRegisterPage() {
  const qc = useQueryClient();
  // the side and the search live in the address: search everywhere opens a cheque's number here (issue 41, item 8)
  const [urlState, setUrlState] = useUrlState({ direction: 'received', search: '' });
  const direction: 'received' | 'issued' = urlState.direction === 'issued' ? 'issued' : 'received';
  const setDirection = (d: 'received' | 'issued') => setUrlState((cur) => ({ ...cur, direction: d }));
  const search = urlState.search;
  const setSearch = (v: string) => setUrlState((cur) => ({ ...cur, search: v }));
  const [state, setState] = useState<string | null>(null);
  const [bankId, setBankId] = useState<number | null>(null);
  const [partyId, setPartyId] = useState<number | null>(null);
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [moving, setMoving] = useState<{ cheque: Cheque; to: ChequeMove } | null>(null);
  const query = { direction, state, bankId, partyId, fromDate, toDate, search };
  const list = useQuery({ queryKey: chequeKeys.list(query), queryFn: () => call(chequesApi.getCheques, { query: { ...query, limit: 200 } }) });

  const columns: Column<Cheque>[] = [
    { label: 'Cheque No', cell: (c) => c.chq_no || '-' },
    { label: 'Cheque Date', cell: (c) => displayDate(c.chq_date) },
    { label: direction === 'received' ? 'Received' : 'Issued', cell: (c) => displayDate(c.received_date) },
    { label: direction === 'received' ? 'From' : 'To', cell: 'party_name' },
    ...(direction === 'received' ? [{ label: 'Drawn on', cell: 'drawn_on' as const }] : []),
    { label: 'Bank', cell: (c) => c.bank_name ?? '' },
    { label: 'Amount', cell: (c) => money(c.amount), align: 'right' },
    {
      label: 'State',
      cell: (c) => (
        <Badge color={COLOR[c.state]} variant="light">
          {stateLabel(c.direction, c.state)}
          {c.cleared_date ? ` ${displayDate(c.cleared_date)}` : c.deposited_date && c.state === 'deposited' ? ` ${displayDate(c.deposited_date)}` : ''}
        </Badge>
      ),
    },
    {
      label: 'Action',
      cell: (c) =>
        c.actions.length ? (
          <Menu position="bottom-end">
            <Menu.Target>
              <Button size="compact-xs" variant="light" aria-label={`Change cheque ${c.chq_no}`}>
                Change
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {c.actions.map((to) => (
                <Menu.Item key={to} onClick={() => setMoving({ cheque: c, to })}>
                  {actionLabel(c, to)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : (
          ''
        ),
    },
  ];

  const states = CHEQUE_STATES.filter((s) => (direction === 'issued' ? ['issued', 'cleared', 'cancelled'].includes(s) : s !== 'issued'));
  return (
    <Stack>
      <PageHeader title="Cheque Register" />
      <Group align="end" gap="sm" className="no-print">
        <SegmentedControl
          data={[
            { value: 'received', label: 'Received' },
            { value: 'issued', label: 'Issued' },
          ]}
          value={direction}
          onChange={(v) => {
            setDirection(v as 'received' | 'issued');
            setState(null);
          }}
          aria-label="Received or issued"
        />
        <Select label="State" clearable data={states.map((s) => ({ value: s, label: stateLabel(direction, s) }))} value={state} onChange={setState} w={150} />
        <BankSelect value={bankId} onChange={setBankId} />
        <PartySelect kind="combine" label="Party" value={partyId} onChange={(id) => setPartyId(id)} />
        <DateField label="From" value={fromDate} onChange={setFromDate} w={140} />
        <DateField label="To" value={toDate} onChange={setToDate} w={140} />
        <TextInput label="Search" placeholder="Cheque no, party" value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={170} />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} data-testid="cheque-totals">
        {(list.data?.totals ?? [])
          .filter((t) => t.direction === direction)
          .map((t) => (
            <Paper key={t.state} withBorder p="xs">
              <Text size="xs" c="dimmed">
                {stateLabel(t.direction, t.state)} ({t.count})
              </Text>
              <Text fw={600}>{money(t.amount)}</Text>
            </Paper>
          ))}
      </SimpleGrid>
      <DataTable columns={columns} rows={list.data?.data} rowKey={(c) => c.id} loading={list.isLoading} empty="No cheques" dense />
      <Modal opened={!!moving} onClose={() => setMoving(null)} title={moving ? `${actionLabel(moving.cheque, moving.to)}: cheque ${moving.cheque.chq_no}` : ''}>
        {moving && (
          <MoveForm
            cheque={moving.cheque}
            to={moving.to}
            onCancel={() => setMoving(null)}
            onDone={() => {
              setMoving(null);
              void afterWrite(qc, 'cheque');
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
