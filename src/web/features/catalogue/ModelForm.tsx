// Add or edit a model: its place in the catalogue, its defaults (unit pcs, status active), warranty
// (the printed text, and its months: read from the text unless an admin sets them, issue 44),
// its sale price and optional minimum price, and its opening stock. A serial-tracked model with an opening quantity needs that many serials.
import { Center, Checkbox, Group, Loader, NumberInput, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { notifySuccess } from '../../components/notify';
import { useSaving } from '../../components/useSaving';
import { useFormValues, type FieldErrors } from '../../components/useFormValues';
import { toNumber } from '../../components/format';
import { saveModel, saveWarrantyMonths, type Model, type ModelValues } from './api';
import { PlacementSelects } from './PlacementSelects';

import { FormButtons } from '../../components/FormButtons';
import { catalogueQueries } from '../../app/queryKeys/catalogue';
import { useIsAdmin } from '../../app/auth';

type Errors = FieldErrors<ModelValues>;
/** Fields that show their own error; the server's other messages show under the name. */
const SHOWN: (keyof ModelValues)[] = ['name', 'pro_code', 'unit_type', 'warranty', 'open_qty', 'open_rate', 'srl_avl', 'serial', 'sale_price', 'min_price'];

/** A rate or price field: money, never below zero. */
const PRICE = { min: 0, allowNegative: false, decimalScale: 2, thousandSeparator: ',' } as const;

const blank: ModelValues = {
  name: '',
  g_id: null,
  b_id: null,
  c_id: null,
  pro_code: '',
  unit_type: 'pcs',
  open_qty: 0,
  open_rate: 0,
  srl_avl: 0,
  pro_status: 1,
  warranty: '',
  sale_price: 0,
  min_price: null,
  serial: [],
};

function valuesOf(m: Model & { serial: { sl_no: string; in_source_type: string }[] }): ModelValues {
  const { name, g_id, b_id, c_id, pro_code, unit_type, open_qty, open_rate, warranty, sale_price, min_price } = m;
  const serial = m.serial.filter((s) => s.in_source_type === 'model_opening').map((s) => s.sl_no);
  return {
    name,
    g_id,
    b_id,
    c_id,
    pro_code,
    unit_type,
    open_qty,
    open_rate,
    warranty,
    sale_price,
    min_price,
    srl_avl: m.srl_avl ? 1 : 0,
    pro_status: m.pro_status ? 1 : 0,
    serial,
  };
}

function check(v: ModelValues): Errors {
  const errors: Errors = {};
  if (!v.name.trim()) errors.name = 'Model name is required';
  if (v.min_price !== null && v.sale_price > 0 && v.min_price > v.sale_price) errors.min_price = 'Minimum price cannot be more than the sale price';
  const n = v.serial?.length ?? 0;
  if (v.srl_avl && n !== v.open_qty) errors.serial = `Enter exactly ${v.open_qty} opening serials for an opening quantity of ${v.open_qty} (${n} given)`;
  return errors;
}

interface FormProps {
  initial: ModelValues;
  /** The warranty months saved (null: not known, or a new model). */
  initialMonths: number | null;
  id?: number;
  onSaved: () => void;
  onCancel: () => void;
}

function Form({ initial, initialMonths, id, onSaved, onCancel }: FormProps) {
  const { values: v, setValues: setV, errors, setErrors, set, passes } = useFormValues(initial);
  const [months, setMonths] = useState<number | null>(initialMonths);
  const [monthsError, setMonthsError] = useState<string>();
  const isAdmin = useIsAdmin();
  const { busy, submit: save } = useSaving(
    async () => {
      const saved = await saveModel({ ...v, serial: v.srl_avl ? v.serial : undefined }, id);
      // Months typed by the admin are set after the text is saved (a new text alone re-reads them).
      if (isAdmin && months !== initialMonths) await saveWarrantyMonths(id ?? saved.data.id, months);
      notifySuccess(id ? 'Model updated successfully!' : 'Model create success...!!!');
      onSaved();
    },
    { failure: 'Something went wrong', onRefused: (err) => setErrors({ [SHOWN.includes(err.field as keyof ModelValues) ? err.field! : 'name']: err.message }) },
  );

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (months !== null && months > 600) return setMonthsError('At most 600 months');
    if (passes(check(v))) void save();
  };

  /** A text field's value, error and typing. */
  const text = (k: 'name' | 'pro_code' | 'unit_type' | 'warranty') => ({
    value: v[k],
    error: errors[k],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(k, e.currentTarget.value),
  });
  /** A figure's value, error and typing. */
  const figure = (k: 'open_qty' | 'open_rate' | 'sale_price') => ({ value: v[k], error: errors[k], onChange: (x: number | string) => set(k, toNumber(x)) });

  // A model's prices are the admin's once it exists (the server refuses a user's change, 403).
  const pricesLocked = !!id && !isAdmin;
  const locked = pricesLocked ? { disabled: true, description: 'Only an admin can change it' } : {};
  const serialCount = v.serial?.length ?? 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <PlacementSelects value={v} onChange={(p) => setV((cur) => ({ ...cur, ...p }))} autoFocus />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Model Name" required {...text('name')} />
          <TextInput label="Product Code" {...text('pro_code')} />
          <TextInput label="Unit Type" {...text('unit_type')} />
          <TextInput label="Warranty" placeholder="e.g. 1 year" {...text('warranty')} />
          <NumberInput
            label="Warranty (months)"
            description={isAdmin ? 'Read from the text unless set here; the claim desk and the bill count from it' : 'Only an admin can change it'}
            min={0}
            max={600}
            allowNegative={false}
            allowDecimal={false}
            value={months ?? ''}
            error={monthsError}
            disabled={!isAdmin}
            onChange={(x) => {
              setMonthsError(undefined);
              setMonths(x === '' ? null : toNumber(x));
            }}
          />
          <NumberInput label="Opening Qty" min={0} allowNegative={false} decimalScale={3} {...figure('open_qty')} />
          <NumberInput label="Opening Rate" {...PRICE} {...figure('open_rate')} />
          <NumberInput
            label="Sale Price"
            description="What a bill line takes (it can be changed on the line)"
            {...PRICE}
            {...figure('sale_price')}
            {...locked}
          />
          <NumberInput
            label="Minimum Price"
            description="Optional: a bill line below it is refused"
            {...PRICE}
            value={v.min_price ?? ''}
            error={errors.min_price}
            onChange={(x) => set('min_price', x === '' ? null : toNumber(x))}
            {...locked}
          />
        </SimpleGrid>
        <Group>
          <Checkbox label="Serial tracked" checked={v.srl_avl === 1} error={errors.srl_avl} onChange={(e) => set('srl_avl', e.currentTarget.checked ? 1 : 0)} />
          <Checkbox label="Active" checked={v.pro_status === 1} onChange={(e) => set('pro_status', e.currentTarget.checked ? 1 : 0)} />
        </Group>
        {v.srl_avl === 1 && (
          <TagsInput
            label="Opening Serials"
            description={`${serialCount} of ${v.open_qty} entered. Type a serial and press Enter; a pasted list is split at commas and spaces.`}
            placeholder="Serial number"
            splitChars={[',', ' ']}
            clearable
            value={v.serial ?? []}
            error={errors.serial}
            onChange={(s) => set('serial', s)}
          />
        )}
        <FormButtons busy={busy} label={id ? 'Update' : 'Save'} onCancel={onCancel} />
        {id && (
          <Text size="xs" c="dimmed">
            Changing the opening quantity or rate re-posts the opening stock and its voucher.
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** The form for a new model, or for an existing one once its opening serials have loaded. */
export function ModelForm({ id, onSaved, onCancel }: { id?: number; onSaved: () => void; onCancel: () => void }) {
  const current = useQuery({ ...catalogueQueries.model(id), enabled: !!id, gcTime: 0 });
  if (!id) return <Form initial={blank} initialMonths={null} onSaved={onSaved} onCancel={onCancel} />;
  if (!current.data)
    return (
      <Center p="md">
        <Loader size="sm" />
      </Center>
    );
  return <Form initial={valuesOf(current.data)} initialMonths={current.data.warranty_months} id={id} onSaved={onSaved} onCancel={onCancel} />;
}
