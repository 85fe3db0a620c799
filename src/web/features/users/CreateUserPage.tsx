import { Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { UserForm } from './UserForm';
import { createUser } from './api';
import { notifySuccess } from '../../components/notify';
import { afterWrite } from '../../app/queryKeys';

export default function CreateUserPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  return (
    <Stack>
      <Title order={3}>Create User</Title>
      <UserForm
        mode="create"
        initial={{ name: '', email: '', pass: '', confirm: '', role: 'user' }}
        onSubmit={async (v) => {
          await createUser({ name: v.name, email: v.email, pass: v.pass, role: v.role });
          notifySuccess('User created successfully');
          await afterWrite(qc, 'user');
          navigate('/users/manage-user');
        }}
      />
    </Stack>
  );
}
