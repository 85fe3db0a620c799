// Backups (admin): the daily backup's settings (on or off, time of day, how many to keep), a backup
// taken now, and the files kept on the server, each to download.
import { useEffect, useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { IconDatabaseExport, IconDownload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { call } from '../../components/client';
import { downloadFile } from '../../components/ExportButtons';
import { displayDate, displayTime } from '../../components/format';
import { notifyError, notifySuccess } from '../../components/notify';
import type { BackupSchedule } from '../../../contracts/scheduledBackups';
import { backupKeys, settingsQueries, systemApi } from '../../app/queryKeys';

const KEY = backupKeys.scheduled;
const size = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);

export default function BackupsPage() {
  const client = useQueryClient();
  const q = useQuery(settingsQueries.scheduledBackups);
  const [form, setForm] = useState<BackupSchedule | null>(null);
  const [saving, setSaving] = useState(false);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (q.data && !form) setForm(q.data.schedule);
  }, [q.data, form]);

  const save = async () => {
    if (!form) return;
    setSaving(true);
    try {
      client.setQueryData(KEY, await call(systemApi.backupsSchedule, { body: form }));
      notifySuccess('Backup schedule saved');
    } catch (e) {
      notifyError(e);
    } finally {
      setSaving(false);
    }
  };
  const runNow = async () => {
    setRunning(true);
    try {
      client.setQueryData(KEY, await call(systemApi.backupsScheduledRun));
      notifySuccess('Backup taken');
    } catch (e) {
      notifyError(e);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Stack>
      <PageHeader title="Backups">
        <Button leftSection={<IconDatabaseExport size={16} />} onClick={runNow} loading={running}>
          Take a backup now
        </Button>
      </PageHeader>
      {q.isError && <Alert color="red">{(q.error as Error).message}</Alert>}
      {form && (
        <Paper withBorder p="md">
          <Title order={5} mb="sm">
            Daily backup
          </Title>
          <Group align="end">
            <Switch label="Take a backup every day" checked={form.enabled} onChange={(e) => setForm({ ...form, enabled: e.currentTarget.checked })} mb={8} />
            <TextInput type="time" label="At (Dhaka time)" value={form.time} onChange={(e) => setForm({ ...form, time: e.currentTarget.value })} w={140} />
            <NumberInput label="Backups to keep" min={1} max={365} value={form.keep} onChange={(v) => setForm({ ...form, keep: Number(v) || 1 })} w={150} />
            <Button onClick={save} loading={saving}>
              Save
            </Button>
          </Group>
          <Text size="sm" c="dimmed" mt="xs">
            Written to the server&apos;s backup folder; the oldest beyond the number kept are deleted.{' '}
            {q.data?.lastDate ? `Last taken on schedule: ${displayDate(q.data.lastDate)}.` : ''}
          </Text>
        </Paper>
      )}
      <Paper withBorder p="md">
        <Title order={5} mb="sm">
          Backups on the server
        </Title>
        {q.data && q.data.files.length === 0 ? (
          <Text c="dimmed">No backups yet</Text>
        ) : (
          <Table striped withTableBorder data-testid="backup-files">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>File</Table.Th>
                <Table.Th>Taken</Table.Th>
                <Table.Th ta="right">Size</Table.Th>
                <Table.Th w={140} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.data?.files.map((f) => (
                <Table.Tr key={f.name}>
                  <Table.Td>{f.name}</Table.Td>
                  <Table.Td>
                    {displayDate(new Date(new Date(f.created_at).getTime() + 6 * 3600_000).toISOString().slice(0, 10))} {displayTime(f.created_at)}
                  </Table.Td>
                  <Table.Td ta="right">{size(f.size)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconDownload size={14} />}
                      onClick={() => downloadFile('GET', `/backups/scheduled/${f.name}`).catch((e) => notifyError(e))}
                    >
                      Download
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </Stack>
  );
}
