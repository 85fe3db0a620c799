// The form of Create and Edit Sales Return: customer, one of their bills, a line of that bill with
// what may still come back (picked from the bill's lines, or by scanning a serial), quantity or
// serials, the return price, the items and the reason. A return of a VAT bill (a credit note) shows
// each line's SD and VAT it reverses and the totals from the server's preview (the save's own
// arithmetic; the save works them out again).
import { useMemo, useState } from 'react';
import { Button, Checkbox, Group, Paper, ScrollArea, Select, SimpleGrid, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DateField } from '../../components/DateField';
import { PartySelect, PreviousDues } from '../../components/pickers';
import { SerialScan } from '../../components/SerialScan';
import { displayDate, money, qty as showQty, toNumber } from '../../components/format';
import { notifyWarning } from '../../components/notify';
import { type BillLines, type ReturnInput } from './api';
import { discountShares, milli, returnDiscountShare } from '../../../domain/discountShares';
import { FormLines } from '../../components/FormLines';
import { LineDescription } from '../../components/DocumentLines';
import { useVatSettings, vatCell } from '../../components/VatFigures';

import { salesReturnQueries } from '../../app/queryKeys/salesReturns';

const toPaisa = (v: number) => Math.round(v * 100);

type BillLine = BillLines['data'][number];
type SerialRef = { srl_id: number; sl_no: string };

export interface FormLine {
  inv_item_id: number;
  m_id: number;
  proDesc: string;
  srl: number;
  r_qty: number;
  r_unit: number;
  serial: SerialRef[];
  /** A price allowance (issue 40): the goods are kept, this much is taken off the price (without tax); no quantity. */
  allowance?: number;
}

export interface ReturnFormValues extends Omit<ReturnInput, 'items'> {
  items: FormLine[];
}

