// Where a user sees the devices signed in as them and signs any of them out; an admin can switch to
// everyone's sign-ins. Ending this device's own sign-in signs it out here too.
import { useState } from 'react';
import { Badge, Button, Card, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLogout, useMe } from '../../app/auth';
import { QueryState } from '../../components/QueryState';
import { notifyError, notifySuccess } from '../../components/notify';
import { endSignIn, type SignIn } from './api';
import { afterWrite, usersQueries } from '../../app/queryKeys';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { timeZone: 'Asia/Dhaka', day: '2-digit', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });

export default function SessionsPage() {
  const me = useMe().data;
  const isAdmin = me?.role === 'admin';
  const [all, setAll] = useState(false);
  const list = useQuery(usersQueries.signIns(all));
  const qc = useQueryClient();
  const logout = useLogout();
  const end = useMutation({
    mutationFn: (s: SignIn) => endSignIn(s.id),
    onSuccess: (_r, s) => {
      if (s.current) return void logout();
      notifySuccess('Signed out on that device');
      afterWrite(qc, 'session');
    },
    onError: (e) => notifyError(e, 'Could not end the sign-in'),
  });
  const ask = (s: SignIn) =>
    modals.openConfirmModal({
      title: s.current ? 'Sign out on this device' : 'End this sign-in',
      children: (
        <Text size="sm">
          {s.current ? 'You will be signed out here.' : `${s.device} (${s.address || 'address unknown'}) will be signed out at its next step${s.userId !== me?.id ? `: ${s.email}` : ''}.`}
        </Text>
      ),
      labels: { confirm: s.current ? 'Sign out' : 'End sign-in', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => end.mutate(s),
    });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>Signed-in Devices</Title>
        {isAdmin && (
          <SegmentedControl
            value={all ? 'all' : 'mine'}
            onChange={(v) => setAll(v === 'all')}
            data={[
              { value: 'mine', label: 'Mine' },
              { value: 'all', label: 'Everyone' },
            ]}
          />
        )}
      </Group>
      <Text size="sm" c="dimmed">
        Every device where {all ? 'someone is' : 'you are'} signed in. Ending a sign-in signs that device out at its next step; a lost phone or a shared
        computer is dealt with here.
      </Text>
      <QueryState query={list} chosen unchosen="" variant="alert">
        {(rows) => (
          <Card withBorder p={0}>
            <Table.ScrollContainer minWidth={360}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    {all && <Table.Th>User</Table.Th>}
                    <Table.Th>Device</Table.Th>
                    <Table.Th>Address</Table.Th>
                    <Table.Th visibleFrom="sm">Signed in</Table.Th>
                    <Table.Th>Last seen</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((s) => (
                    <Table.Tr key={s.id}>
                      {all && (
                        <Table.Td>
                          {s.userName} <Text span size="xs" c="dimmed">{s.email}</Text>
                        </Table.Td>
                      )}
                      <Table.Td>
                        {s.device} {s.current && <Badge size="sm" variant="light">This device</Badge>}
                      </Table.Td>
                      <Table.Td>{s.address || '-'}</Table.Td>
                      <Table.Td visibleFrom="sm">{when(s.createdAt)}</Table.Td>
                      <Table.Td>{when(s.lastSeen)}</Table.Td>
                      <Table.Td ta="right">
                        <Button size="xs" variant="light" color="red" onClick={() => ask(s)} aria-label={`End sign-in: ${s.device}, ${s.address}`}>
                          {s.current ? 'Sign out' : 'End'}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        )}
      </QueryState>
    </Stack>
  );
}
