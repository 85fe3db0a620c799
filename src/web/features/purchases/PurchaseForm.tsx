// The purchase form (the shared line entry: product finder, quantity, price, serials; Enter moves
// on, Ctrl+S saves, Alt+C clears): a new purchase, or the edit of a saved one (lines keep their ids, saved lines
// and serials are removed on the server at once, Edit Item loads a line back into the entry row).
import { useRef, useState } from 'react';
import { Anchor, Box, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { Model } from '../../../contracts/catalogue';
import { DateField } from '../../components/DateField';
import { CashBankFields, cashBankBody, cashBankOf, type CashBank } from '../../components/CashBankFields';
import { PageHeader } from '../../components/PageHeader';
import { PartySelect, StockBadge, emptyModelChoice, usePartyDue, type ModelChoice } from '../../components/pickers';
import { LineEntry } from '../../components/LineEntry';
import { ClearButton, SaveButton, enterToNext, useFormShortcuts } from '../../components/keyboard';
import { money, todayInDhaka, toNumber } from '../../components/format';
import { notifyError, notifySuccess, notifyWarning } from '../../components/notify';
import { confirmDelete } from '../../components/confirm';
import { useDeleteDocument } from '../../components/useDocumentWrites';
import { purchaseApi, type PurchaseBoth, type PurchaseFormBody } from './api';
import { SerialEntry, type LineSerial } from './SerialEntry';
import { PurchaseItemsTable, taxedByLine, type Line } from './PurchaseItemsTable';
import { afterWrite, purchaseKeys } from '../../app/queryKeys';
import { queryOf, vatSettingsRead } from '../../components/reads';
import { purchaseQueries } from '../../app/queryKeys/purchases';

/** A sum of money typed in: no spinner, never below zero. */
const AMOUNT = { hideControls: true, min: 0, decimalScale: 2 } as const;

let keySeq = 0;
const newKey = () => `new-${++keySeq}`;

function savedLines(saved?: PurchaseBoth): Line[] {
  return (saved?.data ?? []).map((d) => ({
    key: `saved-${d.id}`,
    id: d.id,
    m_id: d.m_id,
    g_id: d.g_id,
    b_id: d.b_id,
    c_id: d.c_id,
    proDesc: d.proDesc,
    srl: d.srl,
    qty: d.qty,
    unit_price: d.unit_price,
    serials: d.serial.map((s) => ({ id: s.id, sl_no: s.sl_no, status: s.status })),
    vat_rate: d.vat_rate ?? '',
    sd: d.sd || (d.vat_rate !== null && d.vat_rate !== undefined ? 0 : ''),
  }));
}

const describe = (m: Model) => [m.group_name, m.brand_name, m.cat_name, m.name].filter(Boolean).join(' ');

/** A serial entered on another line of the same model, if any. */
function serialClash(lines: Line[], modelId: number, serials: LineSerial[]): string | undefined {
  const taken = new Set(lines.filter((l) => l.m_id === modelId).flatMap((l) => l.serials.map((s) => s.sl_no)));
  return serials.find((s) => taken.has(s.sl_no))?.sl_no;
}

/** The entry row: model, quantity, price and serials of the item about to be added. */
function useEntry() {
  const [choice, setChoice] = useState<ModelChoice>(emptyModelChoice);
  const [model, setModel] = useState<Model | null>(null);
  const [qty, setQty] = useState<number | string>('');
  const [price, setPrice] = useState<number | string>('');
  const [serials, setSerials] = useState<LineSerial[]>([]);
  const [editingId, setEditingId] = useState<number | undefined>();
  const serialTracked = model?.srl_avl === 1;
  return {
    choice,
    setChoice,
    model,
    setModel,
    qty,
    setQty,
    price,
    setPrice,
    serials,
    setSerials,
    editingId,
    setEditingId,
    serialTracked,
    quantity: serialTracked ? serials.length : toNumber(qty),
    isEmpty: !choice.gId && !choice.modelId && !toNumber(qty) && !toNumber(price) && serials.length === 0,
    clear() {
      setQty('');
      setPrice('');
      setSerials([]);
      setEditingId(undefined);
    },
    load(l: Line) {
      setChoice({ gId: l.g_id, bId: l.b_id, cId: l.c_id, modelId: l.m_id });
      setQty(l.qty);
      setPrice(l.unit_price);
      setSerials(l.serials);
      setEditingId(l.id);
    },
  };
}

export function PurchaseForm({ saved }: { saved?: PurchaseBoth }) {
  const master = saved?.master;
  const isEdit = !!master;
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [supplier, setSupplier] = useState<number | null>(master?.supp_id ?? null);
  const [puDate, setPuDate] = useState(master?.pu_date ?? todayInDhaka());
  const [suppInv, setSuppInv] = useState(master?.supp_inv ?? '');
  const [paid, setPaid] = useState<number | string>(master?.paid ?? 0);
  const [payment, setPayment] = useState<CashBank>(() => cashBankOf(master));
  // VAT-registered businesses: the supplier's tax invoice's rebatable VAT and number (left empty on an edit: kept as saved).
  const vatOn = useQuery(queryOf(vatSettingsRead)).data?.vat_registered;
  const [inputVat, setInputVat] = useState<number | string>('');
  const [vatInCost, setVatInCost] = useState<number | string>('');
  const [suppMushakNo, setSuppMushakNo] = useState('');
  const [suppBin, setSuppBin] = useState('');
  const [lines, setLines] = useState<Line[]>(() => savedLines(saved));
  // The VAT rate and SD of a line taken back into the entry row to be edited, put back with it.
  const [entryTax, setEntryTax] = useState<Pick<Line, 'vat_rate' | 'sd'>>({ vat_rate: '', sd: '' });
  const entry = useEntry();

  const nextNo = useQuery({ ...purchaseQueries.nextNo(puDate), enabled: !isEdit && !!puDate });
  const bookDue = usePartyDue(supplier);
  const prevDue = isEdit && supplier === master.supp_id ? master.prev_due : supplier ? (bookDue.data ?? 0) : 0;
  const refresh = () => afterWrite(qc, 'purchase');

  const finderRef = useRef<HTMLInputElement>(null);
  const priceRef = useRef<HTMLInputElement>(null);
  const suppInvRef = useRef<HTMLInputElement>(null);
  const warn = (message: string): false => {
    notifyWarning(message);
    return false;
  };
  /** A model picked: the price offered is its latest purchase price. */
  const pickModel = (m: Model | null) => {
    entry.setModel(m);
    if (m && !entry.editingId && m.pur_rate > 0) entry.setPrice(m.pur_rate);
  };

  const addItem = (): boolean => {
    const m = entry.model;
    if (isEdit && entry.isEmpty) return warn('All Filed Are Required');
    if (!supplier) return warn('Supplier must required..');
    if (!m) return warn('All filed are required..');
    if (entry.serialTracked && entry.serials.length === 0) return warn('This product requires serial input.');
    if (entry.quantity <= 0 || toNumber(entry.price) <= 0) return warn('All filed are required..');
    const clash = serialClash(lines, m.id, entry.serials);
    if (clash) return warn(`Serial ${clash} is already added`);
    const line: Line = {
      key: newKey(),
      id: entry.editingId,
      m_id: m.id,
      g_id: m.g_id,
      b_id: m.b_id,
      c_id: m.c_id,
      proDesc: describe(m),
      srl: m.srl_avl,
      qty: entry.quantity,
      unit_price: toNumber(entry.price),
      serials: entry.serials,
      ...entryTax,
    };
    setLines((ls) => [...ls, line]);
    setEntryTax({ vat_rate: '', sd: '' });
    entry.clear();
    return true;
  };

  const patchLine = (key: string, patch: Partial<Line>) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const dropLine = (key: string) => setLines((ls) => ls.filter((l) => l.key !== key));

  const removeLine = (l: Line) =>
    confirmDelete('Are you sure you want to delete this item?', async () => {
      if (!l.id) return dropLine(l.key);
      try {
        await purchaseApi.removeItem(l.id);
        dropLine(l.key);
        notifySuccess('Item deleted successfully');
        refresh();
      } catch (e) {
        notifyError(e, 'Failed to delete item');
      }
    });

  const removeSerial = (l: Line, s: LineSerial) =>
    confirmDelete('Are you sure you want to delete this item?', async () => {
      if (s.id) {
        try {
          await purchaseApi.removeSerial(s.id);
          notifySuccess('Serial removed');
          refresh();
        } catch (e) {
          return notifyError(e, 'Failed to delete serial');
        }
      }
      const rest = l.serials.filter((x) => x.sl_no !== s.sl_no);
      if (rest.length === 0) dropLine(l.key);
      else patchLine(l.key, { serials: rest, qty: rest.length });
    });

  const editLine = (l: Line) => {
    if (!entry.isEmpty) return notifyWarning('Add or clear the item being entered first');
    entry.load(l);
    setEntryTax({ vat_rate: l.vat_rate, sd: l.sd });
    dropLine(l.key);
  };

  const save = useMutation({
    mutationFn: (body: PurchaseFormBody) => (isEdit ? purchaseApi.update(master.id, body) : purchaseApi.create(body)),
    onSuccess: (r) => {
      notifySuccess(isEdit ? 'Purchase updated successfully' : 'Purchase added successfully');
      refresh();
      navigate(`/purchase-report?id=${r.purchaseId}`);
    },
    onError: (e) => notifyError(e, isEdit ? 'Update failed.' : 'Creation failed'),
  });

  const submit = () => {
    if (!supplier) return notifyWarning('Supplier must required..');
    if (!suppInv.trim()) return notifyWarning('Supplier invoice no is required');
    if (entry.editingId) return notifyWarning('Press Add Item to put the edited item back first');
    if (lines.length === 0) return notifyWarning('Please add at least one item');
    if (payment.type === 'Cheque' && toNumber(paid) > 0 && !payment.bankId) return notifyWarning('Please select a bank for a cheque payment');
    save.mutate({
      pu_date: puDate,
      supp_id: supplier,
      supp_inv: suppInv.trim(),
      paid: toNumber(paid),
      ...cashBankBody(payment),
      ...(vatOn && inputVat !== '' ? { input_vat: toNumber(inputVat) } : {}),
      ...(vatOn && vatInCost !== '' ? { vat_in_cost: toNumber(vatInCost) } : {}),
      ...(vatOn && suppMushakNo.trim() ? { supp_mushak_no: suppMushakNo.trim() } : {}),
      ...(vatOn && suppBin.trim() ? { supp_bin: suppBin.trim() } : {}),
      items: lines.map((l) => ({
        id: l.id,
        m_id: l.m_id,
        qty: l.qty,
        unit_price: l.unit_price,
        serial: l.serials.map((s) => s.sl_no),
        // A line with its own VAT rate (and SD) is taxed by it on save.
        ...(vatOn && l.vat_rate !== '' ? { vat_rate: l.vat_rate, sd: l.sd === '' ? 0 : l.sd } : {}),
        ...(vatOn && l.vat_rate === '' && l.sd !== '' ? { sd: l.sd } : {}),
      })),
    });
  };

  const deletePurchase = useDeleteDocument('Are you sure you want to delete this purchase?', () => purchaseApi.remove(master!.id), {
    list: '/purchase-management',
    write: 'purchase',
    keep: purchaseKeys.detail(master?.id),
    failure: 'Delete failed. Try again.',
  });

  useFormShortcuts({ save: () => !save.isPending && submit(), clear: () => window.location.reload() });

  return (
    <Stack onKeyDown={enterToNext}>
      <PageHeader title={isEdit ? 'Edit Purchase' : 'Create Purchase'} back={{ to: '/purchase-management', label: 'Purchase List' }}>
        {isEdit && (
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={deletePurchase}>
            Delete Purchase
          </Button>
        )}
      </PageHeader>

      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <PartySelect
            kind="supplier"
            value={supplier}
            onChange={(id) => {
              setSupplier(id);
              // keyboard-only: the supplier taken, their invoice number is next (the date is today's)
              if (id && !isEdit) setTimeout(() => suppInvRef.current?.focus(), 0);
            }}
            required
            autoFocus={!isEdit}
          />
          <TextInput label="Previous Dues" readOnly value={money(prevDue)} data-testid="previous-dues" />
          <DateField label="Purchase Date" value={puDate} onChange={setPuDate} required w="100%" />
          <TextInput label="Purchase No" readOnly value={isEdit ? master.pu_no : (nextNo.data?.pu_no ?? '')} />
          <TextInput ref={suppInvRef} label="Supplier Invoice No" required value={suppInv} onChange={(e) => setSuppInv(e.currentTarget.value)} />
          <NumberInput label="Paid" {...AMOUNT} value={paid} onChange={setPaid} />
          {vatOn && (
            <>
              {[
                { label: 'Input VAT (rebatable)', hint: 'As on the supplier’s tax invoice', value: inputVat, onChange: setInputVat },
                { label: 'VAT not rebatable (in cost)', hint: 'Shared by value over the goods that bear VAT', value: vatInCost, onChange: setVatInCost },
              ].map((f) => (
                <NumberInput
                  key={f.label}
                  label={f.label}
                  description={isEdit ? 'Empty: as saved' : f.hint}
                  {...AMOUNT}
                  value={f.value}
                  onChange={f.onChange}
                />
              ))}
              <TextInput
                label="Supplier's Mushak 6.3 No"
                description={isEdit ? 'Empty: as saved' : undefined}
                value={suppMushakNo}
                onChange={(e) => setSuppMushakNo(e.currentTarget.value)}
              />
              <TextInput
                label="BIN on the challan"
                description={isEdit ? 'Empty: as saved' : 'Empty: the supplier’s BIN; without one no input VAT is credited'}
                value={suppBin}
                onChange={(e) => setSuppBin(e.currentTarget.value)}
              />
            </>
          )}
        </SimpleGrid>
        <Box mt="sm">
          <CashBankFields label="Paid By" value={payment} onChange={setPayment} />
        </Box>
      </Paper>

      <LineEntry
        choice={entry.choice}
        onChoice={entry.setChoice}
        model={entry.model}
        onModel={pickModel}
        qty={entry.serialTracked ? entry.serials.length : entry.qty}
        onQty={entry.setQty}
        qtyReadOnly={entry.serialTracked}
        price={entry.price}
        onPrice={entry.setPrice}
        onAdd={addItem}
        finderRef={finderRef}
        priceRef={priceRef}
        aside={
          <>
            <StockBadge model={entry.model} />
            {entry.editingId && (
              <Text size="sm" c="orange">
                Editing a saved item: press Add Item to put it back
              </Text>
            )}
          </>
        }
        below={
          entry.serialTracked && (
            <SerialEntry
              serials={entry.serials}
              onChange={entry.setSerials}
              onDone={() => {
                priceRef.current?.focus();
                priceRef.current?.select();
              }}
            />
          )
        }
      />

      <PurchaseItemsTable
        lines={lines}
        prevDue={prevDue}
        onChange={patchLine}
        onRemove={removeLine}
        onRemoveSerial={removeSerial}
        onEdit={isEdit ? editLine : undefined}
        vat={
          vatOn
            ? { input: inputVat === '' ? (isEdit ? null : 0) : toNumber(inputVat), inCost: vatInCost === '' ? (isEdit ? null : 0) : toNumber(vatInCost) }
            : undefined
        }
      />
      {vatOn && taxedByLine(lines) && (
        <Text size="sm" c="dimmed" data-testid="vat-by-line">
          Lines are taxed by their own VAT rate and SD when saved (a line left empty takes none; a saved line keeps its rate); the invoice’s input VAT and VAT
          in cost above are then not used. The Act decides what is credited.
        </Text>
      )}
      <AddedSerials lines={lines} />

      <Group>
        <SaveButton busy={save.isPending} onClick={submit}>
          {isEdit ? 'Update' : 'Submit'}
        </SaveButton>
        <ClearButton onClick={() => window.location.reload()} />
        {isEdit ? (
          <Anchor component={Link} to={`/purchase-report?id=${master.id}`}>
            Report
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed" title="The report opens once the purchase is saved">
            Report
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/** The serials added so far, by item. */
function AddedSerials({ lines }: { lines: Line[] }) {
  const withSerials = lines.filter((l) => l.serials.length);
  if (!withSerials.length) return null;
  return (
    <Paper withBorder p="sm">
      <Text size="sm" fw={600} mb={4}>
        Added serials
      </Text>
      {withSerials.map((l) => (
        <Text key={l.key} size="sm">
          {l.proDesc}: {l.serials.map((s) => s.sl_no).join(', ')}
        </Text>
      ))}
    </Paper>
  );
}
