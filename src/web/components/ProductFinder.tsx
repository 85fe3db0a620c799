// The counter's product finder: one field that finds a model by name, code or brand as you type
// (server-side, GET /finder), and takes a serial or barcode typed or scanned (a scanner types the
// code and Enter). Arrow keys move in the list, Enter picks; Enter on text that is a serial hands
// the serial over (onSerial), else the only model found, else opens the list. Group, brand and
// category are optional filters beside it.
import { forwardRef, useEffect, useState } from 'react';
import { Badge, Combobox, Group, Loader, Select, SimpleGrid, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBarcode } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';

import { money, qty } from './format';
import type { Model } from '../../contracts/catalogue';
import type { FinderSerial } from '../../contracts/finder';
import { stockKeys } from '../app/queryKeys';
import { queryOf, groupsRead, type Named } from './reads';
import { call } from './client';
import { catalogueQueries, finderApi } from '../app/queryKeys/catalogue';

export interface FinderFilters {
  gId: number | null;
  bId: number | null;
  cId: number | null;
}

const finderQuery = (q: string, f: FinderFilters) => ({ q, g_id: f.gId, b_id: f.bId, c_id: f.cId });
const fetchFinder = (q: string, f: FinderFilters) => call(finderApi.finder, { query: finderQuery(q, f) });

/** "Walton · code W32 · stock 3 pcs · 1,500.00" under a model's name. */
function modelLine(m: Model) {
  return [m.brand_name, m.pro_code && `code ${m.pro_code}`, `stock ${qty(m.avl_qty)} ${m.unit_type}`, m.sale_price > 0 && money(m.sale_price)]
    .filter(Boolean)
    .join(' · ');
}

export interface ProductFinderProps {
  filters: FinderFilters;
  /** The model picked (its name shows in the field until the text changes). */
  picked: Model | null;
  onModel: (m: Model) => void;
  /** A serial typed or scanned exactly; without it, a serial's model is picked. */
  onSerial?: (s: FinderSerial) => void;
  /** A message beside the field (e.g. the serial is already on the bill). */
  error?: string | null;
  onClearError?: () => void;
  label?: string;
}

