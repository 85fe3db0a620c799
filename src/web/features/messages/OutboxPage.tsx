// The outbox: every message to customers, newest first, by state (queued, sending, sent, failed),
// with the provider's reply or the error, and "Resend" on a sent or failed one (admins).
import { useState } from 'react';
import { Alert, Badge, Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { call } from '../../components/client';
import { errorMessage } from '../../components/api';
import { notifyError, notifySuccess } from '../../components/notify';
import { useIsAdmin } from '../../app/auth';
import { messageKeys, messagesApi } from '../../app/queryKeys/messages';
import { afterWrite } from '../../app/queryKeys/afterWrite';

const COLORS: Record<string, string> = { queued: 'gray', sending: 'blue', sent: 'teal', failed: 'red' };
const PAGE = 50;

export default function OutboxPage() {
  const [state, setState] = useState('');
  const [offset, setOffset] = useState(0);
  const admin = useIsAdmin();
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: messageKeys.outbox(state, offset),
    queryFn: () => call(messagesApi.outbox, { query: { state: state || undefined, limit: PAGE, offset } }),
    refetchInterval: 5000,
  });
  const resend = async (id: number) => {
    try {
      notifySuccess((await call(messagesApi.resend, { params: { id } })).message);
      await afterWrite(qc, 'message');
    } catch (e) {
      notifyError(e);
    }
  };
  return (
    <Stack>
      <PageHeader title="Outbox" />
      <SegmentedControl
        w="fit-content"
        value={state}
        onChange={(v) => {
          setState(v);
          setOffset(0);
        }}
        data={[
          { value: '', label: 'All' },
          { value: 'queued', label: 'Queued' },
          { value: 'sent', label: 'Sent' },
          { value: 'failed', label: 'Failed' },
        ]}
      />
      {list.error && <Alert color="red">{errorMessage(list.error)}</Alert>}
      <Table.ScrollContainer minWidth={760}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Created</Table.Th>
              <Table.Th>To</Table.Th>
              <Table.Th>Message</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Reply</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data?.data.map((m) => (
              <Table.Tr key={m.id} data-testid="outbox-row">
                <Table.Td>
                  <Text size="sm">{new Date(m.created_at).toLocaleString('en-GB', { timeZone: 'Asia/Dhaka' })}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{m.party_name ?? ''}</Text>
                  <Text size="xs" c="dimmed">
                    {m.channel === 'sms' ? 'SMS' : 'Email'} · {m.recipient}
                  </Text>
                </Table.Td>
                <Table.Td maw={360}>
                  <Text size="sm" fw={500}>
                    {m.subject ?? m.template.replace('_', ' ')}
                  </Text>
                  <Text size="xs" lineClamp={2}>
                    {m.body ?? 'Written when sent'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={COLORS[m.state]}>{m.state}</Badge>
                  {m.attempts > 1 && <Text size="xs">{m.attempts} attempts</Text>}
                </Table.Td>
                <Table.Td maw={260}>
                  <Text size="xs" lineClamp={3}>
                    {m.provider_reply ?? m.error ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {admin && (m.state === 'sent' || m.state === 'failed') && (
                    <Button size="xs" variant="default" onClick={() => void resend(m.id)}>
                      Resend
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.data && !list.data.data.length && <Text c="dimmed">No messages.</Text>}
      <Group>
        <Button variant="default" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
          Newer
        </Button>
        <Button variant="default" disabled={!list.data || offset + PAGE >= list.data.total} onClick={() => setOffset(offset + PAGE)}>
          Older
        </Button>
        <Text size="sm">{list.data?.total === 1 ? '1 message' : `${list.data?.total ?? 0} messages`}</Text>
      </Group>
    </Stack>
  );
}
