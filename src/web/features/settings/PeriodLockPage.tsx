// The period lock: an admin closes the books up to a date; anything dated on or before it is refused.
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { DateField } from '../../components/DateField';

import { useSettingSave } from '../../components/useSettingSave';
import { displayDate } from '../../components/format';
import { afterWrite, settingKeys } from '../../app/queryKeys';
import { call } from '../../components/client';
import { auditApi } from '../../app/queryKeys/settings';

export default function PeriodLockPage() {
  const lock = useQuery({ queryKey: settingKeys.periodLock, queryFn: () => call(auditApi.getPeriodLock) });
  const qc = useQueryClient();
  const [date, setDate] = useState('');
  const {
    busy,
    error,
    change: save,
  } = useSettingSave(async (value: string | null) => {
    await call(auditApi.putPeriodLock, { body: { locked_until: value } });
    await afterWrite(qc, 'periodLock');
  });
  useEffect(() => {
    if (lock.data) setDate(lock.data.locked_until ?? '');
  }, [lock.data]);
  const current = lock.data?.locked_until;
  return (
    <Stack maw={560}>
      <PageHeader title="Period Lock" />
      <Text>
        {current ? (
          <>
            The books are closed up to <b>{displayDate(current)}</b>: no document, voucher, edit or delete dated on or before it is accepted.
          </>
        ) : (
          'The books are open: every date is accepted.'
        )}
      </Text>
      <Group align="end">
        <DateField label="Close the books up to" value={date} onChange={setDate} />
        <Button onClick={() => save(date || null)} disabled={!date} loading={busy}>
          Save
        </Button>
        {current && (
          <Button variant="default" onClick={() => save(null)} disabled={busy}>
            Open the books
          </Button>
        )}
      </Group>
      {error && <Alert color="red">{error}</Alert>}
    </Stack>
  );
}
