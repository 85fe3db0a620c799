// The filters reports put beside their dates: a model, a party, a bank. Each is a searchable select
// whose empty choice means "all".
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParties } from '../../components/pickers';
import { bankQueries, catalogueQueries } from '../../app/queryKeys';

function FilterSelect(p: {
  label: string;
  placeholder: string;
  data: { value: string; label: string }[];
  value: number | null;
  onChange: (id: number | null) => void;
  loading?: boolean;
}) {
  return (
    <Select
      label={p.label}
      placeholder={p.loading ? 'Loading...' : p.placeholder}
      searchable
      clearable
      data={p.data}
      value={p.value ? String(p.value) : null}
      onChange={(v) => p.onChange(v ? Number(v) : null)}
      w={220}
      nothingFoundMessage="Nothing found"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Every model, by name (with its group, brand and category to tell like names apart). */
export function ModelFilter({
  value,
  onChange,
  placeholder = 'All Model',
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  placeholder?: string;
}) {
  const models = useQuery(catalogueQueries.modelOptions('report-filter'));
  const data = (models.data ?? []).map((m) => ({
    value: String(m.id),
    label: [m.name, [m.group_name, m.brand_name, m.cat_name].filter(Boolean).join(' / ')].filter(Boolean).join(' — '),
  }));
  return <FilterSelect label="Model" placeholder={placeholder} data={data} value={value} onChange={onChange} loading={models.isLoading} />;
}

/** Customers, suppliers or both, by name and mobile. */
export function PartyFilter(p: {
  kind: 'customer' | 'supplier' | 'combine';
  label: string;
  placeholder: string;
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const parties = useParties(p.kind);
  const data = (parties.data ?? []).map((x) => ({ value: String(x.id), label: x.mobile ? `${x.name} (${x.mobile})` : x.name }));
  return <FilterSelect label={p.label} placeholder={p.placeholder} data={data} value={p.value} onChange={p.onChange} loading={parties.isLoading} />;
}

export function BankFilter({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const banks = useQuery(bankQueries.options());
  const data = (banks.data ?? []).map((b) => ({ value: String(b.id), label: b.branch ? `${b.name} (${b.branch})` : b.name }));
  return <FilterSelect label="Bank" placeholder="All Banks" data={data} value={value} onChange={onChange} loading={banks.isLoading} />;
}
