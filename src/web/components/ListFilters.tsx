// The filter bar of document lists: a search box, start and end dates (both or neither), Filter and Clear.
import { useEffect, useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { DateField } from './DateField';
import { notifyWarning } from './notify';
import { useUrlState } from './useUrlState';

export type ListFilterValues = {
  search: string;
  startDate: string;
  endDate: string;
};

export const emptyFilters: ListFilterValues = { search: '', startDate: '', endDate: '' };

/** The filters of a list, kept in the address (?search=&startDate=&endDate=): Back and a reload keep them. */
export const useListFilters = () => useUrlState<ListFilterValues>(emptyFilters);

/** The search applies as you type; the dates apply on Filter (both required). */
export function ListFilters({
  value,
  onChange,
  searchPlaceholder = 'Search',
  children,
}: {
  value: ListFilterValues;
  onChange: (v: ListFilterValues) => void;
  searchPlaceholder?: string;
  children?: React.ReactNode;
}) {
  const [start, setStart] = useState(value.startDate);
  const [end, setEnd] = useState(value.endDate);
  // the dates applied change from outside too (Back, Clear, a shared link): the fields follow
  useEffect(() => {
    setStart(value.startDate);
    setEnd(value.endDate);
  }, [value.startDate, value.endDate]);
  const apply = () => {
    if (!start || !end) return notifyWarning('Please select both start and end dates');
    onChange({ ...value, startDate: start, endDate: end });
  };
  const clear = () => {
    setStart('');
    setEnd('');
    onChange(emptyFilters);
  };
  return (
    <Group align="end" gap="sm" className="no-print">
      <TextInput
        label="Search"
        placeholder={searchPlaceholder}
        leftSection={<IconSearch size={14} />}
        value={value.search}
        onChange={(e) => onChange({ ...value, search: e.currentTarget.value })}
        w={260}
      />
      <DateField label="Start date" value={start} onChange={setStart} />
      <DateField label="End date" value={end} onChange={setEnd} />
      <Button onClick={apply}>Filter</Button>
      <Button variant="default" onClick={clear}>
        Clear
      </Button>
      {children}
    </Group>
  );
}
