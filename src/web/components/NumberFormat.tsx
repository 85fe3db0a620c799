// Issue 24, item 7: how amounts are grouped on screens and printed pages. On the Company Profile page
// (admins) the choice; in the header, the sync that reads the company's setting for every screen.
import { useEffect } from 'react';
import { Alert, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from './api';
import { money, numberGrouping, setNumberGrouping } from './format';
import { useSettingSave } from './useSettingSave';
import type { NumberGrouping } from '../../contracts/credit';
import { settingKeys } from '../app/queryKeys';

type Settings = { number_grouping: NumberGrouping };
const KEY = settingKeys.numberFormat;

/**
 * Reads the company's grouping once per sign-in and applies it; when this browser had another one
 * remembered, the page is drawn again with the right one (a reload, once).
 */
export function NumberFormatSync() {
  const s = useQuery({ queryKey: KEY, queryFn: () => api.get<Settings>('/number_format'), staleTime: 5 * 60_000 });
  useEffect(() => {
    if (s.data && setNumberGrouping(s.data.number_grouping)) window.location.reload();
  }, [s.data]);
  return null;
}

export function NumberFormatSettings() {
  const qc = useQueryClient();
  const s = useQuery({ queryKey: KEY, queryFn: () => api.get<Settings>('/number_format') });
  const { busy, error, change } = useSettingSave(
    (g: NumberGrouping) => api.put<Settings>('/number_format', { number_grouping: g }),
    (saved) => (setNumberGrouping(saved.number_grouping) ? window.location.reload() : qc.setQueryData(KEY, saved)),
  );
  return (
    <Stack gap="xs" mt="xl">
      <Title order={4}>Amounts</Title>
      <SegmentedControl
        aria-label="Digit grouping"
        w={320}
        data={[
          { value: 'lakh', label: 'Lakh / crore' },
          { value: 'western', label: 'Western' },
        ]}
        value={s.data?.number_grouping ?? numberGrouping()}
        disabled={!s.data || busy}
        onChange={(v) => void change(v as NumberGrouping)}
      />
      <Text size="sm" c="dimmed">
        Amounts on screens and printed pages read {money(12345678)}.
      </Text>
      {(error || s.error) && <Alert color="red">{error ?? errorMessage(s.error)}</Alert>}
    </Stack>
  );
}
