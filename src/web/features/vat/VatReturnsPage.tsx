// VAT returns (/vat/returns): a month's Mushak 9.1 by its notes (each opens the documents it counts), whether it ties to the VAT ledgers, its
// settlement (admin), and the month's registers: sales (Mushak 6.2), purchases (6.1) and the trader's
// purchase-sales register (6.2.1), printable on A4 and each exported to CSV.
import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { errorMessage } from '../../components/api';
import { call } from '../../components/client';
import { displayDate, money } from '../../components/format';
import { notifySuccess } from '../../components/notify';
import { useIsAdmin } from '../../app/auth';
import { afterWrite, vatApi, vatQueries } from '../../app/queryKeys';
import { useFailure } from '../../components/useSaving';
import type { MUSHAK91_NOTE_KEYS } from '../../../contracts/vat';

interface Mushak91 {
  month: string;
  from: string;
  to: string;
  invoices: number;
  credit_notes: number;
  taxable_sales: number;
  output_vat: number;
  output_sd: number;
  credit_note_vat: number;
  credit_note_sd: number;
  input_vat: number;
  net_vat_payable: number;
  net_sd_payable: number;
  ties: boolean;
  settlement_vc_no: string | null;
  supplies: Record<'standard' | 'reduced' | 'zero_rated' | 'exempt', { value: number; sd: number; vat: number; lines: number }>;
  purchases: Record<'standard' | 'not_admissible' | 'zero_rated' | 'exempt' | 'no_vat', { value: number; vat: number; credited: number; lines: number }>;
  purchase_vat: number;
  vds_vat: number;
  increasing: { debit_notes: number; debit_note_vat: number; total_vat: number };
  decreasing: { credit_notes: number; credit_note_vat: number; credit_note_sd: number; vds_collections: number; vds_vat: number; total_vat: number };
  carried_forward_in: number;
  net_vat_after_carry_forward: number;
  carry_forward_out: number;
}

type NoteKey = (typeof MUSHAK91_NOTE_KEYS)[number];
type Figures = { value: number | null; sd: number | null; vat: number | null };

/** A row of the return: its note's number on the NBR's form, its words, its figures, and the note it opens (if any). */
interface NoteLine extends Figures {
  part: string;
  no: number | null;
  label: string;
  open?: NoteKey;
  strong?: boolean;
}

/** The return's rows by its parts, as the form numbers its notes. */
function noteLines(s: Mushak91): NoteLine[] {
  const sup = (no: number, k: keyof Mushak91['supplies'], label: string): NoteLine => ({
    part: 'Supplies (output tax)',
    no,
    label: `${label} (${s.supplies[k].lines} line(s))`,
    open: k,
    ...s.supplies[k],
  });
  const pur = (no: number | null, k: keyof Mushak91['purchases'], label: string): NoteLine => ({
    part: 'Purchases (input tax)',
    no,
    label: `${label} (${s.purchases[k].lines} line(s))`,
    open: `purchases_${k}` as NoteKey,
    value: s.purchases[k].value,
    sd: null,
    vat: s.purchases[k].vat,
  });
  return [
    sup(1, 'zero_rated', 'Zero-rated supplies'),
    sup(3, 'exempt', 'Exempt supplies (not taxable)'),
    sup(4, 'standard', 'Standard-rated supplies (15 %)'),
    sup(7, 'reduced', 'Supplies other than standard rate (reduced rates)'),
    { part: 'Supplies (output tax)', no: 9, label: 'Total', value: null, sd: s.output_sd, vat: s.output_vat, strong: true },
    pur(10, 'zero_rated', 'Zero-rated purchases'),
    pur(12, 'exempt', 'Exempt purchases'),
    pur(14, 'standard', 'Standard-rated purchases, input VAT credited'),
    pur(18, 'not_admissible', 'VAT not admissible for credit (in cost)'),
    pur(null, 'no_vat', 'Purchases that bore no VAT'),
    { part: 'Purchases (input tax)', no: 23, label: 'Input tax credit', value: null, sd: null, vat: s.purchase_vat, strong: true },
    {
      part: 'Increasing adjustments',
      no: 26,
      label: `Debit notes issued (${s.increasing.debit_notes})`,
      value: null,
      sd: null,
      vat: s.increasing.debit_note_vat,
      open: 'debit_notes',
    },
    { part: 'Increasing adjustments', no: 28, label: 'Total increasing adjustment', value: null, sd: null, vat: s.increasing.total_vat, strong: true },
    {
      part: 'Decreasing adjustments',
      no: 29,
      label: `VAT deducted at source by VDS customers (${s.decreasing.vds_collections})`,
      value: null,
      sd: null,
      vat: s.decreasing.vds_vat,
      open: 'vds',
    },
    {
      part: 'Decreasing adjustments',
      no: 31,
      label: `Credit notes issued (${s.decreasing.credit_notes})`,
      value: null,
      sd: s.decreasing.credit_note_sd,
      vat: s.decreasing.credit_note_vat,
      open: 'credit_notes',
    },
    {
      part: 'Decreasing adjustments',
      no: 33,
      label: 'Total decreasing adjustment',
      value: null,
      sd: s.decreasing.credit_note_sd,
      vat: s.decreasing.total_vat,
      strong: true,
    },
    { part: 'Net tax', no: 34, label: 'Net VAT payable for the month', value: null, sd: s.net_sd_payable, vat: s.net_vat_payable, strong: true },
    { part: 'Carry-forward', no: 46, label: 'Negative balance brought forward', value: null, sd: null, vat: s.carried_forward_in, open: 'carried_forward' },
    {
      part: 'Carry-forward',
      no: 35,
      label: 'Net VAT after the balance brought forward',
      value: null,
      sd: null,
      vat: s.net_vat_after_carry_forward,
      strong: true,
    },
    { part: 'Carry-forward', no: 65, label: 'Closing balance carried to the next month', value: null, sd: null, vat: s.carry_forward_out },
  ];
}

