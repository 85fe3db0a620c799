// The bill form of Create Bill and Sales Edit: customer and previous dues, date and number, the
// cascading model picker with stock, quantity, price and serials, the item table, discount and
// collection. Totals shown here are for the clerk; the server works them out again on save.
import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';

import type { VatPreview } from '../../../contracts/vat';
import { Badge, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DateField } from '../../components/DateField';
import { CreditLimitNotice } from '../../components/CreditLimit';
import { BankSelect, PartySelect, SerialPicker, StockBadge, emptyModelChoice, usePartyDue, type ModelChoice } from '../../components/pickers';
import { LineEntry } from '../../components/LineEntry';
import { ClearButton, SaveButton, enterToNext, useFormShortcuts } from '../../components/keyboard';
import type { FinderSerial } from '../../../contracts/finder';
import { money, qty as showQty, toNumber } from '../../components/format';
import { notifyWarning } from '../../components/notify';
import type { Model, Serial } from '../../../contracts/catalogue';
import type { SaleInput, SaleLineInput } from './api';
import { FormLines } from '../../components/FormLines';
import { AfterFirstPaint } from '../../components/useAfterFirstPaint';

import { queryOf, vatSettingsRead } from '../../components/reads';

import { salesQueries } from '../../app/queryKeys/sales';
import { vatQueries } from '../../app/queryKeys/vat';

export interface FormLine extends SaleLineInput {
  proDesc: string;
  srl: number;
}

export interface SaleFormValues extends Omit<SaleInput, 'items'> {
  items: FormLine[];
}

/** A line's VAT as the preview gives it: 'Exempt', or its rate and amount (and SD when it has one). */
function lineVat(p: VatPreview, mId: number): string {
  const l = p.lines.find((x) => x.m_id === mId);
  if (!l) return '';
  if (l.exempt) return 'Exempt';
  return `${l.vat_rate}% · ${money(l.vat)}${l.sd ? ` (SD ${money(l.sd)})` : ''}`;
}

/** The spec words the same refusals differently on the two screens. */
const MESSAGES = {
  create: { noCustomer: 'All filed are required..', noPrice: 'All filed are required..' },
  edit: { noCustomer: 'Supplier must required..', noPrice: 'Please input price' },
};

const round2 = (n: number) => Math.round(n * 100) / 100;
const describe = (m: Model) => [m.group_name, m.brand_name, m.cat_name, m.name].filter(Boolean).join(' ');

