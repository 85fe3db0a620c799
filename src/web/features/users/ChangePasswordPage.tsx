// The signed-in user changes their own password. Every other sign-in of theirs ends; this device
// gets a new token and stays signed in.
import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { errorMessage, tokenStore, ApiError } from '../../components/api';
import { call } from '../../components/client';
import { usersApi } from '../../app/queryKeys/users';
import { notifySuccess } from '../../components/notify';

const RULE = 'At least 8 characters; not your email, not a common password.';

export default function ChangePasswordPage() {
  const [v, setV] = useState({ current: '', pass: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof v, string>>>({});
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const set = (k: keyof typeof v) => (e: React.ChangeEvent<HTMLInputElement>) => setV({ ...v, [k]: e.currentTarget.value });
  const mismatch = v.confirm !== '' && v.pass !== v.confirm;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errs: typeof errors = {};
    if (!v.current) errs.current = 'Current password is required';
    if (!v.pass) errs.pass = 'New password is required';
    if (!v.confirm) errs.confirm = 'Please enter confirm password';
    else if (v.pass !== v.confirm) errs.confirm = 'Password did not matched!!';
    setErrors(errs);
    if (Object.keys(errs).length) return;
    setBusy(true);
    setServerError(undefined);
    try {
      const res = await call(usersApi.changePassword, { body: { current: v.current, pass: v.pass } });
      tokenStore.set(res.token);
      notifySuccess('Password changed. Every other sign-in has ended.');
      navigate('/dashboard-selection');
    } catch (err) {
      if (err instanceof ApiError && (err.field === 'current' || err.field === 'pass')) setErrors({ [err.field]: err.message });
      else setServerError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={420}>
        <Title order={3}>Change Password</Title>
        <Text size="sm" c="dimmed">
          Changing your password signs you out on every other device.
        </Text>
        <PasswordInput label="Current Password" required autoComplete="current-password" value={v.current} onChange={set('current')} error={errors.current} autoFocus />
        <PasswordInput label="New Password" required autoComplete="new-password" description={RULE} value={v.pass} onChange={set('pass')} error={errors.pass} />
        <PasswordInput
          label="Confirm Password"
          required
          autoComplete="new-password"
          value={v.confirm}
          onChange={set('confirm')}
          error={errors.confirm ?? (mismatch ? 'Password did not matched!!' : undefined)}
        />
        {serverError && <Alert color="red">{serverError}</Alert>}
        <Group>
          <Button type="submit" loading={busy} disabled={mismatch}>
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
