// The Add and Edit investor form (in a modal). Only the name is checked ("name is required"); phone
// and contact info carry the browser's required flag, as the spec's form did.
import { useState } from 'react';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { ApiError } from '../../components/api';
import { INVESTOR_MESSAGES, type InvestorFormValues } from './api';
import { FormButtons } from '../../components/FormButtons';
import { useSaving } from '../../components/useSaving';

export function InvestorForm({
  initial,
  onSubmit,
  onCancel,
}: {
  initial: InvestorFormValues;
  onSubmit: (v: InvestorFormValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [v, setV] = useState(initial);
  const [nameError, setNameError] = useState<string>();
  const { busy, run } = useSaving();
  const set = (k: keyof InvestorFormValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = e.currentTarget.value;
    setV((cur) => ({ ...cur, [k]: value }));
    if (k === 'name') setNameError(undefined);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!v.name.trim()) return setNameError(INVESTOR_MESSAGES.nameRequired);
    await run(
      () => onSubmit(v),
      'Something went wrong',
      (err) => {
        if (err instanceof ApiError && err.field === 'name') setNameError(err.message);
      },
    );
  };

  return (
    <form onSubmit={submit}>
      <Stack>
        <TextInput label="Name" withAsterisk value={v.name} onChange={set('name')} error={nameError} autoFocus data-autofocus />
        <TextInput label="Email" type="email" value={v.email} onChange={set('email')} />
        <TextInput label="Phone" required value={v.phone} onChange={set('phone')} />
        <Textarea label="Contact Info" required autosize minRows={2} value={v.contact_info} onChange={set('contact_info')} />
        <FormButtons busy={busy} label="Submit" onCancel={onCancel} />
      </Stack>
    </form>
  );
}
