// A date typed or picked; the value is yyyy-mm-dd, as the API takes it. It shows as the company's
// setting says (dd/mm/yyyy by default), and takes what a clerk types: dd/mm/yyyy, d/m/yy, yyyy-mm-dd,
// 5-Mar-2026 (domain/dates parseTypedDate).
import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { parseTypedDate, type DateStyle } from '../../domain/dates';
import { dateStyleInUse } from './format';

export interface DateFieldProps extends Omit<DateInputProps, 'value' | 'onChange'> {
  value: string | null;
  onChange: (value: string) => void;
}

/** The picker's format (dayjs tokens) and the hint for each date style. */
const FORMATS: Record<DateStyle, { valueFormat: string; placeholder: string }> = {
  'dd/mm/yyyy': { valueFormat: 'DD/MM/YYYY', placeholder: 'dd/mm/yyyy' },
  'd-mmm-yyyy': { valueFormat: 'D-MMM-YYYY', placeholder: 'd-mmm-yyyy' },
  'yyyy-mm-dd': { valueFormat: 'YYYY-MM-DD', placeholder: 'yyyy-mm-dd' },
};

export function DateField({ value, onChange, ...rest }: DateFieldProps) {
  const f = FORMATS[dateStyleInUse()];
  return (
    <DateInput
      valueFormat={f.valueFormat}
      placeholder={f.placeholder}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      dateParser={(s) => parseTypedDate(s)}
      popoverProps={{ withinPortal: true }}
      w={rest.w ?? 170}
      {...rest}
    />
  );
}
