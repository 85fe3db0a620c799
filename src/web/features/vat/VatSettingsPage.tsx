// VAT settings (admin): registration on or off (off: nothing changes anywhere), the company's BIN,
// the default rate, whether sale prices are entered with VAT in them, and who signs the Mushak forms.
import { useEffect, useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { errorMessage } from '../../components/api';
import { call } from '../../components/client';
import { notifySuccess } from '../../components/notify';
import type { VatSettings } from '../../../contracts/vat';
import { afterWrite, vatApi } from '../../app/queryKeys';
import { queryOf, vatSettingsRead } from '../../components/reads';

export const useVatSettings = () => useQuery(queryOf(vatSettingsRead));

export default function VatSettingsPage() {
  const q = useVatSettings();
  const qc = useQueryClient();
  const [v, setV] = useState<VatSettings | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string }>();
  useEffect(() => {
    if (q.data) setV(q.data);
  }, [q.data]);
  if (!v) return <Text>Loading...</Text>;
  const fieldError = (f: string) => (error?.field === f ? error.message : undefined);
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await call(vatApi.putVatSettings, { body: { ...v, bin: v.bin || undefined } });
      await afterWrite(qc, 'vatSettings');
      notifySuccess(v.vat_registered ? 'VAT is on: bills are taxed and numbered as Mushak 6.3 tax invoices' : 'VAT settings saved');
    } catch (err) {
      const field = (err as { field?: string }).field;
      setError({ message: errorMessage(err), field });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack maw={640}>
      <PageHeader title="VAT Settings" />
      <Paper withBorder p="md" component="form" onSubmit={save} noValidate>
        <Stack>
          <Switch
            label="This business is VAT-registered"
            description="Off: bills carry no VAT and every screen works as before. On: each bill line takes its VAT and SD, and a bill is a Mushak 6.3 tax invoice."
            checked={v.vat_registered}
            onChange={(e) => setV({ ...v, vat_registered: e.currentTarget.checked })}
          />
          <TextInput
            label="Business Identification Number (BIN)"
            description="13 digits"
            value={v.bin ?? ''}
            onChange={(e) => setV({ ...v, bin: e.currentTarget.value.trim() })}
            required={v.vat_registered}
            error={fieldError('bin')}
            maxLength={16}
          />
          <NumberInput
            label="Default VAT rate (%)"
            description="For models and categories without a rate of their own"
            value={v.default_rate}
            onChange={(x) => setV({ ...v, default_rate: Number(x) })}
            min={0}
            max={100}
            decimalScale={2}
            error={fieldError('default_rate')}
            w={200}
          />
          <Switch
            label="Sale prices are entered with VAT in them (VAT-inclusive)"
            checked={v.prices_inclusive}
            onChange={(e) => setV({ ...v, prices_inclusive: e.currentTarget.checked })}
          />
          <Group grow>
            <TextInput label="Signed by (officer-in-charge)" value={v.signatory_name} onChange={(e) => setV({ ...v, signatory_name: e.currentTarget.value })} />
            <TextInput label="Designation" value={v.signatory_designation} onChange={(e) => setV({ ...v, signatory_designation: e.currentTarget.value })} />
          </Group>
          {error && !error.field && <Alert color="red">{error.message}</Alert>}
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              Save
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
