// The purchase return form, for a new return and for the edit of a saved one: supplier, one of
// their purchases, its lines (with what is left to return), serials picked from the line, the items.
// With VAT on, a return of a purchase with VAT shows each line's share of the input VAT and VAT in
// cost it takes back and the totals, from the server's preview (the save's own arithmetic).
import { useState } from 'react';
import { Anchor, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Table, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { Serial } from '../../../contracts/catalogue';
import { DateField } from '../../components/DateField';
import { PageHeader } from '../../components/PageHeader';
import { PartySelect, SerialPicker } from '../../components/pickers';
import { SerialScan } from '../../components/SerialScan';
import { displayDate, money, qty, todayInDhaka, toNumber } from '../../components/format';
import { notifyError, notifySuccess, notifyWarning } from '../../components/notify';
import { returnApi, type PurchaseLine, type ReturnBoth, type ReturnFormBody } from './api';
import { afterWrite, stockKeys } from '../../app/queryKeys';
import { FormLines } from '../../components/FormLines';
import { LineDescription } from '../../components/DocumentLines';
import { useVatSettings } from '../../components/VatFigures';
import type { PurchaseReturnPreview } from '../../../contracts/purchase-returns';
import { vatTaken } from './vatTaken';
import { call } from '../../components/client';
import { catalogueApi } from '../../app/queryKeys/catalogue';
import { purchaseReturnQueries } from '../../app/queryKeys/purchaseReturns';

interface ReturnLine {
  pu_item_id: number;
  m_id: number;
  proDesc: string;
  r_qty: number;
  r_unit: number;
  serials: { id: number; sl_no: string }[];
}

const lineTotal = (l: ReturnLine) => Math.round(l.r_qty * l.r_unit * 100) / 100;

function savedLines(saved?: ReturnBoth): ReturnLine[] {
  return (saved?.data ?? []).map((d) => ({
    pu_item_id: d.pu_item_id,
    m_id: d.m_id,
    proDesc: d.proDesc,
    r_qty: d.r_qty,
    r_unit: d.r_unit,
    serials: d.serial.map((s) => ({ id: s.srl_id, sl_no: s.sl_no })),
  }));
}

/** In-stock serials of the model that did not come in on this purchase line: hidden from the picker. */
function useForeignSerials(line: PurchaseLine | undefined): number[] {
  const inStock = useQuery({
    queryKey: stockKeys.serials(line?.m_id ?? null),
    queryFn: async () => (await call(catalogueApi.allSerialByModel, { query: { modelId: line!.m_id, status: 1 } })).data,
    enabled: !!line && line.srl === 1,
  });
  const own = new Set((line?.serial ?? []).map((s) => s.id));
  return (inStock.data ?? []).filter((s) => !own.has(s.id)).map((s) => s.id);
}

export function ReturnForm({ saved }: { saved?: ReturnBoth }) {
  const master = saved?.master;
  const isEdit = !!master;
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [returnDate, setReturnDate] = useState(master?.return_date ?? todayInDhaka());
  const [supplier, setSupplier] = useState<number | null>(master?.supp_id ?? null);
  const [purchaseId, setPurchaseId] = useState<number | null>(master?.pu_no_id ?? null);
  const [rmks, setRmks] = useState(master?.rmks ?? '');
  const [items, setItems] = useState<ReturnLine[]>(() => savedLines(saved));
  const [lineId, setLineId] = useState<number | null>(null);
  const [rQty, setRQty] = useState<number | string>('');
  const [rUnit, setRUnit] = useState<number | string>('');
  const [picked, setPicked] = useState<Serial[]>([]);

  const nextNo = useQuery({
    ...purchaseReturnQueries.nextNo(returnDate),
    enabled: !isEdit && !!returnDate,
  });
  const purchases = useQuery({ ...purchaseReturnQueries.purchases(supplier), enabled: !!supplier });
  const purchase = useQuery({ ...purchaseReturnQueries.purchase(purchaseId), enabled: !!purchaseId });
  const line = purchase.data?.data.find((l) => l.id === lineId);
  const foreign = useForeignSerials(line);
  const serialLine = line?.srl === 1;

  /** What is left to return of a line: purchased, less other returns (this return's saved lines count as free again). */
  const available = (l: PurchaseLine) => {
    const own = (saved?.data ?? []).filter((d) => d.pu_item_id === l.id).reduce((a, d) => a + d.r_qty, 0);
    return l.qty - l.returned_qyt + own;
  };

  const chooseSupplier = (id: number | null) => {
    setSupplier(id);
    setPurchaseId(null);
    setLineId(null);
    setItems([]);
  };
  const choosePurchase = (id: string | null) => {
    setPurchaseId(id ? Number(id) : null);
    setLineId(null);
    setItems([]);
  };
  const chooseLine = (id: string | null) => {
    const l = purchase.data?.data.find((x) => String(x.id) === id);
    setLineId(l ? l.id : null);
    setRUnit(l ? l.unit_price : '');
    setRQty('');
    setPicked([]);
  };
  const selectAll = () => {
    if (!line) return notifyWarning('All fields are required.');
    if (serialLine) setPicked(line.serial.filter((s) => s.status === 1).map((s) => ({ id: s.id, sl_no: s.sl_no }) as Serial));
    else setRQty(available(line));
  };

  /** A serial scanned: the purchase's line that holds it (still in stock) is chosen and the serial picked. */
  const scan = (code: string): string | null => {
    const all = purchase.data?.data ?? [];
    if (!purchaseId || all.length === 0) return 'Choose the purchase first';
    const c = code.toLowerCase();
    for (const l of all) {
      const s = l.serial.find((x) => x.sl_no.toLowerCase() === c);
      if (!s) continue;
      if (s.status !== 1) return `Serial ${s.sl_no} is not in stock`;
      if (items.some((i) => i.pu_item_id === l.id)) return `Serial ${s.sl_no}: its item is already added`;
      const one = { id: s.id, sl_no: s.sl_no } as Serial;
      if (lineId !== l.id) {
        setLineId(l.id);
        setRUnit(l.unit_price);
        setRQty('');
        setPicked([one]);
      } else if (picked.some((p) => p.id === s.id)) return `Serial ${s.sl_no} is already picked`;
      else setPicked((cur) => [...cur, one]);
      return null;
    }
    return `Serial ${code} is not on this purchase`;
  };

  const addItem = () => {
    if (!supplier) return notifyWarning(isEdit ? 'Supplier must required..' : 'All fields are required.');
    if (!purchaseId || !line) return notifyWarning('All fields are required.');
    if (items.some((i) => i.pu_item_id === line.id)) return notifyWarning('Item already added.');
    if (serialLine && picked.length === 0) return notifyWarning('This product requires serial input.');
    const quantity = serialLine ? picked.length : toNumber(rQty);
    if (quantity <= 0 || toNumber(rUnit) <= 0) return notifyWarning('All fields are required.');
    if (quantity > available(line)) return notifyWarning('Return quantity must not be greater than purchase quantity.');
    setItems((is) => [
      ...is,
      {
        pu_item_id: line.id,
        m_id: line.m_id,
        proDesc: line.proDesc,
        r_qty: quantity,
        r_unit: toNumber(rUnit),
        serials: picked.map((s) => ({ id: s.id, sl_no: s.sl_no })),
      },
    ]);
    setLineId(null);
    setRQty('');
    setPicked([]);
  };

  const save = useMutation({
    mutationFn: (body: ReturnFormBody) => (isEdit ? returnApi.update(master.id, body) : returnApi.create(body)),
    onSuccess: (r) => {
      notifySuccess(isEdit ? 'Update Successfully' : 'Purchase added successfully');
      void afterWrite(qc, 'purchaseReturn');
      navigate(`/purchase-return-report?id=${r.returnId}`);
    },
    onError: (e) => notifyError(e, isEdit ? 'Update failed' : 'Creation failed'),
  });
  const body: ReturnFormBody = {
    return_date: returnDate,
    supp_id: supplier,
    pu_no_id: purchaseId,
    rmks,
    items: items.map((i) => ({ pu_item_id: i.pu_item_id, m_id: i.m_id, r_qty: i.r_qty, r_unit: i.r_unit, serial: i.serials.map((s) => s.id) })),
  };
  const submit = () => {
    if (!supplier) return notifyWarning(isEdit ? 'Supplier must required..' : 'All fields are required.');
    if (!purchaseId || items.length === 0) return notifyWarning('All fields are required.');
    save.mutate(body);
  };

  const chosen = purchases.data?.find((p) => p.id === purchaseId) ?? (purchase.data ? purchase.data.master : undefined);
  const total = items.reduce((a, i) => a + lineTotal(i), 0);
  const vatOn = useVatSettings().on;
  const previewBody = { ...body, ...(isEdit ? { return_id: master.id } : {}) };
  const preview = useQuery({
    ...purchaseReturnQueries.preview(previewBody),
    enabled: vatOn && !!supplier && !!purchaseId && items.length > 0,
    placeholderData: (prev) => prev,
    retry: false,
  }).data;
  // Only a purchase that carried VAT has any to take back.
  const taken = vatOn && items.length > 0 && preview && (preview.input_vat > 0 || preview.vat_in_cost > 0) ? preview : null;

  return (
    <Stack>
      <PageHeader title={isEdit ? 'Edit Purchase Return' : 'Create Purchase Return'} back={{ to: '/purchase-return', label: 'Purchase Return' }}>
        {isEdit && (
          <Anchor component={Link} to={`/purchase-return-report?id=${master.id}`}>
            Report
          </Anchor>
        )}
      </PageHeader>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <TextInput label="Return No" readOnly value={isEdit ? master.return_no : (nextNo.data?.return_no ?? '')} />
          <DateField label="Return Date" value={returnDate} onChange={setReturnDate} required w="100%" />
          <PartySelect kind="supplier" value={supplier} onChange={(id) => chooseSupplier(id)} required autoFocus={!isEdit} />
          <Select
            label="Purchase Order"
            searchable
            required
            placeholder={supplier ? 'Select' : 'Select a supplier first'}
            data={(purchases.data ?? []).map((p) => ({ value: String(p.id), label: `${p.pu_no} (${displayDate(p.pu_date)})` }))}
            value={purchaseId ? String(purchaseId) : null}
            onChange={choosePurchase}
            disabled={!supplier}
          />
          <TextInput label="Purchase Amount" readOnly value={chosen ? money(chosen.total) : ''} />
          <TextInput label="Purchase Date" readOnly value={chosen ? displayDate(chosen.pu_date) : ''} />
        </SimpleGrid>
      </Paper>

      <Paper withBorder p="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Select
              label="Product"
              searchable
              data={(purchase.data?.data ?? []).map((l) => ({ value: String(l.id), label: l.proDesc }))}
              value={lineId ? String(lineId) : null}
              onChange={chooseLine}
              disabled={!purchase.data}
            />
            <SerialScan onScan={scan} disabled={!purchase.data} />
            <TextInput label="Purchase Quantity" readOnly value={line ? qty(line.qty) : ''} />
            <TextInput label="Unit Price" readOnly value={line ? money(line.unit_price) : ''} />
            <TextInput label="Available Quantity" readOnly value={line ? qty(available(line)) : ''} data-testid="available-qty" />
            <NumberInput label="Return Quantity" hideControls min={0} value={serialLine ? picked.length : rQty} onChange={setRQty} disabled={serialLine} />
            <NumberInput label="Return Unit Price" hideControls min={0} decimalScale={2} value={rUnit} onChange={setRUnit} />
          </SimpleGrid>
          <Textarea label="Reason for Return" value={rmks} onChange={(e) => setRmks(e.currentTarget.value)} autosize minRows={1} />
          {serialLine && <SerialPicker modelId={line.m_id} picked={picked} onChange={setPicked} exclude={foreign} />}
          <Group>
            <Button variant="light" onClick={selectAll}>
              Select All Items
            </Button>
            <Button onClick={addItem}>Add Item</Button>
          </Group>
        </Stack>
      </Paper>

      <ReturnItems items={items} total={total} vat={taken} onRemove={(id) => setItems((is) => is.filter((i) => i.pu_item_id !== id))} />

      <Group>
        <Button onClick={submit} loading={save.isPending} disabled={save.isPending}>
          {save.isPending ? 'Loading...' : isEdit ? 'Update' : 'Submit'}
        </Button>
        <Button variant="default" onClick={() => window.location.reload()}>
          Clear
        </Button>
        <Anchor component={Link} to={isEdit ? `/purchase-return-report?id=${master.id}` : '/purchase-return'}>
          Report
        </Anchor>
      </Group>
    </Stack>
  );
}

function ReturnItems({
  items,
  total,
  vat,
  onRemove,
}: {
  items: ReturnLine[];
  total: number;
  vat: PurchaseReturnPreview | null;
  onRemove: (puItemId: number) => void;
}) {
  return (
    <FormLines
      minWidth={vat ? 820 : 0}
      numberLabel="S/N"
      data-testid="return-items"
      heads={[{ label: 'Description' }, { label: 'Quantity', ta: 'right' }, { label: 'Unit Price', ta: 'right' }, { label: 'Total', ta: 'right' }]}
      vat={vat && { head: { label: 'VAT taken back', ta: 'right' }, cell: (i) => vatTaken(vat.lines.find((l) => l.pu_item_id === i.pu_item_id)) }}
      items={items}
      itemKey={(i) => i.pu_item_id}
      cells={(i) => (
        <>
          <Table.Td>
            <LineDescription proDesc={i.proDesc} serials={i.serials} small />
          </Table.Td>
          <Table.Td ta="right">{qty(i.r_qty)}</Table.Td>
          <Table.Td ta="right">{money(i.r_unit)}</Table.Td>
          <Table.Td ta="right">{money(lineTotal(i))}</Table.Td>
        </>
      )}
      removeLabel={(_, k) => `Remove item ${k + 1}`}
      onRemove={(i) => onRemove(i.pu_item_id)}
      totals={
        vat
          ? [
              ['Total', money(vat.total), 'return-total'],
              ['Input VAT taken back', money(vat.input_vat), 'return-input-vat'],
              ['VAT in cost taken back', money(vat.vat_in_cost), 'return-vat-in-cost'],
              ['Supplier debited (VAT included)', money(vat.supplier_debit), 'return-supplier-debit'],
            ]
          : [['Total', money(total), 'return-total']]
      }
    />
  );
}