export function ReturnForm(props: {
  mode: 'create' | 'edit';
  /** The return being edited: its own lines are free again in the preview. */
  returnId?: number;
  initial: ReturnFormValues;
  returnNo: string;
  busy: boolean;
  onSubmit: (v: ReturnFormValues) => void;
  extraButtons?: React.ReactNode;
}) {
  const [v, setV] = useState<ReturnFormValues>(props.initial);
  const [lineId, setLineId] = useState<number | null>(null);
  const [rQty, setRQty] = useState('');
  const [rUnit, setRUnit] = useState('');
  const [allowance, setAllowance] = useState('');
  const [picked, setPicked] = useState<SerialRef[]>([]);
  const bills = useQuery({ ...salesReturnQueries.bills(v.cuss_id), enabled: !!v.cuss_id });
  const lines = useQuery({ ...salesReturnQueries.lines(v.inv_no_id), enabled: !!v.inv_no_id });
  const bill = bills.data?.find((b) => b.id === v.inv_no_id);
  const line = lines.data?.data.find((l) => l.id === lineId);

  // On edit, what this return already took back is free again for it.
  const own = useMemo(() => new Map(props.initial.items.map((i) => [i.inv_item_id, i])), [props.initial.items]);
  const available = (l: BillLine) => l.returnable_qty + (own.get(l.id)?.r_qty ?? 0);
  const serialsOf = (l: BillLine) => [...l.returnable_serial, ...(own.get(l.id)?.serial ?? [])].sort((a, b) => a.sl_no.localeCompare(b.sl_no));

  const set = <K extends keyof ReturnFormValues>(k: K, value: ReturnFormValues[K]) => setV((cur) => ({ ...cur, [k]: value }));
  const chooseLine = (id: number | null) => {
    setLineId(id);
    setPicked([]);
    setRQty('');
    setAllowance('');
    setRUnit(String(lines.data?.data.find((l) => l.id === id)?.unit_price ?? ''));
  };

  const addItem = () => {
    if (!v.cuss_id || !line) return notifyWarning('Select customer and product first');
    if (v.items.some((i) => i.inv_item_id === line.id)) return notifyWarning('Item already added');
    if (toNumber(allowance) > 0) {
      // A price reduction alone: the goods stay with the customer; the server checks it against the line.
      setV((cur) => ({
        ...cur,
        items: [
          ...cur.items,
          { inv_item_id: line.id, m_id: line.m_id, proDesc: line.proDesc, srl: line.srl, r_qty: 0, r_unit: 0, serial: [], allowance: toNumber(allowance) },
        ],
      }));
      return chooseLine(null);
    }
    const count = line.srl === 1 ? picked.length : Math.trunc(toNumber(rQty));
    if (count <= 0) return notifyWarning(line.srl === 1 ? 'Pick the serials that come back' : 'Enter the return quantity');
    if (count > available(line)) return notifyWarning('Return quantity must not be greater than sold quantity.');
    const unit = toNumber(rUnit) || line.unit_price;
    setV((cur) => ({
      ...cur,
      items: [...cur.items, { inv_item_id: line.id, m_id: line.m_id, proDesc: line.proDesc, srl: line.srl, r_qty: count, r_unit: unit, serial: picked }],
    }));
    chooseLine(null);
  };

  /** A serial scanned: the bill's line that holds it is chosen and the serial picked. */
  const scan = (code: string): string | null => {
    const all = lines.data?.data ?? [];
    if (!v.inv_no_id || all.length === 0) return 'Choose the invoice first';
    const c = code.toLowerCase();
    for (const l of all) {
      const s = serialsOf(l).find((x) => x.sl_no.toLowerCase() === c);
      if (!s) continue;
      if (v.items.some((i) => i.inv_item_id === l.id)) return `Serial ${s.sl_no}: its item is already added`;
      if (lineId !== l.id) {
        setLineId(l.id);
        setRQty('');
        setRUnit(String(l.unit_price));
        setPicked([s]);
      } else if (picked.some((p) => p.srl_id === s.srl_id)) return `Serial ${s.sl_no} is already picked`;
      else setPicked((cur) => [...cur, s]);
      return null;
    }
    return `Serial ${code} is not on this bill, or has come back already`;
  };

  const lineValue = (i: FormLine) => (i.allowance ? i.allowance : i.r_qty * i.r_unit);
  const total = Math.round(v.items.reduce((a, i) => a + lineValue(i), 0) * 100) / 100;
  // The bill's discount shared over its lines by value, and each returned line's part of its share
  // (issue 20): the server works it out on saving; the form shows the same arithmetic beforehand.
  const discount = useMemo(() => {
    const all = lines.data?.data ?? [];
    if (!bill || all.length === 0) return 0;
    const shares = discountShares(
      toPaisa(bill.inv_disc),
      all.map((l) => toPaisa(l.total)),
    );
    let paisa = 0;
    for (const i of v.items) {
      const at = all.findIndex((l) => l.id === i.inv_item_id);
      if (at < 0) continue;
      const l = all[at];
      const others = Math.max(0, l.returned_qty - (own.get(l.id)?.r_qty ?? 0));
      const taken = Math.min(shares[at], Math.round((shares[at] * others) / l.qty));
      if (i.allowance) continue;
      paisa += returnDiscountShare({ lineShare: shares[at], lineQty: milli(l.qty), returnedQty: milli(others), returnedShare: taken, qty: milli(i.r_qty) });
    }
    return paisa / 100;
  }, [bill, lines.data, v.items, own]);
  // With VAT on, the server's preview of what the lines reverse; on a VAT bill it gives the figures shown.
  const vatOn = useVatSettings().on;
  const previewBody = { ...toReturnInput(v), ...(props.returnId ? { return_id: props.returnId } : {}) };
  const preview = useQuery({
    ...salesReturnQueries.preview(previewBody),
    enabled: vatOn && !!v.cuss_id && !!v.inv_no_id && v.items.length > 0,
    placeholderData: (prev) => prev,
    retry: false,
  }).data;
  const credit = vatOn && v.items.length > 0 && preview?.vat_bill ? preview : null;
  const lineOf = (id: number) => credit?.lines.find((l) => l.inv_item_id === id);
  const net = Math.round((total - discount) * 100) / 100;
  const onEnter = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      addItem();
    }
  };

  return (
    <Stack>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <TextInput label="Return No" readOnly value={props.returnNo} description={props.mode === 'create' ? 'Given when the return is saved' : undefined} />
          <DateField label="Return Date" value={v.return_date} onChange={(d) => set('return_date', d)} />
          <PartySelect
            kind="customer"
            value={v.cuss_id}
            onChange={(id) => setV((cur) => ({ ...cur, cuss_id: id, inv_no_id: null, items: [] }))}
            autoFocus={props.mode === 'create'}
          />
          <PreviousDues partyId={v.cuss_id} />
          <Select
            label="Invoice"
            searchable
            placeholder={v.cuss_id ? 'Select an invoice' : 'Select a customer first'}
            disabled={!v.cuss_id || props.mode === 'edit'}
            data={(bills.data ?? []).map((b) => ({ value: String(b.id), label: `${b.inv_no} (${displayDate(b.inv_date)})` }))}
            value={v.inv_no_id ? String(v.inv_no_id) : null}
            onChange={(id) => {
              setV((cur) => ({ ...cur, inv_no_id: id ? Number(id) : null, items: [] }));
              chooseLine(null);
            }}
          />
          <TextInput label="Invoice Amount" readOnly value={bill ? money(bill.grand_total) : ''} />
          <TextInput label="Invoice Date" readOnly value={bill ? displayDate(bill.inv_date) : ''} />
        </SimpleGrid>
      </Paper>

      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group align="start" gap="sm" grow>
            <Select
              label="Product"
              searchable
              placeholder={v.inv_no_id ? 'Select a product of the invoice' : 'Select an invoice first'}
              disabled={!v.inv_no_id}
              data={(lines.data?.data ?? []).filter((l) => available(l) > 0).map((l) => ({ value: String(l.id), label: l.proDesc }))}
              value={lineId ? String(lineId) : null}
              onChange={(id) => chooseLine(id ? Number(id) : null)}
            />
            <SerialScan onScan={scan} disabled={!v.inv_no_id} />
          </Group>
          <Group align="end" gap="sm">
            <TextInput label="Sold Quantity" readOnly w={120} value={line ? showQty(line.qty) : ''} />
            <TextInput label="Unit Price" readOnly w={130} value={line ? money(line.unit_price) : ''} />
            <TextInput label="Available" readOnly w={110} value={line ? showQty(available(line)) : ''} />
            <TextInput
              label="Return Quantity"
              w={130}
              value={line?.srl === 1 ? String(picked.length) : rQty}
              disabled={line?.srl === 1}
              onChange={(e) => setRQty(e.currentTarget.value)}
              onKeyDown={onEnter}
            />
            <TextInput label="Return Unit Price" w={140} value={rUnit} onChange={(e) => setRUnit(e.currentTarget.value)} onKeyDown={onEnter} />
            <TextInput
              label="Or price allowance"
              description="Goods kept; taken off the price, without tax"
              w={190}
              value={allowance}
              onChange={(e) => setAllowance(e.currentTarget.value)}
              onKeyDown={onEnter}
            />
            <Button onClick={addItem}>Add Item</Button>
          </Group>
          {line?.srl === 1 && <InvoiceSerials serials={serialsOf(line)} picked={picked} onChange={setPicked} />}
        </Stack>
      </Paper>

      <FormLines
        minWidth={credit ? 900 : 0}
        striped
        heads={[{ label: 'Description' }, { label: 'Quantity', w: 100 }, { label: 'Unit Price', w: 130, ta: 'right' }, { label: 'Total', w: 130, ta: 'right' }]}
        vat={credit && { head: { label: 'VAT (SD) reversed', w: 170, ta: 'right' }, cell: (i) => vatCell(lineOf(i.inv_item_id) ?? {}) }}
        items={v.items}
        itemKey={(i) => i.inv_item_id}
        cells={(i) => (
          <>
            <Table.Td>
              <LineDescription proDesc={i.proDesc} serials={i.serial} serialLabel="Serial: " />
            </Table.Td>
            <Table.Td>{i.allowance ? 'Allowance' : showQty(i.r_qty)}</Table.Td>
            <Table.Td ta="right">{i.allowance ? '' : money(i.r_unit)}</Table.Td>
            <Table.Td ta="right">{money(lineValue(i))}</Table.Td>
          </>
        )}
        removeLabel={(i) => `Remove ${i.proDesc}`}
        onRemove={(i) =>
          set(
            'items',
            v.items.filter((x) => x.inv_item_id !== i.inv_item_id),
          )
        }
        totals={
          credit
            ? [
                ['Return Total', money(credit.total), 'return-total'],
                ['Less share of the bill discount', money(credit.disc), 'return-discount'],
                ['SD reversed', money(credit.sd), 'return-sd'],
                ['VAT reversed', money(credit.vat), 'return-vat'],
                ['Net credited to the customer (VAT included)', money(credit.credited), 'return-net'],
              ]
            : [
                ['Return Total', money(total), 'return-total'],
                ['Less share of the bill discount', money(discount), 'return-discount'],
                ['Net credited to the customer', money(net), 'return-net'],
              ]
        }
      />

      <Textarea label="Reason for return" value={v.rmks} onChange={(e) => set('rmks', e.currentTarget.value)} autosize minRows={2} />

      <Group>
        <Button onClick={() => props.onSubmit(v)} loading={props.busy} disabled={props.busy || v.items.length === 0}>
          {props.busy ? 'Loading...' : props.mode === 'create' ? 'Submit' : 'Update'}
        </Button>
        <Button variant="default" onClick={() => window.location.reload()}>
          Clear
        </Button>
        <Button variant="subtle" component={Link} to="/sales/bill-return">
          Report
        </Button>
        {props.extraButtons}
      </Group>
    </Stack>
  );
}

