import { useState } from 'react';
import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { tokenStore } from '../../components/api';
import { call } from '../../components/client';
import { usersApi } from '../../app/queryKeys/users';
import { notifyError } from '../../components/notify';
import { ThemeToggle } from '../../app/HeaderActions';
import { authKeys } from '../../app/queryKeys';
import { takeSignOutFailure } from '../../app/auth';

export default function LoginPage() {
  const [email, setEmail] = useState('');
  const [pass, setPass] = useState('');
  const [errors, setErrors] = useState<{ email?: string; pass?: string }>({});
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const qc = useQueryClient();
  // A sign-out whose server call failed: the local sign-in is gone, the server's may not be.
  const [signOutFailure] = useState(takeSignOutFailure);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errs = { email: email.trim() ? undefined : 'Email is required', pass: pass ? undefined : 'Password is required' };
    setErrors(errs);
    if (errs.email || errs.pass) return;
    setBusy(true);
    try {
      const res = await call(usersApi.login, { body: { email, pass } });
      tokenStore.set(res.token);
      qc.setQueryData(authKeys.me, res.user);
      const next = params.get('next');
      navigate(next && next.startsWith('/') && !next.startsWith('/login') ? next : '/dashboard-selection', { replace: true });
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w={380} component="form" onSubmit={submit} noValidate>
        <Stack>
          <Stack gap={2}>
            <Title order={2}>Sign in</Title>
            <Text c="dimmed" size="sm">
              Back office: stock, sales, purchases and books
            </Text>
          </Stack>
          {signOutFailure && (
            <Alert color="orange" title="Sign-out not confirmed" role="alert">
              {signOutFailure}
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={errors.email} data-autofocus autoFocus />
          <PasswordInput label="Password" autoComplete="current-password" value={pass} onChange={(e) => setPass(e.currentTarget.value)} error={errors.pass} />
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
          <Center>
            <ThemeToggle />
          </Center>
        </Stack>
      </Paper>
    </Center>
  );
}
