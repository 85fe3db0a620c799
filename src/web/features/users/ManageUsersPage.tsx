import { ActionIcon, Badge, Button, Group, Pagination, Select, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { deleteUser, updateUser, type User } from './api';
import { modals } from '@mantine/modals';
import { confirmDelete } from '../../components/confirm';
import { DeleteAction, EditAction } from '../../components/RowActions';
import { notifyError, notifySuccess } from '../../components/notify';
import { useMe } from '../../app/auth';
import { useUrlNumber } from '../../components/useUrlState';
import { afterWrite, usersQueries } from '../../app/queryKeys';

const PAGE_SIZES = ['5', '10', '25'];

export default function ManageUsersPage() {
  // the page and its size are kept in the address: Back and a reload return to them
  const [size, setSize] = useUrlNumber('size', 5);
  const [page, setPage] = useUrlNumber('page', 1);
  const users = useQuery(usersQueries.list);
  const me = useMe();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: (id: number) => deleteUser(id),
    onSuccess: () => {
      notifySuccess('Deleted successfully!');
      void afterWrite(qc, 'user');
    },
    onError: (e) => notifyError(e, 'Delete failed'),
  });
  const setActive = useMutation({
    mutationFn: (u: { id: number; active: boolean }) => updateUser(u.id, { active: u.active }),
    onSuccess: (_r, u) => {
      notifySuccess(u.active ? 'User reactivated' : 'User deactivated: every sign-in of theirs has ended');
      void afterWrite(qc, 'user');
    },
    onError: (e) => notifyError(e, 'Update failed'),
  });
  const askActive = (u: User) =>
    modals.openConfirmModal({
      title: u.active === false ? 'Reactivate user' : 'Deactivate user',
      children: (
        <Text size="sm">
          {u.active === false
            ? `${u.email} will be able to sign in again.`
            : `${u.email} will be signed out everywhere and cannot sign in until reactivated. Their documents and history stay.`}
        </Text>
      ),
      labels: { confirm: u.active === false ? 'Reactivate' : 'Deactivate', cancel: 'Cancel' },
      confirmProps: { color: u.active === false ? 'teal' : 'red' },
      onConfirm: () => setActive.mutate({ id: u.id, active: u.active === false }),
    });
  const all = users.data ?? [];
  const pages = Math.max(1, Math.ceil(all.length / size));
  const rows = all.slice((page - 1) * size, page * size);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>Manage Users</Title>
        <Button component={Link} to="/users/create-user">
          Create User
        </Button>
      </Group>
      <Table striped highlightOnHover withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sl No</Table.Th>
            <Table.Th>User Role</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((u: User, i) => (
            <Table.Tr key={u.id}>
              <Table.Td>{(page - 1) * size + i + 1}</Table.Td>
              <Table.Td>{u.role}</Table.Td>
              <Table.Td>{u.name}</Table.Td>
              <Table.Td>{u.email}</Table.Td>
              <Table.Td>
                {u.active === false ? (
                  <Badge color="gray" variant="light">
                    Deactivated
                  </Badge>
                ) : (
                  <Badge color="teal" variant="light">
                    Active
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <EditAction name={u.email} onClick={() => navigate('/users/update-user', { state: { user: u } })} />
                  {u.id !== me.data?.id && (
                    <Tooltip label={u.active === false ? 'Reactivate' : 'Deactivate'}>
                      <ActionIcon
                        variant="subtle"
                        color={u.active === false ? 'teal' : 'orange'}
                        aria-label={`${u.active === false ? 'Reactivate' : 'Deactivate'} ${u.email}`}
                        onClick={() => askActive(u)}
                      >
                        {u.active === false ? <IconUserCheck size={16} /> : <IconUserOff size={16} />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                  {u.id !== me.data?.id && (
                    <DeleteAction name={u.email} onClick={() => confirmDelete('Are you sure you want to delete this user?', () => remove.mutate(u.id))} />
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!users.isLoading && rows.length === 0 && (
        <Text c="dimmed" ta="center">
          There are no more users
        </Text>
      )}
      <Group justify="space-between">
        <Select
          aria-label="Rows per page"
          data={PAGE_SIZES}
          value={String(size)}
          onChange={(v) => {
            setSize(Number(v ?? 5));
            setPage(1);
          }}
          w={90}
          allowDeselect={false}
        />
        <Pagination total={pages} value={page} onChange={setPage} />
      </Group>
    </Stack>
  );
}