export function SaleForm(props: {
  mode: 'create' | 'edit';
  initial: SaleFormValues;
  invoiceNo: string;
  /** The bill's own previous dues on edit (its customer's due before it). */
  savedPrevDue?: { cusId: number; amount: number };
  busy: boolean;
  onSubmit: (v: SaleFormValues) => void;
  extraButtons?: React.ReactNode;
  /** An issued tax invoice's VAT as saved: its date, customer, lines and discount are then shown, not edited. */
  issued?: VatPreview | null;
}) {
  const locked = !!props.issued;
  const msg = MESSAGES[props.mode];
  const [v, setV] = useState<SaleFormValues>(props.initial);
  const [choice, setChoice] = useState<ModelChoice>(emptyModelChoice);
  const [model, setModel] = useState<Model | null>(null);
  const [qty, setQty] = useState('');
  const [price, setPrice] = useState('');
  const [finderError, setFinderError] = useState<string | null>(null);
  /** A scanned serial of a model with no sale price waits here for its price. */
  const [pending, setPending] = useState<FinderSerial | null>(null);
  const finderRef = useRef<HTMLInputElement>(null);
  const afterLinesRef = useRef<HTMLInputElement>(null);
  /** Enter on a serial-tracked model's Price: its serial list takes the focus when it is drawn (now or once it arrives). */
  const [serialsWanted, setSerialsWanted] = useState(false);
  /** Enter in the empty finder before the discount is drawn: the discount takes the focus when it is. */
  const [discountWanted, setDiscountWanted] = useState(false);
  const due = usePartyDue(v.cus_id);
  const prevDue = props.savedPrevDue && props.savedPrevDue.cusId === v.cus_id ? props.savedPrevDue.amount : (due.data ?? 0);

  const set = <K extends keyof SaleFormValues>(k: K, value: SaleFormValues[K]) => setV((cur) => ({ ...cur, [k]: value }));
  const setLines = (f: (items: FormLine[]) => FormLine[]) => setV((cur) => ({ ...cur, items: f(cur.items) }));
  const patchLine = (modelId: number, patch: Partial<FormLine>) => setLines((items) => items.map((x) => (x.m_id === modelId ? { ...x, ...patch } : x)));
  const line = model ? v.items.find((l) => l.m_id === model.id) : undefined;

  const readyToAdd = (needPrice = true): boolean => {
    if (!v.cus_id) return warn(msg.noCustomer);
    if (needPrice && toNumber(price) <= 0) return warn(msg.noPrice);
    return true;
  };

  /** A model picked in the finder: its line's price, else its sale price, is the price offered. */
  const pickModel = (m: Model | null) => {
    setModel(m);
    setSerialsWanted(false);
    if (!m) return;
    const existing = v.items.find((l) => l.m_id === m.id);
    setPrice(existing ? String(existing.unit_price) : m.sale_price > 0 ? String(m.sale_price) : '');
    if (pending && pending.model_id !== m.id) setPending(null);
  };

  const addItem = (): boolean => {
    if (!readyToAdd()) return false;
    if (model?.srl_avl === 1 && pending?.model_id === model.id && !line) {
      setLines((items) => [
        ...items,
        { m_id: model.id, proDesc: describe(model), srl: 1, qty: 1, unit_price: toNumber(price), serial: [{ srl_id: pending.id, sl_no: pending.sl_no }] },
      ]);
      setPending(null);
      setPrice('');
      return true;
    }
    if (model?.srl_avl === 1) return warn(line ? 'Item already added' : 'Scan or tick its serials');
    if (!model || toNumber(qty) <= 0) return warn('All filed are required..');
    if (line) return warn('Item already added');
    setLines((items) => [...items, { m_id: model.id, proDesc: describe(model), srl: 0, qty: toNumber(qty), unit_price: toNumber(price), serial: [] }]);
    setQty('');
    setPrice('');
    return true;
  };

  /**
   * A serial typed or scanned: refused beside the field when it is not in stock or already on the
   * bill; else it joins its model's line, or makes the line at the model's sale price.
   */
  const scanSerial = (s: FinderSerial) => {
    if (!s.available) {
      const where = s.state === 'sold' ? `sold${s.sold_on ? ` on ${s.sold_on}` : ''}` : 'returned to the supplier';
      return setFinderError(`Serial ${s.sl_no} (${s.model.name}) is ${where}: not in stock`);
    }
    if (v.items.some((l) => l.serial.some((x) => x.srl_id === s.id))) return setFinderError(`Serial ${s.sl_no} is already on this bill`);
    if (!v.cus_id) return setFinderError('Choose the customer first');
    const existing = v.items.find((l) => l.m_id === s.model_id);
    const serial = { srl_id: s.id, sl_no: s.sl_no };
    if (existing) {
      setLines((items) => items.map((l) => (l.m_id === s.model_id ? { ...l, serial: [...l.serial, serial], qty: l.serial.length + 1 } : l)));
    } else if (s.model.sale_price > 0) {
      setLines((items) => [...items, { m_id: s.model_id, proDesc: describe(s.model), srl: 1, qty: 1, unit_price: s.model.sale_price, serial: [serial] }]);
    } else {
      // no sale price: the model is picked and its price asked for; Enter on the price makes the line
      setChoice({ ...choice, modelId: s.model_id });
      setModel(s.model);
      setPending(s);
      setPrice('');
      setFinderError(`Type the price of ${s.model.name}, then Enter`);
    }
  };

  /** Serial-tracked models: picking serials makes the line; its quantity is their number. */
  const pickSerials = (picked: Serial[]) => {
    // A line already made keeps its price; a new one needs the price typed first.
    if (!model || !readyToAdd(!line)) return;
    const serial = picked.map((s) => ({ srl_id: s.id, sl_no: s.sl_no }));
    setLines((items) => {
      const rest = items.filter((l) => l.m_id !== model.id);
      if (serial.length === 0) return rest;
      const next = { m_id: model.id, proDesc: describe(model), srl: 1, qty: serial.length, unit_price: line?.unit_price ?? toNumber(price), serial };
      return line ? items.map((l) => (l.m_id === model.id ? next : l)) : [...rest, next];
    });
  };

  const removeSerial = (mId: number, srlId: number) =>
    setLines((items) =>
      items
        .map((l) => (l.m_id === mId ? { ...l, serial: l.serial.filter((s) => s.srl_id !== srlId), qty: l.serial.length - 1 } : l))
        .filter((l) => l.srl === 0 || l.serial.length > 0),
    );

  const subTotal = round2(v.items.reduce((a, l) => a + l.qty * l.unit_price, 0));
  // With VAT on, the server works out each line's VAT and SD and the total (a preview: the save works them out again).
  const vatOn = useQuery(queryOf(vatSettingsRead)).data?.vat_registered;
  const previewBody = { inv_disc: v.inv_disc, items: v.items.map(({ m_id, qty, unit_price }) => ({ m_id, qty, unit_price })) };
  const vat = useQuery({
    ...vatQueries.preview(previewBody),
    enabled: !!vatOn && !locked && v.items.length > 0 && v.inv_disc <= subTotal,
    placeholderData: (prev) => prev,
  }).data;
  const taxed = props.issued ?? (vatOn && vat?.vat_registered && v.items.length > 0 ? vat : null);
  const grandTotal = taxed ? taxed.total : round2(subTotal - v.inv_disc);
  const withPrev = round2(grandTotal + prevDue);
  const outstanding = round2(withPrev - v.collect);
  const save = () => {
    if (!props.busy && v.items.length > 0) props.onSubmit(v);
  };
  const clear = () => window.location.reload();
  useFormShortcuts({ save, clear });

  return (
    <Stack onKeyDown={enterToNext}>
      <Paper withBorder p="md">
        <Locked on={locked}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <PartySelect
              kind="customer"
              value={v.cus_id}
              onChange={(id) => {
                set('cus_id', id);
                // keyboard-only: the customer taken, the finder is next
                if (id) setTimeout(() => finderRef.current?.focus(), 0);
              }}
              autoFocus
            />
            <TextInput label="Previous Dues" readOnly value={money(v.cus_id ? prevDue : 0)} data-testid="previous-dues" />
            <DateField label="Invoice Date" value={v.inv_date} onChange={(d) => set('inv_date', d)} />
            <TextInput label="Invoice No" readOnly value={props.invoiceNo} description={props.mode === 'create' ? 'Given when the bill is saved' : undefined} />
          </SimpleGrid>
        </Locked>
        <CreditLimitNotice customerId={v.cus_id} billDue={grandTotal - v.collect} editing={props.mode === 'edit'} />
      </Paper>

      {!locked && (
        <LineEntry
          choice={choice}
          onChoice={setChoice}
          model={model}
          onModel={pickModel}
          qty={model?.srl_avl === 1 ? String(line?.qty ?? (pending ? 1 : 0)) : qty}
          onQty={setQty}
          qtyReadOnly={model?.srl_avl === 1}
          price={price}
          onPrice={setPrice}
          onAdd={addItem}
          hideAdd={model?.srl_avl === 1}
          onSerial={scanSerial}
          finderError={finderError}
          onClearFinderError={() => setFinderError(null)}
          finderRef={finderRef}
          onDone={() => (afterLinesRef.current ? afterLinesRef.current.focus() : setDiscountWanted(true))}
          // a serial-tracked model's price typed: its serials are next (a scanned one waiting for its price makes the line)
          onPriceEnter={
            model?.srl_avl === 1 && pending?.model_id !== model.id
              ? () => {
                  if (readyToAdd(!line)) setSerialsWanted(true);
                }
              : undefined
          }
          aside={
            <>
              <StockBadge model={model} />
              {model && props.mode === 'edit' && <Badge variant="outline">Previous rate: {money(model.pur_rate)}</Badge>}
              <PriceHints model={model} cusId={v.cus_id} price={price} />
            </>
          }
          below={
            model?.srl_avl === 1 && (
              <div>
                <SerialPicker
                  modelId={model.id}
                  focusWanted={serialsWanted}
                  onFocusTaken={() => setSerialsWanted(false)}
                  picked={(line?.serial ?? []).map((s) => ({ id: s.srl_id, sl_no: s.sl_no }) as Serial)}
                  onChange={pickSerials}
                  // keyboard-only: a serial ticked, the next model is typed (Enter in the empty finder ends the lines)
                  onTicked={() => {
                    setChoice({ ...choice, modelId: null });
                    // at once, not on the next tick: a key typed ahead (the next model's name) must reach the finder
                    finderRef.current?.focus();
                  }}
                />
              </div>
            )
          }
        />
      )}

      <AfterFirstPaint>
        <Locked on={locked}>
          <FormLines
            minWidth={760}
            striped
            heads={[{ label: 'Description' }, { label: 'Quantity', w: 110 }, { label: 'Price', w: 140 }, { label: 'Total', w: 130, ta: 'right' }]}
            vat={taxed && { head: { label: 'VAT (SD)', w: 150, ta: 'right' }, cell: (l) => lineVat(taxed, l.m_id) }}
            items={v.items}
            itemKey={(l) => l.m_id}
            cells={(l) => (
              <>
                <Table.Td>
                  <Text size="sm">{l.proDesc}</Text>
                  <Group gap={4} mt={2}>
                    {l.serial.map((s) => (
                      <Badge
                        key={s.srl_id}
                        variant="light"
                        tt="none"
                        rightSection={
                          !locked && (
                            <IconX
                              size={10}
                              style={{ cursor: 'pointer' }}
                              aria-label={`Remove serial ${s.sl_no}`}
                              onClick={() => removeSerial(l.m_id, s.srl_id)}
                            />
                          )
                        }
                      >
                        {s.sl_no}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {l.srl === 1 ? (
                    showQty(l.qty)
                  ) : (
                    <LineFigure label={`Quantity of ${l.proDesc}`} value={l.qty} onChange={(qty) => patchLine(l.m_id, { qty })} />
                  )}
                </Table.Td>
                <Table.Td>
                  <LineFigure label={`Price of ${l.proDesc}`} value={l.unit_price} onChange={(unit_price) => patchLine(l.m_id, { unit_price })} />
                </Table.Td>
                <Table.Td ta="right">{money(l.qty * l.unit_price)}</Table.Td>
              </>
            )}
            removeLabel={(l) => `Remove Item ${l.proDesc}`}
            onRemove={(l) => setLines((items) => items.filter((x) => x.m_id !== l.m_id))}
          />
        </Locked>

        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Paper withBorder p="md">
            <Stack gap="xs">
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  Collect Type
                </Text>
                <SegmentedControl
                  data={['Cash', 'Cheque']}
                  value={v.collect_type}
                  onChange={(t) => set('collect_type', t as 'Cash' | 'Cheque')}
                  w={220}
                  aria-label="Collect Type"
                />
              </Stack>
              {v.collect_type === 'Cheque' && (
                <SimpleGrid cols={3}>
                  <BankSelect value={v.bankId} onChange={(id) => set('bankId', id)} required />
                  <TextInput label="Cheque No" value={v.chqNo} onChange={(e) => set('chqNo', e.currentTarget.value)} />
                  <DateField label="Cheque Date" value={v.chqDate} onChange={(d) => set('chqDate', d)} w="100%" />
                </SimpleGrid>
              )}
              <Group grow>
                <TextInput
                  ref={(el) => {
                    afterLinesRef.current = el;
                    if (el && discountWanted) {
                      el.focus();
                      setDiscountWanted(false);
                    }
                  }}
                  label="Discount"
                  disabled={locked}
                  value={String(v.inv_disc || '')}
                  placeholder="0"
                  onChange={(e) => set('inv_disc', toNumber(e.currentTarget.value))}
                />
                <TextInput
                  label="Collection"
                  value={String(v.collect || '')}
                  placeholder="0"
                  onChange={(e) => set('collect', toNumber(e.currentTarget.value))}
                />
              </Group>
            </Stack>
          </Paper>
          <Paper withBorder p="md">
            <Table withRowBorders={false} verticalSpacing={2} data-testid="bill-totals">
              <Table.Tbody>
                {[
                  ['Items', `${v.items.length} (quantity ${showQty(v.items.reduce((a, l) => a + l.qty, 0))})`],
                  ['Sub Total', money(subTotal)],
                  ['Discount', money(v.inv_disc)],
                  ...(taxed
                    ? [
                        ['SD', money(taxed.sd)],
                        ['VAT', money(taxed.vat)],
                      ]
                    : []),
                  [taxed ? 'Total (VAT included)' : 'Total', money(grandTotal)],
                  ['Previous Dues', money(v.cus_id ? prevDue : 0)],
                  ['Total With Previous Dues', money(withPrev)],
                  ['Collection', money(v.collect)],
                  ['Net Outstanding', money(outstanding)],
                ].map(([k, val]) => (
                  <Table.Tr key={k}>
                    <Table.Td fw={600}>{k}</Table.Td>
                    <Table.Td ta="right">{val}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        </SimpleGrid>

        <Group>
          <SaveButton busy={props.busy} disabled={v.items.length === 0} onClick={save}>
            {props.mode === 'create' ? 'Submit' : 'Update'}
          </SaveButton>
          <ClearButton onClick={clear} />
          {props.mode === 'create' && (
            <Button variant="subtle" component={Link} to="/sales/bill">
              Report
            </Button>
          )}
          {props.extraButtons}
        </Group>
      </AfterFirstPaint>
    </Stack>
  );
}

/** A line's quantity or price, typed in its cell. */
function LineFigure({ label, value, onChange }: { label: string; value: number; onChange: (n: number) => void }) {
  return <TextInput size="xs" aria-label={label} value={String(value)} onChange={(e) => onChange(toNumber(e.currentTarget.value))} />;
}

/** Beside the price: the least it may be, and what this customer paid for this model last time. */
function PriceHints({ model, cusId, price }: { model: Model | null; cusId: number | null; price: string }) {
  const last = useQuery({
    ...salesQueries.lastPrice(cusId, model?.id),
    enabled: !!cusId && !!model,
  }).data;
  if (!model) return null;
  const below = model.min_price !== null && price !== '' && toNumber(price) < model.min_price;
  return (
    <>
      {model.min_price !== null && (
        <Badge variant="outline" color={below ? 'red' : 'gray'} tt="none" data-testid="min-price">
          {below ? 'Below the minimum ' : 'Min '}
          {money(model.min_price)}
        </Badge>
      )}
      {last && (
        <Badge variant="light" color="grape" tt="none" data-testid="last-price" title={`${last.inv_no}, ${last.inv_date}`}>
          Last paid {money(last.unit_price)} ({last.inv_no})
        </Badge>
      )}
    </>
  );
}

function warn(message: string): false {
  notifyWarning(message);
  return false;
}

/** The form's values as the server's request. */
export const toSaleInput = (v: SaleFormValues): SaleInput => ({
  ...v,
  bankId: v.collect_type === 'Cheque' ? v.bankId : null,
  items: v.items.map(({ m_id, qty, unit_price, serial }) => ({ m_id, qty, unit_price, serial })),
});

/** What an issued tax invoice shows but does not take: its controls disabled as one (a fieldset). */
function Locked({ on, children }: { on: boolean; children: React.ReactNode }) {
  return (
    <fieldset disabled={on} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}
