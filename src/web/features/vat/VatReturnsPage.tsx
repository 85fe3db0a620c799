// VAT returns (/vat/returns): a month's Mushak 9.1 summary, whether it ties to the VAT ledgers, its
// settlement (admin), and the month's registers: sales (Mushak 6.2), purchases (6.1) and the trader's
// purchase-sales register (6.2.1), printable on A4 and each exported to CSV.
import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
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
  purchase_vat: number;
  increasing: { debit_notes: number; debit_note_vat: number };
  decreasing: { credit_notes: number; credit_note_vat: number; credit_note_sd: number };
  carried_forward_in: number;
  net_vat_after_carry_forward: number;
  carry_forward_out: number;
}

const KIND_LABELS = [
  ['standard', 'Standard-rated supplies (15 %)'],
  ['reduced', 'Reduced-rate supplies'],
  ['zero_rated', 'Zero-rated supplies'],
  ['exempt', 'Exempt supplies'],
] as const;

/** The return by its parts: supplies by kind, purchases, increasing and decreasing adjustments, net tax, carry-forward. */
function Mushak91Notes({ s }: { s: Mushak91 }) {
  const row = (part: string, label: string, value: number | null, sd: number | null, vat: number | null, strong = false) => (
    <Table.Tr key={`${part}${label}`} fw={strong ? 700 : undefined}>
      <Table.Td>{part}</Table.Td>
      <Table.Td>{label}</Table.Td>
      <Table.Td ta="right">{value === null ? '' : money(value)}</Table.Td>
      <Table.Td ta="right">{sd === null ? '' : money(sd)}</Table.Td>
      <Table.Td ta="right">{vat === null ? '' : money(vat)}</Table.Td>
    </Table.Tr>
  );
  return (
    <Table withTableBorder withColumnBorders fz="xs" verticalSpacing={2} mt="sm" data-testid="mushak-9-1-notes">
      <Table.Thead>
        <Table.Tr>
          {['Part', 'Note', 'Value', 'SD', 'VAT'].map((h) => (
            <Table.Th key={h} ta={h === 'Part' || h === 'Note' ? undefined : 'right'}>
              {h}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {KIND_LABELS.map(([k, label]) => row('Supplies', `${label} (${s.supplies[k].lines} line(s))`, s.supplies[k].value, s.supplies[k].sd, s.supplies[k].vat))}
        {row('Purchases', 'Input VAT on purchases', null, null, s.purchase_vat)}
        {row('Increasing adjustments', `Debit notes (${s.increasing.debit_notes}): input VAT given back`, null, null, s.increasing.debit_note_vat)}
        {row('Decreasing adjustments', `Credit notes (${s.decreasing.credit_notes}): output tax given back`, null, s.decreasing.credit_note_sd, s.decreasing.credit_note_vat)}
        {row('Net tax', 'Net VAT payable for the month', null, s.net_sd_payable, s.net_vat_payable, true)}
        {row('Carry-forward', 'Negative balance brought forward', null, null, s.carried_forward_in)}
        {row('Carry-forward', 'Net VAT after the balance brought forward', null, null, s.net_vat_after_carry_forward, true)}
        {row('Carry-forward', 'Carried to the next month', null, null, s.carry_forward_out)}
      </Table.Tbody>
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
    ...vatQueries.register<{ rows: RegisterRow[]; totals: { value: number; discount: number; sd: number; vat: number } }>('sales', range?.from ?? '', range?.to ?? ''),
    enabled: !!range,
  });
  const { busy, error, run: attempt } = useFailure();
  const settle = () =>
    attempt(async () => {
      const r = (await call(vatApi.vatSettlement, { body: { month } })) as { vc_no: string; treasury: number; sd_treasury: number };
      notifySuccess(`Settled by ${r.vc_no}: ${money(r.treasury)} to VAT Payable to Treasury${r.sd_treasury ? `, ${money(r.sd_treasury)} to SD Payable to Treasury` : ''}`);
      await afterWrite(qc, 'vatSettlement');
    });
  const s = summary.data;
  const rows = register.data?.rows ?? [];
  return (
    <Stack>
      <PageHeader title="VAT Returns (Mushak 9.1) and Sales Register (Mushak 6.2)" />
      <Group align="end" className="no-print">
        <TextInput label="Month" placeholder="yyyy-mm" value={month} onChange={(e) => setMonth(e.currentTarget.value.trim())} w={140} error={valid ? undefined : 'Write the month as yyyy-mm'} />
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
              rows.map((r) => [r.date, r.doc_no, r.kind, r.buyer, r.bin ?? '', r.description, r.qty, r.value.toFixed(2), r.discount.toFixed(2), r.sd_rate, r.sd.toFixed(2), r.exempt ? 'Exempt' : r.vat_rate, r.vat.toFixed(2)]),
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
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Figure label="Taxable sales" value={s.taxable_sales} />
            <Figure label="Output VAT" value={s.output_vat} />
            <Figure label="Credit notes (VAT)" value={s.credit_note_vat} />
            <Figure label="Input VAT" value={s.input_vat} />
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
          {error && <Alert color="red" mt="sm">{error}</Alert>}
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
  input_vat: number;
}

interface TraderModel {
  model_id: number;
  model: string;
  opening_qty: number;
  opening_value: number;
  rows: { date: string; doc_no: string; challan_no: string; bin: string | null; kind: string; qty_in: number; qty_out: number; value: number; sd: number; vat: number; stock_qty: number; stock_value: number }[];
}

const KIND: Record<string, string> = { purchase: 'Purchase', sale: 'Sale', sales_return: 'Sales return', purchase_return: 'Purchase return', adjustment: 'Adjustment', model_opening: 'Opening' };

/** The purchase register (6.1) and the trader's purchase-sales register (6.2.1) of the month. */
function OtherRegisters({ from, to, month }: { from: string; to: string; month: string }) {
  const purchases = useQuery(vatQueries.register<{ rows: PurchaseRegisterRow[]; totals: { value: number; input_vat: number } }>('purchases', from, to));
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
              ['Date', 'Purchase', 'Supplier invoice', 'Supplier Mushak 6.3', 'Supplier', 'Supplier BIN', 'Value', 'Input VAT'],
              (p?.rows ?? []).map((r) => [r.date, r.pu_no, r.supp_inv, r.supp_mushak_no, r.supplier, r.bin ?? '', r.value.toFixed(2), r.input_vat.toFixed(2)]),
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
            <Table.Th ta="right">Input VAT</Table.Th>
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
              <Table.Td ta="right">{money(r.input_vat)}</Table.Td>
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
              <Table.Td ta="right">{money(p.totals.input_vat)}</Table.Td>
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
                ...m.rows.map((r) => [m.model, r.date, r.doc_no, r.challan_no, r.bin ?? '', KIND[r.kind] ?? r.kind, r.qty_in, r.qty_out, r.value.toFixed(2), r.sd.toFixed(2), r.vat.toFixed(2), r.stock_qty, r.stock_value.toFixed(2)]),
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
