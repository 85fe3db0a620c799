// The Add New and Edit ledger form: main head, a sub head of it, name, opening amount and date
// (today by default), optionally the project the ledger belongs to, phone and address.
import { useState } from 'react';
import { NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DateField } from '../../components/DateField';
import { ProjectSelect } from '../../components/constructionPickers';
import { notifySuccess } from '../../components/notify';
import { todayInDhaka } from '../../components/format';
import { saveLedger, useMains, useSubs, type LedgerFormValues, type LedgerRow } from './api';
import { useSaving } from '../../components/useSaving';
import { SubmitButton } from '../../components/SubmitButton';

type Errors = Partial<Record<'name' | 'project_acc_main_id' | 'project_acc_sub_id', string>>;

export const ledgerValues = (l?: LedgerRow, projectId: number | null = null): LedgerFormValues => ({
  name: l?.name ?? '',
  project_acc_main_id: l?.project_acc_main_id ?? null,
  project_acc_sub_id: l?.project_acc_sub_id ?? null,
  project_id: l ? l.project_id : projectId,
  amount: String(l?.amount ?? 0),
  open_date: l?.open_date ?? todayInDhaka(),
  phone: l?.phone ?? '',
  address: l?.address ?? '',
});

export function LedgerForm({ id, initial, fixedProject, onDone }: { id: number | null; initial: LedgerFormValues; fixedProject?: boolean; onDone: () => void }) {
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const { busy, run } = useSaving();
  const mains = useMains();
  const subs = useSubs();
  const set = <K extends keyof LedgerFormValues>(k: K, value: LedgerFormValues[K]) => {
    setV((cur) => ({ ...cur, [k]: value }));
    setErrors((cur) => ({ ...cur, [k]: undefined }));
  };
  const subOptions = (subs.data ?? []).filter((s) => s.project_main_id === v.project_acc_main_id).map((s) => ({ value: String(s.id), label: s.name }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errs: Errors = {};
    if (!v.project_acc_main_id) errs.project_acc_main_id = 'Main Name is required';
    if (!v.project_acc_sub_id) errs.project_acc_sub_id = 'Sub Name is required';
    if (!v.name.trim()) errs.name = 'Ledger Name is required';
    setErrors(errs);
    if (Object.keys(errs).length) return;
    await run(async () => {
      await saveLedger(id, v);
      notifySuccess(id ? 'Ledger Updated!' : 'Ledger Created!');
      onDone();
    }, 'Something went wrong.');
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Main Name"
            required
            searchable
            autoFocus
            data={(mains.data ?? []).map((m) => ({ value: String(m.id), label: `${m.name} (${m.group_name})` }))}
            value={v.project_acc_main_id ? String(v.project_acc_main_id) : null}
            onChange={(x) => {
              set('project_acc_main_id', x ? Number(x) : null);
              set('project_acc_sub_id', null);
            }}
            error={errors.project_acc_main_id}
          />
          <Select
            label="Sub Name"
            required
            searchable
            data={subOptions}
            value={v.project_acc_sub_id ? String(v.project_acc_sub_id) : null}
            onChange={(x) => set('project_acc_sub_id', x ? Number(x) : null)}
            error={errors.project_acc_sub_id}
            disabled={!v.project_acc_main_id}
          />
          <TextInput label="Ledger Name" required value={v.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} />
          <ProjectSelect value={v.project_id} onChange={(x) => set('project_id', x)} disabled={fixedProject} />
          <NumberInput label="Amount" required step={0.01} decimalScale={2} thousandSeparator="," value={v.amount} onChange={(x) => set('amount', String(x))} />
          <DateField label="Open Date" required w="100%" value={v.open_date} onChange={(x) => set('open_date', x)} />
          <TextInput label="Phone" value={v.phone} onChange={(e) => set('phone', e.currentTarget.value)} />
          <TextInput label="Address" value={v.address} onChange={(e) => set('address', e.currentTarget.value)} />
        </SimpleGrid>
        <SubmitButton busy={busy} label={id ? 'Update' : 'Submit'} justify="flex-end" />
      </Stack>
    </form>
  );
}
