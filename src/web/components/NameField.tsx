// A modal form's first field: the record's required name, its error cleared as soon as it is typed in.
import { TextInput } from '@mantine/core';

export function NameField({
  label,
  value,
  onChange,
  error,
  onClearError,
}: {
  label: string;
  value: string;
  onChange: (name: string) => void;
  error?: string;
  onClearError: () => void;
}) {
  return (
    <TextInput
      label={label}
      required
      autoFocus
      data-autofocus
      value={value}
      error={error}
      onChange={(e) => {
        onChange(e.currentTarget.value);
        onClearError();
      }}
    />
  );
}
