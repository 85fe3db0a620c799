// Issue 42, item 14: the company logo on the letterhead of every printed document (Company Profile).
// The image is kept on the server as a data URL of at most 300 KB (PUT /company/logo).
import { useState } from 'react';
import { Alert, Button, FileButton, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../components/client';
import { errorMessage } from '../../components/api';
import { afterWrite, settingKeys, settingsQueries, systemApi } from '../../app/queryKeys';

const MAX_BYTES = 300 * 1024;

const asDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(new Error('The file cannot be read'));
    r.readAsDataURL(file);
  });

export function LogoSettings() {
  const qc = useQueryClient();
  const logo = useQuery(settingsQueries.logo);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (value: string | null) => {
    setBusy(true);
    setError(null);
    try {
      const saved = await call(systemApi.putCompanyLogo, { body: { logo: value } });
      qc.setQueryData(settingKeys.logo, saved);
      await afterWrite(qc, 'logo');
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const pick = async (file: File | null) => {
    if (!file) return;
    if (!/^image\/(png|jpeg|webp|svg\+xml)$/.test(file.type)) return setError('Choose a PNG, JPEG, WebP or SVG image');
    if (file.size > MAX_BYTES) return setError(`The logo must be at most 300 KB (this one is ${Math.ceil(file.size / 1024)} KB)`);
    await save(await asDataUrl(file));
  };
  const current = logo.data?.logo ?? null;
  return (
    <Stack gap="xs" mt="xl" data-testid="logo-settings">
      <Title order={4}>Logo</Title>
      <Group gap="md" align="center">
        {current ? (
          <Image src={current} alt="Company logo" h={64} w="auto" fit="contain" />
        ) : (
          <Text size="sm" c="dimmed">
            No logo yet
          </Text>
        )}
        <FileButton onChange={(f) => void pick(f)} accept="image/png,image/jpeg,image/webp,image/svg+xml">
          {(props) => (
            <Button {...props} variant="default" loading={busy}>
              {current ? 'Change logo' : 'Upload logo'}
            </Button>
          )}
        </FileButton>
        {current && (
          <Button variant="subtle" color="red" disabled={busy} onClick={() => void save(null)}>
            Remove logo
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        Printed at the top left of the letterhead on bills, receipts and reports. PNG, JPEG, WebP or SVG, at most 300 KB.
      </Text>
      {error && <Alert color="red">{error}</Alert>}
    </Stack>
  );
}
