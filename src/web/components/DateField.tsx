// A date typed or picked as yyyy-mm-dd (the value is that string too).
import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';

export interface DateFieldProps extends Omit<DateInputProps, 'value' | 'onChange'> {
  value: string | null;
  onChange: (value: string) => void;
}

export function DateField({ value, onChange, ...rest }: DateFieldProps) {
  return (
    <DateInput
      valueFormat="YYYY-MM-DD"
      placeholder="yyyy-mm-dd"
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      dateParser={(s) => (/^\d{4}-\d{2}-\d{2}$/.test(s.trim()) ? s.trim() : null)}
      popoverProps={{ withinPortal: true }}
      w={rest.w ?? 170}
      {...rest}
    />
  );
}
