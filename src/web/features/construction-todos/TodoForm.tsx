// The returnable transaction form: Add mode ("Add Transaction") by default; Edit mode ("Update
// Transaction" and Cancel) when a row's edit is pressed. A submission with an empty description,
// amount or date is ignored, as the spec's form did (the server refuses it too).
import { Button, Group, NumberInput, Paper, Select, TextInput } from '@mantine/core';
import { DateField } from '../../components/DateField';
import type { TodoFormValues, TodoType } from './api';

const TYPES = [
  { value: 'receive', label: 'Receive' },
  { value: 'payment', label: 'Payment' },
];

export function TodoForm(p: {
  value: TodoFormValues;
  onChange: (v: TodoFormValues) => void;
  editing: boolean;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const set = <K extends keyof TodoFormValues>(k: K, v: TodoFormValues[K]) => p.onChange({ ...p.value, [k]: v });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!p.value.description.trim() || p.value.amount === '' || !p.value.date) return;
    p.onSubmit();
  };
  return (
    <Paper withBorder p="md" className="no-print">
      <form onSubmit={submit} noValidate>
        <Group align="end" gap="sm">
          <TextInput label="Description" required value={p.value.description} onChange={(e) => set('description', e.currentTarget.value)} w={320} autoFocus />
          <NumberInput
            label="Amount"
            required
            min={0}
            step={0.01}
            decimalScale={2}
            thousandSeparator=","
            value={p.value.amount}
            onChange={(x) => set('amount', String(x))}
            w={160}
          />
          <Select label="Type" data={TYPES} value={p.value.type} onChange={(x) => set('type', (x ?? 'receive') as TodoType)} allowDeselect={false} w={140} />
          <DateField label="Date" required value={p.value.date} onChange={(d) => set('date', d)} />
          <Button type="submit" loading={p.busy} disabled={p.busy}>
            {p.busy ? 'Loading...' : p.editing ? 'Update Transaction' : 'Add Transaction'}
          </Button>
          {p.editing && (
            <Button variant="default" onClick={p.onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </form>
    </Paper>
  );
}
