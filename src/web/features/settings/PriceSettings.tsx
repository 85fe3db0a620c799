// On the Company Profile page (admins): what a bill line below a model's minimum price needs.
import { Alert, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../components/api';
import { useSettingSave } from '../../components/useSettingSave';
import type { PriceSettings as Settings } from '../../../contracts/finder';
import { settingKeys } from '../../app/queryKeys';
import { call } from '../../components/client';
import { finderApi } from '../../app/queryKeys/catalogue';

export function PriceSettings() {
  const qc = useQueryClient();
  const settings = useQuery({ queryKey: settingKeys.prices, queryFn: () => call(finderApi.getPriceSettings) });
  const { busy, error, change } = useSettingSave(
    (below: Settings['below_min_price']) => call(finderApi.putPriceSettings, { body: { below_min_price: below } }),
    (saved) => qc.setQueryData(settingKeys.prices, saved),
  );
  return (
    <Stack gap="xs" mt="xl">
      <Title order={4}>Prices below the minimum</Title>
      <Text size="sm" c="dimmed">
        A model may have a minimum price (Product Management &gt; Model). A bill line below it is refused to users; an admin may sell below it unless no one
        may.
      </Text>
      <SegmentedControl
        w={320}
        aria-label="Prices below the minimum"
        data={[
          { value: 'admin_only', label: 'Admin only' },
          { value: 'refuse', label: 'Refuse' },
        ]}
        value={settings.data?.below_min_price ?? 'admin_only'}
        disabled={!settings.data || busy}
        onChange={(v) => void change(v as Settings['below_min_price'])}
      />
      {(error || settings.error) && <Alert color="red">{error ?? errorMessage(settings.error)}</Alert>}
    </Stack>
  );
}
