// Pickers shared by the document screens: party (with previous dues), bank, the model picker (the
// product finder with Group > Brand > Category as optional filters) with the model's current stock,
// and the serial picker.
import { forwardRef, useEffect, useMemo, useRef, useState } from 'react';
import { Anchor, Badge, Checkbox, Group, ScrollArea, Select, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';

import { partiesRead, queryOf, type PartyOption } from './reads';
import { money, qty } from './format';
import type { Model, Serial } from '../../contracts/catalogue';
import type { FinderSerial } from '../../contracts/finder';
import { FinderFilterSelects, ProductFinder } from './ProductFinder';
import { partyKeys, stockKeys, type PartyKind } from '../app/queryKeys';
import { call } from './client';
import { partiesApi } from '../app/queryKeys/parties';
import { bankQueries } from '../app/queryKeys/banks';
import { catalogueApi } from '../app/queryKeys/catalogue';

export type { PartyOption } from './reads';

export const useParties = (kind: PartyKind) => useQuery(queryOf(partiesRead(kind)));

/** A party's current due, read from the books (what a customer owes us; what we owe a supplier). */
export function usePartyDue(partyId: number | null | undefined) {
  return useQuery({
    queryKey: partyKeys.due(partyId),
    queryFn: async () => (await call(partiesApi.getOpenBalance, { query: { partyId: partyId! } })).data.balance,
    enabled: !!partyId,
  });
}

/** How many parties the customer or supplier picker lists at once; typing narrows them. */
const PARTY_OPTIONS_SHOWN = 100;

/** A searchable party select showing name and mobile. */
export function PartySelect(props: {
  kind: PartyKind;
  label?: string;
  value: number | null;
  onChange: (id: number | null, party?: PartyOption) => void;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const parties = useParties(props.kind);
  const data = useMemo(() => (parties.data ?? []).map((p) => ({ value: String(p.id), label: p.mobile ? `${p.name} (${p.mobile})` : p.name })), [parties.data]);
  return (
    <div onKeyDownCapture={takeHighlighted}>
      <Select
        label={props.label ?? (props.kind === 'supplier' ? 'Supplier' : 'Customer')}
        placeholder={parties.isLoading ? 'Loading...' : 'Select'}
        searchable
        clearable
        data={data}
        value={props.value ? String(props.value) : null}
        onChange={(v) =>
          props.onChange(
            v ? Number(v) : null,
            parties.data?.find((p) => String(p.id) === v),
          )
        }
        required={props.required}
        error={props.error}
        disabled={props.disabled}
        autoFocus={props.autoFocus}
        // Focused as the screen opens, the list waits for the first key (typing or ↓) rather than drawing
        // a hundred parties over the form before the clerk has asked for any.
        openOnFocus={!props.autoFocus}
        nothingFoundMessage="No party found"
        // typing picks the first match, so Enter takes it (keyboard-only entry)
        selectFirstOptionOnChange
        // A shop has thousands of customers: the list shows the first matches of what is typed, not all
        // of them (drawing 2,300 options cost a bill form opened cold about 150 ms).
        limit={PARTY_OPTIONS_SHOWN}
      />
    </div>
  );
}

/**
 * Enter in an open party list takes the option marked, else the first one shown. The list's own Enter
 * picks the option it marked when the text last changed: a name typed while the parties were still
 * loading left it nothing marked, so Enter did nothing once they had loaded.
 */
function takeHighlighted(e: React.KeyboardEvent<HTMLDivElement>) {
  const input = e.target as HTMLElement;
  if (e.key !== 'Enter' || !(input instanceof HTMLInputElement) || input.getAttribute('aria-expanded') !== 'true') return;
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
  const option =
    list?.querySelector<HTMLElement>('[data-combobox-option][data-combobox-selected]') ?? list?.querySelector<HTMLElement>('[data-combobox-option]');
  if (!option) return;
  e.preventDefault();
  e.stopPropagation();
  option.click();
}

/** The read-only "Previous Dues" field next to a party select. */
export function PreviousDues({ partyId, label = 'Previous Dues' }: { partyId: number | null | undefined; label?: string }) {
  const due = usePartyDue(partyId);
  return <TextInput label={label} readOnly value={partyId ? money(due.data ?? 0) : '0.00'} data-testid="previous-dues" />;
}

export function BankSelect(props: { value: number | null; onChange: (id: number | null) => void; error?: string; required?: boolean }) {
  const banks = useQuery(bankQueries.options());
  // With no bank yet, the list says where banks are added instead of opening empty.
  const none = banks.isSuccess && banks.data.length === 0;
  return (
    <Select
      label="Bank"
      searchable
      clearable
      required={props.required}
      error={props.error}
      description={
        none ? (
          <>
            No bank yet: an admin adds banks under Accounts Management &gt;{' '}
            <Anchor component={Link} to="/accounts-bank" size="xs">
              Bank
            </Anchor>
          </>
        ) : undefined
      }
      nothingFoundMessage="No bank found"
      placeholder={none ? 'No bank added yet' : undefined}
      data={(banks.data ?? []).map((b) => ({ value: String(b.id), label: b.branch ? `${b.name} (${b.branch})` : b.name }))}
      value={props.value ? String(props.value) : null}
      onChange={(v) => props.onChange(v ? Number(v) : null)}
    />
  );
}

export interface ModelChoice {
  gId: number | null;
  bId: number | null;
  cId: number | null;
  modelId: number | null;
}

export const emptyModelChoice: ModelChoice = { gId: null, bId: null, cId: null, modelId: null };

/**
 * The model picker of every line-entry form: Group, Brand and Category as optional filters and the
 * product finder (name, code, brand, or a scanned serial; see ProductFinder). Calls back with the
 * chosen model's record (name, serial tracking, warranty, stock, prices) when a model is picked.
 * A model set from outside (`value.modelId`, e.g. an edited line loaded back) is read by its category.
 */
export const ModelPicker = forwardRef<
  HTMLInputElement,
  {
    value: ModelChoice;
    onChange: (v: ModelChoice) => void;
    onModel?: (m: Model | null) => void;
    onSerial?: (s: FinderSerial) => void;
    error?: string | null;
    onClearError?: () => void;
  }
>(function ModelPicker({ value, onChange, onModel, onSerial, error, onClearError }, ref) {
  const [picked, setPicked] = useState<Model | null>(null);
  const outside = useQuery({
    queryKey: stockKeys.modelsOf(value.gId, value.bId, value.cId),
    queryFn: async () =>
      (await call(catalogueApi.getModelByUtilsId, { query: { g_id: value.gId ?? '', b_id: value.bId ?? '', c_id: value.cId ?? '', limit: 1000 } })).data,
    enabled: !!value.modelId && picked?.id !== value.modelId && !!value.cId,
  });
  const model = !value.modelId ? null : picked?.id === value.modelId ? picked : (outside.data?.find((m) => m.id === value.modelId) ?? null);
  useEffect(() => {
    onModel?.(model);
    // only when the chosen model (or its stock) changes, not on every new onModel function
  }, [model?.id, model?.avl_qty]);
  const filters = { gId: value.gId, bId: value.bId, cId: value.cId };
  return (
    <Stack gap={6}>
      <FinderFilterSelects value={filters} onChange={(f) => onChange({ ...f, modelId: null })} />
      <ProductFinder
        ref={ref}
        filters={filters}
        picked={model}
        error={error}
        onClearError={onClearError}
        onModel={(m) => {
          setPicked(m);
          onChange({ ...filters, modelId: m.id });
        }}
        onSerial={onSerial}
      />
    </Stack>
  );
});

/** "Current stock: 12 (avg rate 1,050.00)" for the chosen model. */
export function StockBadge({ model }: { model: Model | null }) {
  if (!model) return null;
  return (
    <Group gap="xs">
      <Badge variant="light" size="lg" data-testid="current-stock">
        Current stock: {qty(model.avl_qty)} {model.unit_type}
      </Badge>
      {model.srl_avl === 1 && <Badge variant="outline">Serial tracked</Badge>}
    </Group>
  );
}

/**
 * In-stock serials of a model as checkboxes in a 200 × 100 px scrolling box; a serial is picked once.
 * Keyboard: Space ticks (or unticks) a serial and calls `onTicked` (the bill moves on to the next
 * model); Enter in the list calls it too.
 */
export function SerialPicker({
  modelId,
  picked,
  onChange,
  exclude = [],
  onTicked,
  focusWanted = false,
  onFocusTaken,
}: {
  modelId: number | null;
  picked: Serial[];
  onChange: (s: Serial[]) => void;
  exclude?: number[];
  onTicked?: () => void;
  /**
   * The clerk asked for the list (Enter on the bill's Price): the first unticked serial takes the focus
   * as soon as the list is drawn, whether it had already arrived or arrives later, then `onFocusTaken`.
   */
  focusWanted?: boolean;
  onFocusTaken?: () => void;
}) {
  const serials = useQuery({
    queryKey: stockKeys.serials(modelId),
    queryFn: async () => (await call(catalogueApi.allSerialByModel, { query: { modelId: modelId!, status: 1 } })).data,
    enabled: !!modelId,
  });
  const boxRef = useRef<HTMLDivElement>(null);
  const loaded = !!modelId && serials.isSuccess;
  useEffect(() => {
    if (!focusWanted || !loaded) return;
    boxRef.current?.querySelector<HTMLInputElement>('input[type=checkbox]:not(:checked)')?.focus();
    onFocusTaken?.();
  }, [focusWanted, loaded, modelId]);
  if (!modelId) return null;
  const pickedIds = new Set(picked.map((s) => s.id));
  const available = (serials.data ?? []).filter((s) => !exclude.includes(s.id));
  const toggle = (s: Serial) => onChange(pickedIds.has(s.id) ? picked.filter((p) => p.id !== s.id) : [...picked, s]);
  return (
    <Stack gap={4} ref={boxRef}>
      <Text size="sm" fw={500}>
        Serials in stock ({available.length})
      </Text>
      <ScrollArea h={100} w={200} type="auto" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }} p={4}>
        {available.length === 0 && (
          <Text size="xs" c="dimmed">
            No serial in stock
          </Text>
        )}
        {available.map((s) => (
          <Checkbox
            key={s.id}
            size="xs"
            label={s.sl_no}
            checked={pickedIds.has(s.id)}
            onChange={() => toggle(s)}
            onKeyDown={(e) => {
              if (!onTicked || (e.key !== ' ' && e.key !== 'Enter')) return;
              e.preventDefault();
              if (e.key === ' ') toggle(s);
              onTicked();
            }}
            mb={2}
            data-serial-box
          />
        ))}
      </ScrollArea>
    </Stack>
  );
}