export const ProductFinder = forwardRef<HTMLInputElement, ProductFinderProps>(function ProductFinder(props, ref) {
  const qc = useQueryClient();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(props.picked?.name ?? '');
  const [typing, setTyping] = useState(false);
  const [ownError, setOwnError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [debounced] = useDebouncedValue(text.trim(), 120);
  const search = useQuery({
    queryKey: stockKeys.finder(finderQuery(debounced, props.filters)),
    queryFn: () => fetchFinder(debounced, props.filters),
    enabled: typing && (debounced.length > 0 || !!props.filters.cId),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

  // A model picked elsewhere (an edited line loaded back) shows its name.
  useEffect(() => {
    if (!typing) setText(props.picked?.name ?? '');
  }, [props.picked?.id]);

  const error = ownError ?? props.error ?? null;
  const models = search.data?.models ?? [];
  const serials = search.data?.serials ?? [];

  const pickModel = (m: Model) => {
    setText(m.name);
    setTyping(false);
    combobox.closeDropdown();
    props.onModel(m);
  };

  const pickSerial = (s: FinderSerial) => {
    setText('');
    setTyping(false);
    combobox.closeDropdown();
    if (props.onSerial) props.onSerial(s);
    else pickModel(s.model);
  };

  /** Enter with no option chosen: the text as a serial, else the one model it finds, else the list. */
  const resolve = async () => {
    const q = text.trim();
    if (!q) return;
    setBusy(true);
    try {
      const r = await qc.fetchQuery({ queryKey: stockKeys.finder(finderQuery(q, props.filters)), queryFn: () => fetchFinder(q, props.filters), staleTime: 0 });
      if (r.serials.length) return pickSerial(r.serials.find((s) => s.available) ?? r.serials[0]);
      if (r.models.length === 1) return pickModel(r.models[0]);
      if (r.models.length === 0) return setOwnError(`Nothing matches “${q}”: no model name, code, brand or serial`);
      combobox.openDropdown();
      combobox.selectFirstOption();
    } catch {
      setOwnError('The finder cannot answer now; try again');
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    // An option chosen with the arrow keys is picked by the combobox itself.
    if (combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1) return;
    // nothing typed: Enter moves on to the next field
    if (!text.trim()) return;
    e.preventDefault();
    void resolve();
  };

  const options = [
    ...serials.map((s) => (
      <Combobox.Option value={`s${s.id}`} key={`s${s.id}`} aria-label={`Serial ${s.sl_no}: ${s.model.name}`}>
        <Group gap={6} wrap="nowrap">
          <IconBarcode size={14} />
          <Text size="sm">
            Serial {s.sl_no}: {s.model.name}
          </Text>
          <Badge size="xs" variant="light" color={s.available ? 'green' : 'gray'}>
            {s.state === 'in_stock' ? 'in stock' : s.state === 'sold' ? `sold${s.sold_on ? ` (${s.sold_on})` : ''}` : 'returned'}
          </Badge>
        </Group>
      </Combobox.Option>
    )),
    ...models.map((m) => (
      <Combobox.Option value={`m${m.id}`} key={`m${m.id}`} aria-label={m.name} title={modelLine(m)}>
        <Text size="sm">{m.name}</Text>
        <Text size="xs" c="dimmed">
          {modelLine(m)}
        </Text>
      </Combobox.Option>
    )),
  ];

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(v) => {
        const id = Number(v.slice(1));
        if (v.startsWith('s')) {
          const s = serials.find((x) => x.id === id);
          if (s) pickSerial(s);
        } else {
          const m = models.find((x) => x.id === id);
          if (m) pickModel(m);
        }
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          ref={ref}
          label={props.label ?? 'Model'}
          placeholder="Name, code, brand, or scan a serial"
          leftSection={<IconBarcode size={16} />}
          rightSection={busy || search.isFetching ? <Loader size={14} /> : null}
          value={text}
          error={error}
          autoComplete="off"
          data-finder
          onChange={(e) => {
            setText(e.currentTarget.value);
            setTyping(true);
            setOwnError(null);
            props.onClearError?.();
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onFocus={(e) => e.currentTarget.select()}
          onClick={() => {
            // with a category chosen, the list of its models opens on a click
            if (props.filters.cId && !combobox.dropdownOpened) {
              setTyping(true);
              combobox.openDropdown();
            }
          }}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={onKeyDown}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!typing || (options.length === 0 && !search.isFetched)}>
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
          {options.length > 0 ? options : <Combobox.Empty>{search.isFetching ? 'Searching...' : 'Nothing found'}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
});

const named = (rows: Named[] | undefined) => (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));

/** Group, Brand, Category as optional filters of the finder (choosing one clears those under it). */
export function FinderFilterSelects({ value, onChange }: { value: FinderFilters; onChange: (f: FinderFilters) => void }) {
  const groups = useQuery(queryOf(groupsRead));
  const brands = useQuery({ ...catalogueQueries.brands(value.gId), enabled: !!value.gId });
  const cats = useQuery({
    ...catalogueQueries.categories(value.gId, value.bId),
    enabled: !!value.bId,
  });
  const num = (v: string | null) => (v ? Number(v) : null);
  const selects = [
    { label: 'Group', data: groups.data, id: value.gId, pick: (id: number | null) => ({ gId: id, bId: null, cId: null }) },
    { label: 'Brand', data: brands.data, id: value.bId, pick: (id: number | null) => ({ ...value, bId: id, cId: null }), disabled: !value.gId },
    { label: 'Category', data: cats.data, id: value.cId, pick: (id: number | null) => ({ ...value, cId: id }), disabled: !value.bId },
  ];
  return (
    <SimpleGrid cols={3} spacing="xs">
      {selects.map((s) => (
        <Select
          key={s.label}
          label={s.label}
          placeholder="Any"
          searchable
          clearable
          data={named(s.data)}
          value={s.id ? String(s.id) : null}
          onChange={(v) => onChange(s.pick(num(v)))}
          disabled={s.disabled}
          data-skip-enter
        />
      ))}
    </SimpleGrid>
  );
}
