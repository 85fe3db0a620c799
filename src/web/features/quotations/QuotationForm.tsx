// The form of Create and Edit Quotation: date, optional customer, the shared line entry (product
// finder, quantity, price and serials; a scanned serial joins its model's line), the items with
// remove, and the total. With VAT on, each line's VAT and SD and the totals as the server works them
// out (its bill preview; the save works them out again). Keyboard: Enter moves on, Ctrl+S saves, Alt+C clears.
import { useRef, useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Table, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { DateField } from '../../components/DateField';
import { PartySelect, SerialPicker, StockBadge, emptyModelChoice, type ModelChoice } from '../../components/pickers';
import { LineEntry } from '../../components/LineEntry';
import { ClearButton, SaveButton, enterToNext, useFormShortcuts } from '../../components/keyboard';
import type { FinderSerial } from '../../../contracts/finder';
import { money, qty as showQty, toNumber } from '../../components/format';
import { notifyWarning } from '../../components/notify';
import type { Model, Serial } from '../../../contracts/catalogue';
import type { QuotationInput } from './api';
import { FormLines } from '../../components/FormLines';
import { LineDescription } from '../../components/DocumentLines';
import { useBillVatPreview, useVatSettings, vatCell } from '../../components/VatFigures';

export type FormItem = QuotationInput['items'][number] & { proDesc: string };
export interface QuotationFormValues extends Omit<QuotationInput, 'items'> {
  items: FormItem[];
}

const describe = (m: Model) => [m.group_name, m.brand_name, m.cat_name, m.name].filter(Boolean).join(' ');

export function QuotationForm(props: {
  mode: 'create' | 'edit';
  initial: QuotationFormValues;
  quotationNo: string;
  busy: boolean;
  onSubmit: (v: QuotationFormValues) => void;
}) {
  const [v, setV] = useState(props.initial);
  const [choice, setChoice] = useState<ModelChoice>(emptyModelChoice);
  const [model, setModel] = useState<Model | null>(null);
  const [qty, setQty] = useState('');
  const [price, setPrice] = useState('');
  const [serials, setSerials] = useState<Serial[]>([]);
  const [finderError, setFinderError] = useState<string | null>(null);
  const finderRef = useRef<HTMLInputElement>(null);

  const pickModel = (m: Model | null) => {
    setModel(m);
    setSerials([]);
    if (m && m.sale_price > 0) setPrice(String(m.sale_price));
  };

  /** A serial scanned: it joins its model's line, or is picked for the line being entered. */
  const scanSerial = (s: FinderSerial) => {
    if (!s.available) return setFinderError(`Serial ${s.sl_no} (${s.model.name}) is not in stock`);
    if (v.items.some((i) => i.serial.some((x) => x.srl_id === s.id)) || serials.some((x) => x.id === s.id))
      return setFinderError(`Serial ${s.sl_no} is already on this quotation`);
    const serial = { srl_id: s.id, sl_no: s.sl_no };
    if (v.items.some((i) => i.m_id === s.model_id)) {
      setV((cur) => ({ ...cur, items: cur.items.map((i) => (i.m_id === s.model_id ? { ...i, serial: [...i.serial, serial], qty: i.serial.length + 1 } : i)) }));
    } else if (s.model.sale_price > 0) {
      const item: FormItem = {
        m_id: s.model_id,
        proDesc: describe(s.model),
        qty: 1,
        unit_price: s.model.sale_price,
        warranty: s.model.warranty,
        serial: [serial],
      };
      setV((cur) => ({ ...cur, items: [...cur.items, item] }));
    } else {
      setChoice({ ...choice, modelId: s.model_id });
      setModel(s.model);
      setSerials([{ id: s.id, sl_no: s.sl_no } as Serial]);
      setFinderError(`Type the price of ${s.model.name}, then Enter`);
    }
  };

  const addItem = (): boolean => {
    const count = serials.length || toNumber(qty);
    if (!model || count <= 0 || toNumber(price) <= 0) return warn('All filed are required..');
    if (v.items.some((i) => i.m_id === model.id)) return warn('Item already added');
    const item: FormItem = {
      m_id: model.id,
      proDesc: describe(model),
      qty: count,
      unit_price: toNumber(price),
      warranty: model.warranty,
      serial: serials.map((s) => ({ srl_id: s.id, sl_no: s.sl_no })),
    };
    setV((cur) => ({ ...cur, items: [...cur.items, item] }));
    setQty('');
    setPrice('');
    setSerials([]);
    return true;
  };
  const save = () => {
    if (!props.busy && v.items.length > 0) props.onSubmit(v);
  };
  const clear = () => window.location.reload();
  useFormShortcuts({ save, clear });
  const total = Math.round(v.items.reduce((a, i) => a + i.qty * i.unit_price, 0) * 100) / 100;
  const vatSettings = useVatSettings();
  const taxed = useBillVatPreview(v.items, 0, vatSettings.on);

  return (
    <Stack onKeyDown={enterToNext}>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Quotation No"
            readOnly
            value={props.quotationNo}
            description={props.mode === 'create' ? 'Given when the quotation is saved' : undefined}
          />
          <DateField label="Quotation Date" value={v.quotation_date} onChange={(d) => setV((cur) => ({ ...cur, quotation_date: d }))} />
          <PartySelect
            kind="customer"
            label="Customer (optional)"
            value={v.customer_id}
            autoFocus
            onChange={(id) => {
              setV((cur) => ({ ...cur, customer_id: id }));
              if (id) setTimeout(() => finderRef.current?.focus(), 0);
            }}
          />
        </SimpleGrid>
      </Paper>
      <LineEntry
        choice={choice}
        onChoice={setChoice}
        model={model}
        onModel={pickModel}
        qty={serials.length ? String(serials.length) : qty}
        onQty={setQty}
        qtyReadOnly={serials.length > 0}
        price={price}
        onPrice={setPrice}
        onAdd={addItem}
        onSerial={scanSerial}
        finderError={finderError}
        onClearFinderError={() => setFinderError(null)}
        finderRef={finderRef}
        aside={<StockBadge model={model} />}
        below={model?.srl_avl === 1 && <SerialPicker modelId={model.id} picked={serials} onChange={setSerials} />}
      />
      <FormLines
        minWidth={taxed ? 1000 : 0}
        striped
        heads={[
          { label: 'Product Description' },
          { label: 'Warranty', w: 110 },
          { label: 'Quantity', w: 90 },
          { label: 'Unit Price', w: 120, ta: 'right' },
          { label: 'Total', w: 130, ta: 'right' },
        ]}
        vat={taxed && { head: { label: 'VAT (SD)', w: 170, ta: 'right' }, cell: (_, n) => vatCell(taxed.lines[n] ?? {}) }}
        items={v.items}
        itemKey={(i) => i.m_id}
        cells={(i) => (
          <>
            <Table.Td>
              <LineDescription proDesc={i.proDesc} serials={i.serial} />
            </Table.Td>
            <Table.Td>{i.warranty || '-'}</Table.Td>
            <Table.Td>{showQty(i.qty)}</Table.Td>
            <Table.Td ta="right">{money(i.unit_price)}</Table.Td>
            <Table.Td ta="right">{money(i.qty * i.unit_price)}</Table.Td>
          </>
        )}
        removeLabel={(i) => `Remove ${i.proDesc}`}
        onRemove={(i) => setV((cur) => ({ ...cur, items: cur.items.filter((x) => x.m_id !== i.m_id) }))}
        totals={[
          [`Total (${v.items.length} items)`, money(total), 'quotation-total'],
          ...(taxed
            ? ([
                [vatSettings.inclusive ? 'SD included' : 'SD', money(taxed.sd), 'quotation-sd'],
                [vatSettings.inclusive ? 'VAT included' : 'VAT', money(taxed.vat), 'quotation-vat'],
                ['Total (VAT included)', money(taxed.total), 'quotation-grand-total'],
              ] as [string, string, string][])
            : []),
        ]}
      />
      <Group>
        <SaveButton busy={props.busy} disabled={v.items.length === 0} onClick={save}>
          {props.mode === 'create' ? 'Submit' : 'Update'}
        </SaveButton>
        <ClearButton onClick={clear} />
        <Button variant="subtle" component={Link} to="/quotation">
          Report
        </Button>
      </Group>
    </Stack>
  );
}

function warn(message: string): false {
  notifyWarning(message);
  return false;
}

export const toQuotationInput = (v: QuotationFormValues): QuotationInput => ({
  ...v,
  items: v.items.map(({ m_id, qty, unit_price, warranty, serial }) => ({ m_id, qty, unit_price, warranty, serial })),
});