/** The return by its parts: supplies and purchases by kind, increasing and decreasing adjustments, net tax, carry-forward; a note opens its documents. */
function Mushak91Notes({ s }: { s: Mushak91 }) {
  const [open, setOpen] = useState<NoteLine | null>(null);
  const cell = (x: number | null) => (x === null ? '' : money(x));
  return (
    <>
      <Table withTableBorder withColumnBorders fz="xs" verticalSpacing={2} mt="sm" data-testid="mushak-9-1-notes">
        <Table.Thead>
          <Table.Tr>
            {['Part', 'Note', 'Description', 'Value', 'SD', 'VAT'].map((h) => (
              // The part is in each note's words too: a phone leaves it out.
              <Table.Th key={h} ta={['Value', 'SD', 'VAT'].includes(h) ? 'right' : undefined} visibleFrom={h === 'Part' ? 'sm' : undefined}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {noteLines(s).map((l) => (
            <Table.Tr key={`${l.part}${l.no}${l.label}`} fw={l.strong ? 700 : undefined}>
              <Table.Td visibleFrom="sm">{l.part}</Table.Td>
              <Table.Td>{l.no ?? ''}</Table.Td>
              <Table.Td>
                {l.open ? (
                  <Anchor component="button" type="button" fz="xs" ta="left" onClick={() => setOpen(l)} data-note={l.open}>
                    {l.label}
                  </Anchor>
                ) : (
                  l.label
                )}
              </Table.Td>
              <Table.Td ta="right">{cell(l.value)}</Table.Td>
              <Table.Td ta="right">{cell(l.sd)}</Table.Td>
              <Table.Td ta="right">{cell(l.vat)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal opened={!!open} onClose={() => setOpen(null)} size="xl" title={open ? `Note ${open.no ?? ''}: ${open.label}` : ''}>
        {open?.open && <NoteDocuments month={s.month} note={open.open} />}
      </Modal>
    </>
  );
}

/** One note's documents, read from the server (GET /vat/mushak-9-1/note). */
function NoteDocuments({ month, note }: { month: string; note: NoteKey }) {
  const q = useQuery(vatQueries.mushak91Note(month, note));
  if (q.isError) return <Alert color="red">{errorMessage(q.error)}</Alert>;
  const d = q.data;
  if (!d) return <Text size="sm">Loading...</Text>;
  const months = note === 'carried_forward';
  return (
    <Table withTableBorder withColumnBorders striped fz="xs" verticalSpacing={2} data-testid="note-documents">
      <Table.Thead>
        <Table.Tr>
          {(months
            ? ['Month end', 'Return', 'Brought and carried', 'Net VAT', 'Carried forward']
            : ['Date', 'Document', 'Kind', 'Party (BIN)', 'Reference', 'Value', 'SD', 'VAT']
          ).map((h, i, all) => (
            <Table.Th key={h} ta={i >= all.length - (months ? 2 : 3) ? 'right' : undefined}>
              {h}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {d.rows.map((r) =>
          months ? (
            <Table.Tr key={r.id}>
              <Table.Td>{displayDate(r.date)}</Table.Td>
              <Table.Td>{r.doc_no}</Table.Td>
              <Table.Td>{r.reference}</Table.Td>
              <Table.Td ta="right">{money(r.value)}</Table.Td>
              <Table.Td ta="right">{money(r.vat)}</Table.Td>
            </Table.Tr>
          ) : (
            <Table.Tr key={`${r.kind}${r.id}`}>
              <Table.Td>{displayDate(r.date)}</Table.Td>
              <Table.Td>{r.doc_no}</Table.Td>
              <Table.Td>{r.kind}</Table.Td>
              <Table.Td>
                {r.party}
                {r.bin ? ` (${r.bin})` : ''}
              </Table.Td>
              <Table.Td>{r.reference}</Table.Td>
              <Table.Td ta="right">{money(r.value)}</Table.Td>
              <Table.Td ta="right">{money(r.sd)}</Table.Td>
              <Table.Td ta="right">{money(r.vat)}</Table.Td>
            </Table.Tr>
          ),
        )}
        {!d.rows.length && (
          <Table.Tr>
            <Table.Td colSpan={months ? 5 : 8} ta="center">
              No document in this note
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr fw={700}>
          <Table.Td colSpan={months ? 4 : 5} ta="right">
            Total
          </Table.Td>
          {!months && <Table.Td ta="right">{money(d.totals.value)}</Table.Td>}
          {!months && <Table.Td ta="right">{money(d.totals.sd)}</Table.Td>}
          <Table.Td ta="right">{money(d.totals.vat)}</Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

interface RegisterRow {
  date: string;
  doc_no: string;
  kind: string;
  buyer: string;
  bin: string | null;
  description: string;
  qty: number;
  value: number;
  discount: number;
  sd_rate: number;
  sd: number;
  vat_rate: number;
  exempt: boolean;
  vat: number;
}

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
const cell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

function downloadCsv(name: string, header: string[], lines: unknown[][]) {
  const text = [header, ...lines].map((l) => l.map(cell).join(',')).join('\r\n');
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  URL.revokeObjectURL(url);
}

function Figure({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={strong ? 800 : 600} size="lg" data-figure={label}>
        {money(value)}
      </Text>
    </Paper>
  );
}

export default function VatReturnsPage() {
  const [month, setMonth] = useState(thisMonth());
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const qc = useQueryClient();
  const admin = useIsAdmin();
  const summary = useQuery({ ...vatQueries.mushak91<Mushak91>(month), enabled: valid });
  const range = summary.data;
  const register = useQuery({
    ...vatQueries.register<{ rows: RegisterRow[]; totals: { value: number; discount: number; sd: number; vat: number } }>(
      'sales',
      range?.from ?? '',
      range?.to ?? '',
    ),
    enabled: !!range,
  });
  const { busy, error, run: attempt } = useFailure();
  const settle = () =>
    attempt(async () => {
      const r = (await call(vatApi.vatSettlement, { body: { month } })) as { vc_no: string; treasury: number; sd_treasury: number };
      notifySuccess(
        `Settled by ${r.vc_no}: ${money(r.treasury)} to VAT Payable to Treasury${r.sd_treasury ? `, ${money(r.sd_treasury)} to SD Payable to Treasury` : ''}`,
      );
      await afterWrite(qc, 'vatSettlement');
    });
  const s = summary.data;
  const rows = register.data?.rows ?? [];
  return (
    <Stack>
      <PageHeader title="VAT Returns (Mushak 9.1) and Sales Register (Mushak 6.2)" />
      <Group align="end" className="no-print">
        <TextInput
          label="Month"
          placeholder="yyyy-mm"
          value={month}
          onChange={(e) => setMonth(e.currentTarget.value.trim())}
          w={140}
          error={valid ? undefined : 'Write the month as yyyy-mm'}
        />
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()} disabled={!s}>
          Print
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={!rows.length}
          onClick={() =>
            downloadCsv(
              `Mushak-6.2-${month}.csv`,
              ['Date', 'Document', 'Kind', 'Buyer', 'Buyer BIN', 'Description', 'Quantity', 'Value', 'Discount', 'SD rate', 'SD', 'VAT rate', 'VAT'],
              rows.map((r) => [
                r.date,
                r.doc_no,
                r.kind,
                r.buyer,
                r.bin ?? '',
                r.description,
                r.qty,
                r.value.toFixed(2),
                r.discount.toFixed(2),
                r.sd_rate,
                r.sd.toFixed(2),
                r.exempt ? 'Exempt' : r.vat_rate,
                r.vat.toFixed(2),
              ]),
            )
          }
        >
          Sales register CSV
        </Button>
      </Group>
      {summary.isError && <Alert color="red">{errorMessage(summary.error)}</Alert>}
      {s && (
        <Paper withBorder p="md" className="a4-sheet">
          <Group justify="space-between">
            <Title order={4}>
              Mushak 9.1 summary, {displayDate(s.from)} to {displayDate(s.to)}
            </Title>
            {s.ties ? <Badge color="teal">Ties to the VAT ledgers</Badge> : <Badge color="red">Does not tie to the VAT ledgers</Badge>}
          </Group>
          <Text size="sm" c="dimmed" mb="sm">
            {s.invoices} tax invoice(s), {s.credit_notes} credit note(s).
          </Text>
          <SimpleGrid cols={{ base: 2, md: 3 }}>
            <Figure label="Taxable sales" value={s.taxable_sales} />
            <Figure label="Output VAT" value={s.output_vat} />
            <Figure label="Credit notes (VAT)" value={s.credit_note_vat} />
            <Figure label="Input VAT" value={s.input_vat} />
            <Figure label="VAT deducted at source" value={s.vds_vat} />
            <Figure label="Output SD" value={s.output_sd} />
            <Figure label="Credit notes (SD)" value={s.credit_note_sd} />
            <Figure label="Net SD payable" value={s.net_sd_payable} />
            <Figure label="Net VAT payable" value={s.net_vat_payable} strong />
          </SimpleGrid>
          <Mushak91Notes s={s} />
          <Group mt="sm" className="no-print">
            {s.settlement_vc_no ? (
              <Text size="sm">Settled by {s.settlement_vc_no}.</Text>
            ) : admin ? (
              <Button onClick={settle} loading={busy} disabled={!s.ties}>
                Post the settlement voucher
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                Not settled yet (an admin posts the settlement).
              </Text>
            )}
          </Group>
          {error && (
            <Alert color="red" mt="sm">
              {error}
            </Alert>
          )}
          <Title order={5} mt="md" mb={4}>
            Sales register (Mushak 6.2)
          </Title>
          <Table withTableBorder withColumnBorders striped fz="xs" verticalSpacing={2} data-testid="sales-register">
            <Table.Thead>
              <Table.Tr>
                {['Date', 'Document', 'Buyer (BIN)', 'Description', 'Qty', 'Value', 'Discount', 'SD', 'VAT rate', 'VAT'].map((h) => (
                  <Table.Th key={h} ta={['Qty', 'Value', 'Discount', 'SD', 'VAT'].includes(h) ? 'right' : undefined}>
                    {h}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{displayDate(r.date)}</Table.Td>
                  <Table.Td>
                    {r.doc_no}
                    {r.kind === 'Credit note' ? ' (credit note)' : ''}
                  </Table.Td>
                  <Table.Td>
                    {r.buyer}
                    {r.bin ? ` (${r.bin})` : ''}
                  </Table.Td>
                  <Table.Td>{r.description}</Table.Td>
                  <Table.Td ta="right">{r.qty}</Table.Td>
                  <Table.Td ta="right">{money(r.value)}</Table.Td>
                  <Table.Td ta="right">{money(r.discount)}</Table.Td>
                  <Table.Td ta="right">{money(r.sd)}</Table.Td>
                  <Table.Td>{r.exempt ? 'Exempt' : `${r.vat_rate}%`}</Table.Td>
                  <Table.Td ta="right">{money(r.vat)}</Table.Td>
                </Table.Tr>
              ))}
              {!rows.length && (
                <Table.Tr>
                  <Table.Td colSpan={10} ta="center">
                    No tax invoice in this month
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
            {register.data && (
              <Table.Tfoot>
                <Table.Tr fw={700}>
                  <Table.Td colSpan={5} ta="right">
                    Total
                  </Table.Td>
                  <Table.Td ta="right">{money(register.data.totals.value)}</Table.Td>
                  <Table.Td ta="right">{money(register.data.totals.discount)}</Table.Td>
                  <Table.Td ta="right">{money(register.data.totals.sd)}</Table.Td>
                  <Table.Td />
                  <Table.Td ta="right">{money(register.data.totals.vat)}</Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
          <OtherRegisters from={s.from} to={s.to} month={month} />
        </Paper>
      )}
    </Stack>
  );
}

interface PurchaseRegisterRow {
  date: string;
  pu_no: string;
  supp_inv: string;
  supp_mushak_no: string;
  supplier: string;
  bin: string | null;
  value: number;
  sd: number;
  input_vat: number;
  vat_in_cost: number;
}

interface TraderModel {
  model_id: number;
  model: string;
  opening_qty: number;
  opening_value: number;
  rows: {
    date: string;
    doc_no: string;
    challan_no: string;
    bin: string | null;
    kind: string;
    qty_in: number;
    qty_out: number;
    value: number;
    sd: number;
    vat: number;
    stock_qty: number;
    stock_value: number;
  }[];
}

const KIND: Record<string, string> = {
  purchase: 'Purchase',
  sale: 'Sale',
  sales_return: 'Sales return',
  purchase_return: 'Purchase return',
  adjustment: 'Adjustment',
  model_opening: 'Opening',
};

/** The purchase register (6.1) and the trader's purchase-sales register (6.2.1) of the month. */
function OtherRegisters({ from, to, month }: { from: string; to: string; month: string }) {
  const purchases = useQuery(
    vatQueries.register<{ rows: PurchaseRegisterRow[]; totals: { value: number; sd: number; input_vat: number; vat_in_cost: number } }>('purchases', from, to),
  );
  const trader = useQuery(vatQueries.register<{ models: TraderModel[] }>('trader', from, to));
  const p = purchases.data;
  return (
    <>
      <Group justify="space-between" mt="md" mb={4}>
        <Title order={5}>Purchase register (Mushak 6.1)</Title>
        <Button
          size="xs"
          variant="default"
          className="no-print"
          leftSection={<IconDownload size={14} />}
          disabled={!p?.rows.length}
          onClick={() =>
            downloadCsv(
              `Mushak-6.1-${month}.csv`,
              ['Date', 'Purchase', 'Supplier invoice', 'Supplier Mushak 6.3', 'Supplier', 'Supplier BIN', 'Value', 'SD', 'Input VAT', 'VAT in cost'],
              (p?.rows ?? []).map((r) => [
                r.date,
                r.pu_no,
                r.supp_inv,
                r.supp_mushak_no,
                r.supplier,
                r.bin ?? '',
                r.value.toFixed(2),
                r.sd.toFixed(2),
                r.input_vat.toFixed(2),
                r.vat_in_cost.toFixed(2),
              ]),
            )
          }
        >
          CSV
        </Button>
      </Group>
      <Table withTableBorder withColumnBorders striped fz="xs" verticalSpacing={2} data-testid="purchase-register">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Purchase</Table.Th>
            <Table.Th>Supplier (BIN)</Table.Th>
            <Table.Th>Supplier invoice / Mushak 6.3</Table.Th>
            <Table.Th ta="right">Value</Table.Th>
            <Table.Th ta="right">SD</Table.Th>
            <Table.Th ta="right">Input VAT</Table.Th>
            <Table.Th ta="right">VAT in cost</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(p?.rows ?? []).map((r) => (
            <Table.Tr key={r.pu_no}>
              <Table.Td>{displayDate(r.date)}</Table.Td>
              <Table.Td>{r.pu_no}</Table.Td>
              <Table.Td>
                {r.supplier}
                {r.bin ? ` (${r.bin})` : ''}
              </Table.Td>
              <Table.Td>
                {r.supp_inv}
                {r.supp_mushak_no ? ` / ${r.supp_mushak_no}` : ''}
              </Table.Td>
              <Table.Td ta="right">{money(r.value)}</Table.Td>
              <Table.Td ta="right">{money(r.sd)}</Table.Td>
              <Table.Td ta="right">{money(r.input_vat)}</Table.Td>
              <Table.Td ta="right">{money(r.vat_in_cost)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        {p && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td colSpan={4} ta="right">
                Total
              </Table.Td>
              <Table.Td ta="right">{money(p.totals.value)}</Table.Td>
              <Table.Td ta="right">{money(p.totals.sd)}</Table.Td>
              <Table.Td ta="right">{money(p.totals.input_vat)}</Table.Td>
              <Table.Td ta="right">{money(p.totals.vat_in_cost)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
      <Group justify="space-between" mt="md" mb={4}>
        <Title order={5}>Purchase-sales register of a trader (Mushak 6.2.1)</Title>
        <Button
          size="xs"
          variant="default"
          className="no-print"
          leftSection={<IconDownload size={14} />}
          disabled={!trader.data?.models.length}
          onClick={() =>
            downloadCsv(
              `Mushak-6.2.1-${month}.csv`,
              ['Model', 'Date', 'Document', 'Tax invoice / note', 'BIN', 'Kind', 'In', 'Out', 'Value', 'SD', 'VAT', 'Stock', 'Stock value'],
              (trader.data?.models ?? []).flatMap((m) => [
                [m.model, from, 'Opening', '', '', '', '', '', '', '', '', m.opening_qty, m.opening_value.toFixed(2)],
                ...m.rows.map((r) => [
                  m.model,
                  r.date,
                  r.doc_no,
                  r.challan_no,
                  r.bin ?? '',
                  KIND[r.kind] ?? r.kind,
                  r.qty_in,
                  r.qty_out,
                  r.value.toFixed(2),
                  r.sd.toFixed(2),
                  r.vat.toFixed(2),
                  r.stock_qty,
                  r.stock_value.toFixed(2),
                ]),
              ]),
            )
          }
        >
          CSV
        </Button>
      </Group>
      <Table withTableBorder withColumnBorders fz="xs" verticalSpacing={2} data-testid="trader-register">
        <Table.Thead>
          <Table.Tr>
            {['Date', 'Document', 'Tax invoice / note', 'BIN', 'Kind', 'In', 'Out', 'Value', 'SD', 'VAT', 'Stock', 'Stock value'].map((h) => (
              <Table.Th key={h} ta={['Date', 'Document', 'Tax invoice / note', 'BIN', 'Kind'].includes(h) ? undefined : 'right'}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(trader.data?.models ?? []).flatMap((m) => [
            <Table.Tr key={`m${m.model_id}`} fw={600} bg="var(--mantine-color-gray-1)">
              <Table.Td colSpan={10}>{m.model} (opening)</Table.Td>
              <Table.Td ta="right">{m.opening_qty}</Table.Td>
              <Table.Td ta="right">{money(m.opening_value)}</Table.Td>
            </Table.Tr>,
            ...m.rows.map((r, i) => (
              <Table.Tr key={`m${m.model_id}-${i}`}>
                <Table.Td>{displayDate(r.date)}</Table.Td>
                <Table.Td>{r.doc_no}</Table.Td>
                <Table.Td>{r.challan_no}</Table.Td>
                <Table.Td>{r.bin ?? ''}</Table.Td>
                <Table.Td>{KIND[r.kind] ?? r.kind}</Table.Td>
                <Table.Td ta="right">{r.qty_in || ''}</Table.Td>
                <Table.Td ta="right">{r.qty_out || ''}</Table.Td>
                <Table.Td ta="right">{money(r.value)}</Table.Td>
                <Table.Td ta="right">{r.sd ? money(r.sd) : ''}</Table.Td>
                <Table.Td ta="right">{r.vat ? money(r.vat) : ''}</Table.Td>
                <Table.Td ta="right">{r.stock_qty}</Table.Td>
                <Table.Td ta="right">{money(r.stock_value)}</Table.Td>
              </Table.Tr>
            )),
          ])}
        </Table.Tbody>
      </Table>
    </>
  );
}
