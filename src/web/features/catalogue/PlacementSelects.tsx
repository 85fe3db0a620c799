// Group > Brand > Category selects for the catalogue's own forms and filters (the document
// screens use the shared ModelPicker, which goes down to the model). Choosing a level clears
// the levels under it.
import { Select } from '@mantine/core';
import { idOf, options, useBrands, useCategories, useGroups, valueOf } from './api';

export interface Placement {
  g_id: number | null;
  b_id: number | null;
  c_id: number | null;
}

export const noPlacement: Placement = { g_id: null, b_id: null, c_id: null };

export function PlacementSelects(props: { value: Placement; onChange: (p: Placement) => void; levels?: 1 | 2 | 3; autoFocus?: boolean; w?: number }) {
  const { value, onChange, levels = 3, autoFocus, w } = props;
  const groups = useGroups();
  const brands = useBrands(value.g_id);
  const cats = useCategories(value.g_id, value.b_id);
  const selects = [
    { label: 'Group', placeholder: 'Select group', data: groups.data, id: value.g_id, pick: (id: number | null) => ({ g_id: id, b_id: null, c_id: null }) },
    {
      label: 'Brand',
      placeholder: value.g_id ? 'Select brand' : 'Select a group first',
      disabled: !value.g_id,
      data: brands.data,
      id: value.b_id,
      pick: (id: number | null) => ({ ...value, b_id: id, c_id: null }),
    },
    {
      label: 'Category',
      placeholder: value.b_id ? 'Select category' : 'Select a brand first',
      disabled: !value.b_id,
      data: cats.data,
      id: value.c_id,
      pick: (id: number | null) => ({ ...value, c_id: id }),
    },
  ];
  return selects
    .slice(0, levels)
    .map((s, i) => (
      <Select
        key={s.label}
        label={s.label}
        w={w}
        placeholder={s.placeholder}
        searchable
        clearable
        autoFocus={i === 0 ? autoFocus : undefined}
        disabled={s.disabled}
        data={options(s.data)}
        value={valueOf(s.id)}
        onChange={(v) => onChange(s.pick(idOf(v)))}
      />
    ));
}
