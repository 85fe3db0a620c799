// The Add New and Edit project form (in a modal). Required fields carry the spec's messages, each
// cleared as soon as its field is edited; the server's messages (a duplicate Project ID) show too.
import { useState } from 'react';
import { NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DateField } from '../../components/DateField';
import { ApiError } from '../../components/api';
import { todayInDhaka } from '../../components/format';
import { PROJECT_ID_MAX_LENGTH } from '../../../domain/construction';
import type { ProjectFormValues, ProjectRow } from './api';
import { FormButtons } from '../../components/FormButtons';
import { useSaving } from '../../components/useSaving';

type Errors = Partial<Record<keyof ProjectFormValues, string>>;

export const emptyProject = (): ProjectFormValues => ({
  work_id: '',
  project_name: '',
  work_amount: '',
  security_money: '0',
  start_date: todayInDhaka(),
  end_date: '',
  place: '',
  organization: '',
  qoutation: '',
  remarks: '',
});

export const projectValues = (p: ProjectRow): ProjectFormValues => ({
  work_id: p.work_id,
  project_name: p.project_name,
  work_amount: String(p.work_amount),
  security_money: String(p.security_money),
  start_date: p.start_date,
  end_date: p.end_date ?? '',
  place: p.place,
  organization: p.organization,
  qoutation: p.qoutation,
  remarks: p.remarks,
});

const REQUIRED: [keyof ProjectFormValues, string][] = [
  ['work_id', 'Project ID is required'],
  ['project_name', 'Project name is required'],
  ['work_amount', 'Tender Amount is required'],
  ['start_date', 'Opening date is required'],
  ['place', 'Project Location is required'],
];

export function ProjectForm({ initial, onSubmit, onCancel }: { initial: ProjectFormValues; onSubmit: (v: ProjectFormValues) => Promise<unknown>; onCancel: () => void }) {
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const { busy, run } = useSaving();
  const set = (k: keyof ProjectFormValues) => (value: string) => {
    setV((cur) => ({ ...cur, [k]: value }));
    setErrors((cur) => ({ ...cur, [k]: undefined }));
  };
  const text = (k: keyof ProjectFormValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(k)(e.currentTarget.value);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errs: Errors = {};
    for (const [k, message] of REQUIRED) if (!String(v[k]).trim()) errs[k] = message;
    setErrors(errs);
    if (Object.keys(errs).length) return;
    await run(
      () => onSubmit(v),
      undefined,
      (err) => {
        if (err instanceof ApiError && err.field) setErrors({ [err.field]: err.message });
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Project ID" required maxLength={PROJECT_ID_MAX_LENGTH} value={v.work_id} onChange={text('work_id')} error={errors.work_id} autoFocus data-autofocus />
          <TextInput label="Project Name" required value={v.project_name} onChange={text('project_name')} error={errors.project_name} />
          <NumberInput label="Tender Amount" required min={0} step={0.01} decimalScale={2} thousandSeparator="," value={v.work_amount} onChange={(x) => set('work_amount')(String(x))} error={errors.work_amount} />
          <NumberInput label="Security Money" min={0} step={0.01} decimalScale={2} thousandSeparator="," value={v.security_money} onChange={(x) => set('security_money')(String(x))} />
          <DateField label="Opening Date" required w="100%" value={v.start_date} onChange={set('start_date')} error={errors.start_date} />
          <DateField label="End Date" w="100%" value={v.end_date} onChange={set('end_date')} error={errors.end_date} clearable />
          <TextInput label="Project Location" required value={v.place} onChange={text('place')} error={errors.place} />
          <TextInput label="Organization" value={v.organization} onChange={text('organization')} />
        </SimpleGrid>
        <Textarea label="Tender Info" autosize minRows={2} value={v.qoutation} onChange={text('qoutation')} />
        <Textarea label="Comments" autosize minRows={2} value={v.remarks} onChange={text('remarks')} />
        <FormButtons busy={busy} label="Submit" onCancel={onCancel} />
      </Stack>
    </form>
  );
}
