// On the Company Profile page (admins): whether plain users may take backups from the header button.
import { Alert, Stack, Switch, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../components/api';
import { call } from '../../components/client';
import { useSettingSave } from '../../components/useSettingSave';
import { settingKeys, settingsQueries, systemApi } from '../../app/queryKeys';

export function BackupSettings() {
  const qc = useQueryClient();
  const settings = useQuery(settingsQueries.backupSettings);
  const { busy, error, change } = useSettingSave(
    (usersMayBackup: boolean) => call(systemApi.patchBackupSettings, { body: { users_may_backup: usersMayBackup } }),
    (saved) => qc.setQueryData(settingKeys.backups, saved),
  );
  return (
    <Stack gap="xs" mt="xl">
      <Title order={4}>Backups</Title>
      <Switch
        label="Users may take backups"
        description="Off: only admins can take a backup. A user's backup carries no passwords: users restored from it need a password reset by an admin."
        checked={settings.data?.users_may_backup ?? false}
        disabled={!settings.data || busy}
        onChange={(e) => void change(e.currentTarget.checked)}
      />
      {(error || settings.error) && <Alert color="red">{error ?? errorMessage(settings.error)}</Alert>}
    </Stack>
  );
}
