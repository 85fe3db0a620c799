import { Select, type SelectProps } from '@mantine/core';

export type IdSelectProps = Omit<SelectProps, 'value' | 'onChange'> & {
  /** The chosen record's id; null for none. */
  value: number | null;
  onChange: (id: number | null) => void;
};

/** A searchable select of numbered records (options valued by id): "Loading..." while its options load, `prompt` once they have. */
export function IdSelect({ value, onChange, loading, prompt, ...rest }: IdSelectProps & { loading: boolean; prompt: string }) {
  return (
    <Select
      placeholder={loading ? 'Loading...' : prompt}
      searchable
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      {...rest}
    />
  );
}
