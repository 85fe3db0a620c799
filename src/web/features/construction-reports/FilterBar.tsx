// The filters of a report screen: a search, optional start and end dates (the report refetches as
// they change), and the company-header checkbox for printing.
import { Button, Checkbox, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { DateField } from '../../components/DateField';
import type { Filters } from './api';

export interface FilterBarProps {
  value: Filters;
  onChange: (f: Filters) => void;
  searchPlaceholder?: string;
  header: boolean;
  onHeader: (v: boolean) => void;
  children?: React.ReactNode;
}

export function FilterBar({ value, onChange, searchPlaceholder, header, onHeader, children }: FilterBarProps) {
  const set = (k: keyof Filters) => (v: string) => onChange({ ...value, [k]: v });
  const badRange = !!(value.sDate && value.eDate && value.sDate > value.eDate);
  return (
    <Group align="end" gap="sm" className="no-print">
      {searchPlaceholder && (
        <TextInput
          label="Search"
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          leftSection={<IconSearch size={14} />}
          value={value.search}
          onChange={(e) => set('search')(e.currentTarget.value)}
          w={260}
          autoFocus
        />
      )}
      <DateField label="Start Date" value={value.sDate} onChange={set('sDate')} clearable />
      <DateField label="End Date" value={value.eDate} onChange={set('eDate')} clearable error={badRange ? 'End date must be after start date' : undefined} />
      {(value.sDate || value.eDate) && (
        <Button variant="default" onClick={() => onChange({ ...value, sDate: '', eDate: '' })}>
          Reset
        </Button>
      )}
      {children}
      <Checkbox label="Company header" checked={header} onChange={(e) => onHeader(e.currentTarget.checked)} mb={8} />
    </Group>
  );
}
