import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export function SearchBox({ value, onChange, placeholder }: { value: string; onChange: (v: string) => void; placeholder: string }) {
  return (
    <TextInput
      className="no-print"
      placeholder={placeholder}
      aria-label={placeholder}
      leftSection={<IconSearch size={14} />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maw={360}
    />
  );
}