/** The serials a bill line sold that may come back, in a 200 × 100 px scrolling box. */
function InvoiceSerials({ serials, picked, onChange }: { serials: SerialRef[]; picked: SerialRef[]; onChange: (s: SerialRef[]) => void }) {
  const ids = new Set(picked.map((s) => s.srl_id));
  const toggle = (s: SerialRef) => onChange(ids.has(s.srl_id) ? picked.filter((p) => p.srl_id !== s.srl_id) : [...picked, s]);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Serials sold on this invoice ({serials.length})
      </Text>
      <ScrollArea h={100} w={200} type="auto" p={4} style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}>
        {serials.map((s) => (
          <Checkbox key={s.srl_id} size="xs" mb={2} label={s.sl_no} checked={ids.has(s.srl_id)} onChange={() => toggle(s)} />
        ))}
      </ScrollArea>
    </Stack>
  );
}

export const toReturnInput = (v: ReturnFormValues): ReturnInput => ({
  ...v,
  items: v.items.map((i) => ({
    inv_item_id: i.inv_item_id,
    m_id: i.m_id,
    r_qty: i.r_qty,
    r_unit: i.r_unit,
    serial: i.serial.map((s) => s.srl_id),
    ...(i.allowance ? { allowance: i.allowance } : {}),
  })),
});
