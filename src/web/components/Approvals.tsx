// Issue 39, finding 1: an admin approves clerks' bills from their own sign-in. The header's bell (admins
// only) counts the requests waiting; it opens the list with Approve and Refuse, and a generator of
// one-time codes (6 digits, 10 minutes, one bill) to read out to a clerk at the counter.
import { useState } from 'react';
import { ActionIcon, Button, Code, Group, Indicator, Modal, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { money } from './format';
import { useIsAdmin } from '../app/auth';
import { call } from './client';
import { creditApi } from '../app/queryKeys/settings';
import { afterWrite, approvalKeys } from '../app/queryKeys';

const KEY = approvalKeys.all;

function ApprovalsPanel() {
  const qc = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: () => call(creditApi.approvalRequests) });
  const [code, setCode] = useState<{ code: string; expires_at: string }>();
  const [error, setError] = useState<string>();
  const decide = async (id: number, how: 'approve' | 'refuse') => {
    setError(undefined);
    try {
      if (how === 'approve') await call(creditApi.approveRequest, { params: { id } });
      else await call(creditApi.refuseRequest, { params: { id } });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    }
    await afterWrite(qc, 'approval');
  };
  const generate = async () => {
    setError(undefined);
    try {
      setCode(await call(creditApi.approvalCode));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    }
  };
  const rows = list.data?.data ?? [];
  return (
    <Stack gap="sm">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No bill is waiting for approval.
        </Text>
      ) : (
        <Table striped aria-label="Bills waiting for approval">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Customer</Table.Th>
              <Table.Th>Bill</Table.Th>
              <Table.Th>Why</Table.Th>
              <Table.Th>Asked by</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.id}</Table.Td>
                <Table.Td>{r.party ?? ''}</Table.Td>
                <Table.Td>{money(r.amount)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{r.reason}</Text>
                </Table.Td>
                <Table.Td>{r.requested_by}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="xs" color="green" onClick={() => void decide(r.id, 'approve')} aria-label={`Approve request ${r.id}`}>
                      Approve
                    </Button>
                    <Button size="xs" variant="default" onClick={() => void decide(r.id, 'refuse')} aria-label={`Refuse request ${r.id}`}>
                      Refuse
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="space-between" align="center">
        <Text size="sm">A one-time code approves one bill a clerk types it for, within 10 minutes.</Text>
        <Button variant="light" onClick={() => void generate()}>
          Generate code
        </Button>
      </Group>
      {code && (
        <Text size="sm" data-testid="approval-code">
          Code <Code fz="lg">{code.code}</Code> valid until {new Date(code.expires_at).toLocaleTimeString()}
        </Text>
      )}
      {error && (
        <Text c="red" size="sm" role="status">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** The header's bell for admins: the number of bills waiting, and the list behind it. */
export function ApprovalsButton() {
  const isAdmin = useIsAdmin();
  const [open, setOpen] = useState(false);
  const pending = useQuery({
    queryKey: KEY,
    queryFn: () => call(creditApi.approvalRequests),
    enabled: isAdmin,
    refetchInterval: 15_000,
  });
  if (!isAdmin) return null;
  const n = pending.data?.data.length ?? 0;
  const label = n ? `Approvals (${n} waiting)` : 'Approvals';
  return (
    <>
      <Tooltip label={label}>
        <Indicator label={n} size={16} disabled={!n} color="red">
          <ActionIcon variant="default" size="lg" aria-label={label} onClick={() => setOpen(true)}>
            <IconBell size={18} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <Modal opened={open} onClose={() => setOpen(false)} title="Approvals" size="xl">
        {open && <ApprovalsPanel />}
      </Modal>
    </>
  );
}
