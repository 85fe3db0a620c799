// The form of the create and edit screens: date, remarks, and lines picked with the product finder
// (Group, Brand, Category as optional filters) with a type, a quantity and the price read from the
// model's average rate (read-only). Enter on the quantity adds the line; Ctrl+S saves.
import { useState } from 'react';
import { Group, NumberInput, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { RemoveLine } from '../../components/LineTable';
import { DateField } from '../../components/DateField';
import { StockBadge, emptyModelChoice, type ModelChoice } from '../../components/pickers';
import { LineEntry as SharedLineEntry } from '../../components/LineEntry';
import { SaveButton, useFormShortcuts } from '../../components/keyboard';
import { money, qty, toNumber } from '../../components/format';
import { notifyWarning } from '../../components/notify';
import type { Model } from '../../../contracts/catalogue';
import type { AdjType, AdjustmentInput } from './api';

export interface FormLine {
  key: string;
  /** A saved line's id (edit). */
  id?: number;
  m_id: number;
  group_name: string;
  brand_name: string;
  category_name: string;
  model: string;
  adj_type: AdjType;
  adj_qty: number;
  price: number;
}

export interface FormValues {
  adj_date: string;
  remarks: string;
  lines: FormLine[];
}

/** A line's model and its place in the catalogue, a column each. */
const PLACE = ['group_name', 'brand_name', 'category_name', 'model'] as const;

const TYPES = [
  { value: 'addition', label: 'Addition' },
  { value: 'subtraction', label: 'Subtraction' },
];

let keySeq = 0;
export const lineKey = () => `new-${++keySeq}`;

export const toInput = (v: FormValues, adjNo?: string): AdjustmentInput => ({
  adj_no: adjNo,
  adj_date: v.adj_date,
  remarks: v.remarks,
  items: v.lines.map((l) => ({ id: l.id, m_id: l.m_id, adj_qty: l.adj_qty, adj_type: l.adj_type })),
});

function warn(message: string): false {
  notifyWarning(message);
  return false;
}

/** The adjustment's line: the shared line entry with the adjustment type before the quantity. */
function LineEntry({ onAdd }: { onAdd: (l: FormLine) => void }) {
  const [choice, setChoice] = useState<ModelChoice>(emptyModelChoice);
  const [model, setModel] = useState<Model | null>(null);
  const [type, setType] = useState<AdjType>('addition');
  const [quantity, setQuantity] = useState<string | number>('');
  const add = (): boolean => {
    if (!model || toNumber(quantity) <= 0) return warn('Please select a model and enter a quantity');
    if (model.srl_avl === 1) return warn(`${model.name} is serial-tracked: its stock changes only with its serials`);
    onAdd({
      key: lineKey(),
      m_id: model.id,
      group_name: model.group_name ?? '',
      brand_name: model.brand_name ?? '',
      category_name: model.cat_name ?? '',
      model: model.name,
      adj_type: type,
      adj_qty: toNumber(quantity),
      price: model.avgr_rate,
    });
    setQuantity('');
    return true;
  };
  return (
    <SharedLineEntry
      choice={choice}
      onChoice={setChoice}
      model={model}
      onModel={setModel}
      before={
        <Select
          label="Adjustment Type"
          w={160}
          data={TYPES}
          value={type}
          onChange={(v) => setType((v as AdjType) ?? 'addition')}
          allowDeselect={false}
          data-skip-enter
        />
      }
      qty={quantity}
      onQty={setQuantity}
      price={model ? money(model.avgr_rate) : ''}
      onPrice={() => {}}
      priceLabel="Price (average rate)"
      priceReadOnly
      onAdd={add}
      addLabel="Add"
      aside={<StockBadge model={model} />}
    />
  );
}

export function AdjustmentForm(p: {
  adjNo: string;
  initial: FormValues;
  submitLabel: string;
  onSubmit: (v: FormValues) => Promise<void>;
  /** Called before a line is taken off; a saved line is deleted on the server first. Resolves false to keep it. */
  onRemove?: (l: FormLine) => Promise<boolean>;
}) {
  const [v, setV] = useState<FormValues>(p.initial);
  const [busy, setBusy] = useState(false);
  const setLine = (key: string, change: Partial<FormLine>) =>
    setV((cur) => ({ ...cur, lines: cur.lines.map((l) => (l.key === key ? { ...l, ...change } : l)) }));
  const remove = async (l: FormLine) => {
    if (p.onRemove && !(await p.onRemove(l))) return;
    setV((cur) => ({ ...cur, lines: cur.lines.filter((x) => x.key !== l.key) }));
  };
  const submit = async () => {
    if (v.lines.length === 0) return notifyWarning('Please add at least one product');
    if (v.lines.some((l) => !(l.adj_qty > 0))) return notifyWarning('Quantity must be more than zero');
    setBusy(true);
    try {
      await p.onSubmit(v);
    } finally {
      setBusy(false);
    }
  };
  useFormShortcuts({ save: () => !busy && submit() });
  const total = (type: AdjType) => v.lines.filter((l) => l.adj_type === type).reduce((a, l) => a + l.adj_qty * l.price, 0);

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <TextInput label="Adjustment No." readOnly value={p.adjNo} />
        <DateField label="Adjustment Date" value={v.adj_date} onChange={(d) => setV({ ...v, adj_date: d })} w="100%" />
        <TextInput label="Remarks" value={v.remarks} onChange={(e) => setV({ ...v, remarks: e.currentTarget.value })} autoFocus />
      </SimpleGrid>
      <LineEntry onAdd={(l) => setV((cur) => ({ ...cur, lines: [...cur.lines, l] }))} />
      <Table withTableBorder withColumnBorders striped>
        <Table.Thead>
          <Table.Tr>
            {['SL', 'Group', 'Brand', 'Category', 'Model', 'Adjustment Type', 'Quantity', 'Price', 'Total', ''].map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {v.lines.map((l, i) => (
            <Table.Tr key={l.key}>
              <Table.Td>{i + 1}</Table.Td>
              {PLACE.map((k) => (
                <Table.Td key={k}>{l[k]}</Table.Td>
              ))}
              <Table.Td>
                <Select
                  aria-label={`Type of line ${i + 1}`}
                  data={TYPES}
                  value={l.adj_type}
                  onChange={(t) => setLine(l.key, { adj_type: (t as AdjType) ?? l.adj_type })}
                  allowDeselect={false}
                  w={140}
                />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`Quantity of line ${i + 1}`}
                  min={0}
                  decimalScale={3}
                  value={l.adj_qty}
                  onChange={(q) => setLine(l.key, { adj_qty: toNumber(q) })}
                  w={110}
                />
              </Table.Td>
              <Table.Td ta="right">{money(l.price)}</Table.Td>
              <Table.Td ta="right">{money(l.adj_qty * l.price)}</Table.Td>
              <Table.Td>
                <RemoveLine label={`Remove line ${i + 1}`} onClick={() => remove(l)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {v.lines.length === 0 && (
        <Text c="dimmed" ta="center">
          No product added yet
        </Text>
      )}
      <Group justify="space-between">
        <Text size="sm">
          Lines: {v.lines.length} · Quantity: {qty(v.lines.reduce((a, l) => a + l.adj_qty, 0))} · Added: {money(total('addition'))} · Removed:{' '}
          {money(total('subtraction'))}
        </Text>
        <SaveButton busy={busy} onClick={submit}>
          {p.submitLabel}
        </SaveButton>
      </Group>
    </Stack>
  );
}
