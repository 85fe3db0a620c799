// The collection and payment form, for a new record or an edit: party with previous dues, number,
// date, remarks, Cash or Cheque (with bank, cheque no and date), amount and the outstanding after it.
// A collection from a VDS entity also records the VAT it deducted at source and its Mushak 6.6 number.
import { useState } from 'react';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { DateField } from '../../components/DateField';
import { BankSelect, PartySelect, usePartyDue } from '../../components/pickers';
import { money, todayInDhaka, toNumber } from '../../components/format';
import { notifySuccess } from '../../components/notify';
import { useSaving } from '../../components/useSaving';
import { KIND, createRecord, dueEffect, methodLabel, nextNumber, updateRecord, type CollPayRecord, type Kind } from './api';
import { afterWrite, collectionKeys } from '../../app/queryKeys';

interface Values {
  partyId: number | null;
  partyType: number | undefined;
  date: string;
  rmks: string;
  method: 'Cash' | 'Cheque' | 'Mobile';
  amount: string | number;
  bankId: number | null;
  chqNo: string;
  chqDate: string;
  drawnOn: string;
  txnId: string;
  /** The customer deducts VAT at source: the VAT deducted and its certificate (Mushak 6.6). */
  vds: boolean;
  vdsVat: string | number;
  vdsCertNo: string;
}

const blank = (date = todayInDhaka()): Values => ({
  partyId: null,
  partyType: undefined,
  date,
  rmks: '',
  method: 'Cash',
  amount: '',
  bankId: null,
  chqNo: '',
  chqDate: '',
  drawnOn: '',
  txnId: '',
  vds: false,
  vdsVat: '',
  vdsCertNo: '',
});

const fromRecord = (r: CollPayRecord): Values => ({
  partyId: r.supp_id,
  partyType: r.party_type,
  date: r.date,
  rmks: r.rmks,
  method: methodLabel(r.cash_bank_type) as Values['method'],
  amount: r.amount,
  bankId: r.bankId,
  chqNo: r.chqNo ?? '',
  chqDate: r.chqDate ?? '',
  drawnOn: '',
  txnId: r.txnId ?? '',
  vds: r.vds_vat > 0,
  vdsVat: r.vds_vat || '',
  vdsCertNo: r.vds_cert_no ?? '',
});

