import { Alert, Stack, Title } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { UserForm } from './UserForm';
import { updateUser, type User } from './api';
import { notifySuccess } from '../../components/notify';
import { afterWrite } from '../../app/queryKeys';

export default function UpdateUserPage() {
  const user = (useLocation().state as { user?: User } | null)?.user;
  const navigate = useNavigate();
  const qc = useQueryClient();
  if (!user) {
    return (
      <Alert color="yellow" title="No user chosen">
        Open this screen from the <Link to="/users/manage-user">user list</Link>.
      </Alert>
    );
  }
  return (
    <Stack>
      <Title order={3}>Update User</Title>
      <UserForm
        mode="update"
        initial={{ name: user.name, email: user.email, pass: '', confirm: '', role: user.role }}
        onSubmit={async (v) => {
          const changes: Record<string, string> = {};
          if (v.name !== user.name) changes.name = v.name;
          if (v.email !== user.email) changes.email = v.email;
          if (v.role !== user.role) changes.role = v.role;
          if (v.pass) changes.pass = v.pass;
          await updateUser(user.id, changes);
          notifySuccess('Update Successfully');
          await afterWrite(qc, 'user');
          navigate('/users/manage-user');
        }}
      />
    </Stack>
  );
}
