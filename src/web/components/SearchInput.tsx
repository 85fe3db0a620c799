// A list's search box: the search icon, the typed text as a plain string.
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export type SearchInputProps = Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onChange: (value: string) => void };

export function SearchInput({ value, onChange, ...props }: SearchInputProps) {
  return <TextInput leftSection={<IconSearch size={14} />} value={value} onChange={(e) => onChange(e.currentTarget.value)} {...props} />;
}
