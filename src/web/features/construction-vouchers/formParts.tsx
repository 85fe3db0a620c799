// Pieces the voucher form and the bill form share: their props and state, the number (a preview
// until saved) beside the date, an amount cell of a line, and the Delete All and submit buttons.
import { useState } from 'react';
import { Button, NumberInput, Paper, SimpleGrid, Stack, TextInput, type NumberInputProps } from '@mantine/core';
import { DateField } from '../../components/DateField';
import { useSaving } from '../../components/useSaving';
import { SubmitButton } from '../../components/SubmitButton';

/** What the entry and update screens give a voucher or bill form. */
export interface FormProps<V> {
  initial: V;
  /** Set on the update screen: the petty cash the saved voucher already took out. */
  pettyAlreadyOut?: number;
  onSubmit: (v: V) => Promise<unknown>;
  onDeleteAll?: () => void;
}

/** A form's values, its saving, whether a submit was tried (errors show from then) and whether it edits a saved one. */
export function useFormState<V extends { vcNo?: string }>(initial: V) {
  const [v, setV] = useState(initial);
  const [tried, setTried] = useState(false);
  return { v, setV, tried, setTried, editing: !!initial.vcNo, ...useSaving() };
}

/** The form: its head fields in a row of four on a card, then the rest. */
export function FormFrame(p: { onSubmit: (e: React.FormEvent) => void; head: React.ReactNode; children: React.ReactNode }) {
  return (
    <form onSubmit={p.onSubmit} noValidate>
      <Stack>
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>{p.head}</SimpleGrid>
        </Paper>
        {p.children}
      </Stack>
    </form>
  );
}

export function NumberAndDate(p: { label: string; saved?: string; preview?: string; date: string; onDate: (date: string) => void }) {
  const editing = !!p.saved;
  return (
    <>
      <TextInput label={p.label} readOnly value={p.saved ?? p.preview ?? ''} description={editing ? undefined : 'Given when saved'} />
      <DateField label="Date" required w="100%" value={p.date} onChange={p.onDate} autoFocus={!editing} />
    </>
  );
}

/** An amount of a line: two decimals, no spinner, right-aligned; Enter calls `onEnter` (adds a line). */
export function AmountInput({ onEnter, ...props }: NumberInputProps & { onEnter: () => void }) {
  return (
    <NumberInput
      min={0}
      step={0.01}
      decimalScale={2}
      hideControls
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          onEnter();
        }
      }}
      styles={{ input: { textAlign: 'right' } }}
      {...props}
    />
  );
}

export function FormFooter(p: { busy: boolean; editing: boolean; disabled?: boolean; onDeleteAll?: () => void }) {
  return (
    <SubmitButton busy={p.busy} label={p.editing ? 'Update' : 'Submit'} disabled={p.disabled} justify="flex-end">
      {p.onDeleteAll && (
        <Button color="red" variant="light" onClick={p.onDeleteAll}>
          Delete All
        </Button>
      )}
    </SubmitButton>
  );
}