export function CollPayForm({ kind, record }: { kind: Kind; record?: CollPayRecord }) {
  const words = KIND[kind];
  const editing = !!record;
  const [v, setV] = useState<Values>(record ? fromRecord(record) : blank());
  const [savedId, setSavedId] = useState<number | undefined>(record?.id);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const set = (patch: Partial<Values>) => setV((cur) => ({ ...cur, ...patch }));

  const due = usePartyDue(v.partyId);
  // On an edit the books already hold this record: its own effect is taken out of the due.
  const ownEffect = record && v.partyId === record.supp_id ? dueEffect(kind, record.party_type, record.amount + record.vds_vat) : 0;
  const previousDues = v.partyId ? toNumber(due.data) - ownEffect : 0;
  // The customer's due falls by the money received and the VAT it deducted at source.
  const vdsVat = kind === 'collection' && v.vds ? toNumber(v.vdsVat) : 0;
  const outstanding = previousDues + dueEffect(kind, v.partyType, toNumber(v.amount) + vdsVat);
  const next = useQuery({
    queryKey: collectionKeys.nextNo(words.type, v.method, v.date),
    queryFn: () => nextNumber(words.type, v.method, v.date),
    enabled: !editing && !!v.date,
  });
  const sameSeries = record && methodLabel(record.cash_bank_type) === v.method && record.date.slice(0, 4) === v.date.slice(0, 4);
  const number = editing ? (sameSeries ? record.vc_no : 'New number on update') : (next.data ?? '');

  const payload = {
    supp_id: v.partyId ?? 0,
    date: v.date,
    rmks: v.rmks,
    coll_pay_type: words.type,
    cash_bank_type: v.method,
    amount: toNumber(v.amount),
    bankId: v.method !== 'Cash' ? v.bankId : null,
    chqNo: v.method === 'Cheque' ? v.chqNo : '',
    chqDate: v.method === 'Cheque' ? v.chqDate : '',
    ...(v.method === 'Cheque' && kind === 'collection' && v.drawnOn ? { drawnOn: v.drawnOn } : {}),
    ...(v.method === 'Mobile' ? { txnId: v.txnId } : {}),
    ...(kind === 'collection' ? { vds_vat: vdsVat, vds_cert_no: vdsVat ? v.vdsCertNo : '' } : {}),
  };
  const { busy, submit: save } = useSaving(
    async () => {
      const res = record ? await updateRecord(record.id, payload) : await createRecord(payload);
      notifySuccess(res.message);
      await afterWrite(qc, 'collection');
      if (record) return void navigate(words.list);
      setSavedId(res.data.id);
      setV(blank(v.date));
    },
    { failure: 'Something went wrong' },
  );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void save();
  };

  return (
    <Stack>
      <PageHeader title={editing ? words.editTitle : words.title} back={editing ? { to: words.list } : undefined} />
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate maw={900}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PartySelect
              kind={words.partyKind}
              label={words.party}
              value={v.partyId}
              onChange={(id, p) => set({ partyId: id, partyType: p?.type, vds: !!p?.vds_entity || (!!record && id === record.supp_id && record.vds_vat > 0) })}
              autoFocus
            />
            <TextInput label="Previous Dues" readOnly variant="filled" value={money(previousDues)} data-testid="previous-dues" />
            <TextInput label={words.number} readOnly variant="filled" value={number} data-testid="collpay-number" />
            <DateField label="Date" value={v.date} onChange={(date) => set({ date })} w="100%" />
            <TextInput label="Remarks" value={v.rmks} onChange={(e) => set({ rmks: e.currentTarget.value })} />
            <Select
              label={words.method}
              data={['Cash', 'Cheque', 'Mobile']}
              value={v.method}
              onChange={(m) => set({ method: (m as Values['method']) ?? 'Cash' })}
              allowDeselect={false}
            />
            <NumberInput
              label={words.amount}
              value={v.amount}
              onChange={(amount) => set({ amount })}
              min={0}
              decimalScale={2}
              thousandSeparator=","
              hideControls
            />
            <TextInput label="Outstanding" readOnly variant="filled" value={money(outstanding)} data-testid="outstanding" />
          </SimpleGrid>
          {v.method === 'Cheque' && (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <BankSelect value={v.bankId} onChange={(bankId) => set({ bankId })} />
              <TextInput label="Cheque No" value={v.chqNo} onChange={(e) => set({ chqNo: e.currentTarget.value })} />
              <DateField label="Cheque Date" value={v.chqDate} onChange={(chqDate) => set({ chqDate })} w="100%" />
              {kind === 'collection' && <TextInput label="Drawn on (their bank)" value={v.drawnOn} onChange={(e) => set({ drawnOn: e.currentTarget.value })} />}
            </SimpleGrid>
          )}
          {kind === 'collection' && v.vds && (
            <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="vds-fields">
              <NumberInput
                label="VAT deducted at source"
                description="The VAT this VDS customer kept and deposited itself"
                value={v.vdsVat}
                onChange={(x) => set({ vdsVat: x })}
                min={0}
                decimalScale={2}
                thousandSeparator=","
                hideControls
              />
              <TextInput
                label="VDS certificate (Mushak 6.6) no"
                required={toNumber(v.vdsVat) > 0}
                value={v.vdsCertNo}
                onChange={(e) => set({ vdsCertNo: e.currentTarget.value })}
              />
            </SimpleGrid>
          )}
          {v.method === 'Mobile' && (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <BankSelect value={v.bankId} onChange={(bankId) => set({ bankId })} required />
              <TextInput label="Transaction ID" required value={v.txnId} onChange={(e) => set({ txnId: e.currentTarget.value })} />
            </SimpleGrid>
          )}
          <Group>
            <Button type="submit" loading={busy} disabled={busy}>
              {busy ? 'Loading...' : editing ? 'Update' : 'Add'}
            </Button>
            <Button variant="light" disabled={!savedId} onClick={() => navigate(`/receipt-payment/report?id=${savedId}`, { state: { id: savedId } })}>
              Report
            </Button>
            <Button variant="default" onClick={() => setV(record ? fromRecord(record) : blank())}>
              Clear
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
