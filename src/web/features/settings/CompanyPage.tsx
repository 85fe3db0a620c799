import { useEffect, useState } from 'react';
import { Alert, Button, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../components/client';
import { useSettingSave } from '../../components/useSettingSave';
import { useCompany } from '../../components/useCompany';
import type { Company } from '../../../contracts/company';
import { BackupSettings } from './BackupSettings';
import { PriceSettings } from './PriceSettings';
import { DateFormatSettings, NumberFormatSettings } from './NumberFormatSettings';
import { CashSettings } from './CashSettings';
import { LogoSettings } from './LogoSettings';
import { afterWrite, systemApi } from '../../app/queryKeys';

export default function CompanyPage() {
  const company = useCompany();
  const qc = useQueryClient();
  const [v, setV] = useState<Company>();
  const { busy, error, change } = useSettingSave(async (company: Company) => {
    await call(systemApi.patchCompany, { body: company });
    await afterWrite(qc, 'company');
  });
  useEffect(() => {
    if (company.data && !v) setV(company.data);
  }, [company.data, v]);
  if (!v) return null;
  const set = (k: keyof Company) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setV({ ...v, [k]: e.currentTarget.value });
  const save = (e: React.FormEvent) => {
    e.preventDefault();
    void change(v);
  };
  return (
    <Stack component="form" onSubmit={save} maw={560}>
      <Title order={3}>Company Profile</Title>
      <TextInput label="Company name" required value={v.name} onChange={set('name')} />
      <TextInput label="Code (used in document numbers, e.g. INV-CODE-2026-100001)" required value={v.code} onChange={set('code')} />
      <Textarea label="Address" value={v.address} onChange={set('address')} />
      <TextInput label="Phone" value={v.phone} onChange={set('phone')} />
      <TextInput label="Email" value={v.email} onChange={set('email')} />
      {error && <Alert color="red">{error}</Alert>}
      <Button type="submit" loading={busy} w={120}>
        Save
      </Button>
      <LogoSettings />
      <NumberFormatSettings />
      <DateFormatSettings />
      <CashSettings />
      <BackupSettings />
      <PriceSettings />
    </Stack>
  );
}
