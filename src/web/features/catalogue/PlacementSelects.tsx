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
  return (
    <>
      <Select
        label="Group"
        w={w}
        placeholder="Select group"
        searchable
        clearable
        autoFocus={autoFocus}
        data={options(groups.data)}
        value={valueOf(value.g_id)}
        onChange={(v) => onChange({ g_id: idOf(v), b_id: null, c_id: null })}
      />
      {levels >= 2 && (
        <Select
          label="Brand"
          w={w}
          placeholder={value.g_id ? 'Select brand' : 'Select a group first'}
          searchable
          clearable
          disabled={!value.g_id}
          data={options(brands.data)}
          value={valueOf(value.b_id)}
          onChange={(v) => onChange({ ...value, b_id: idOf(v), c_id: null })}
        />
      )}
      {levels >= 3 && (
        <Select
          label="Category"
          w={w}
          placeholder={value.b_id ? 'Select category' : 'Select a brand first'}
          searchable
          clearable
          disabled={!value.b_id}
          data={options(cats.data)}
          value={valueOf(value.c_id)}
          onChange={(v) => onChange({ ...value, c_id: idOf(v) })}
        />
      )}
    </>
  );
}
