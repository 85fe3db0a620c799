// Issue 42, item 11: what a payment that would take cash in hand below zero does (Company Profile page).
import { Alert, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../components/api';
import { useSettingSave } from '../../components/useSettingSave';
import { call, callQuery } from '../../components/client';
import { creditApi, settingKeys } from '../../app/queryKeys/settings';

type NegativeCash = 'warn' | 'refuse';

export function CashSettings() {
  const qc = useQueryClient();
  const s = useQuery(callQuery(settingKeys.cash, creditApi.getCashSetting, {}));
  const { busy, error, change } = useSettingSave(
    (v: NegativeCash) => call(creditApi.putCashSetting, { body: { negative_cash: v } }),
    (saved) => qc.setQueryData(settingKeys.cash, saved),
  );
  return (
    <Stack gap="xs" mt="xl">
      <Title order={4}>Cash in hand</Title>
      <SegmentedControl
        aria-label="When cash would go below zero"
        w={320}
        data={[
          { value: 'warn', label: 'Warn' },
          { value: 'refuse', label: 'Refuse' },
        ]}
        value={s.data?.negative_cash ?? 'warn'}
        disabled={!s.data || busy}
        onChange={(v) => void change(v as NegativeCash)}
      />
      <Text size="sm" c="dimmed">
        {s.data?.negative_cash === 'refuse'
          ? 'A payment that would take cash in hand below zero is refused.'
          : 'A payment that would take cash in hand below zero is saved, with a warning to whoever saved it.'}
      </Text>
      {(error || s.error) && <Alert color="red">{error ?? errorMessage(s.error)}</Alert>}
    </Stack>
  );
}
