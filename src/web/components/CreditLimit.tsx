// Credit limits on the bill form (issue 24, item 4): the notice that warns as soon as the lines take
// the customer's due above their limit, and the admin's approval asked on the spot when the server
// refuses a bill for it (409, field approveOverLimit): the bill is sent again with the approval.
import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from './api';
import { money } from './format';
import { useDocId } from './useDocId';
import type { OverLimitApproval } from '../../contracts/credit';
import { OVER_LIMIT_FIELD } from '../../contracts/overLimitField';
import { partyKeys } from '../app/queryKeys';
import { call } from './client';
import { creditApi } from '../app/queryKeys/settings';

const round2 = (n: number) => Math.round(n * 100) / 100;

export function useCreditStatus(partyId: number | null | undefined, saleId?: number | null) {
  return useQuery({
    queryKey: partyKeys.credit(partyId, saleId ?? null),
    queryFn: () => call(creditApi.creditStatus, { query: { partyId: partyId!, saleId: saleId ?? undefined } }),
    enabled: !!partyId,
  });
}

/**
 * Under the bill's customer: their credit limit and the room left, and a warning once this bill
 * (`billDue`: its total less what is collected on it) takes the due above the limit. On the edit
 * screen (`editing`) the bill's own saved effect is left out of the due it starts from.
 */
export function CreditLimitNotice({ customerId, billDue, editing }: { customerId: number | null | undefined; billDue: number; editing?: boolean }) {
  const docId = useDocId();
  const status = useCreditStatus(customerId, editing ? docId : null).data;
  if (!customerId || !status || (status.credit_limit === null && !status.overdue)) return null;
  const after = round2(status.due + billDue);
  const limit = status.credit_limit;
  const over = limit !== null && after > limit && billDue > 0;
  const overdue = status.overdue > 0 ? ` · ${money(status.overdue)} overdue (credit days ${status.credit_days})` : '';
  if (over)
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title="Above the credit limit"
        data-testid="credit-limit-notice"
        py="xs"
        mt="sm"
      >
        With this bill the customer&apos;s due would be {money(after)}, above the credit limit of {money(limit)} by {money(after - limit)}. Saving it needs an
        admin&apos;s approval.{overdue}
      </Alert>
    );
  return (
    <Text size="sm" mt="xs" c={status.overdue > 0 ? 'orange' : 'dimmed'} data-testid="credit-limit-notice">
      {limit !== null ? `Credit limit ${money(limit)} · available ${money(limit - after)} after this bill` : ''}
      {overdue}
    </Text>
  );
}

type Me = { email: string; role: 'admin' | 'user' };

function ApprovalForm({ message, me, approve, cancel }: { message: string; me?: Me; approve: (a: OverLimitApproval) => Promise<void>; cancel: () => void }) {
  const asMe = me?.role === 'admin';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ message: string; field?: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async (e?: React.FormEvent) => {
    e?.preventDefault();
    if (!asMe && (!email.trim() || !password))
      return setError({ message: "Type the approving admin's email and password", field: email.trim() ? 'password' : 'email' });
    setBusy(true);
    setError(undefined);
    try {
      await approve(asMe ? { approveOverLimit: true } : { approveOverLimit: true, approver: { email: email.trim(), password } });
    } catch (err) {
      setError({ message: err instanceof Error ? err.message : String(err), field: err instanceof ApiError ? err.field : undefined });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack gap="sm">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {message}
        </Alert>
        {asMe ? (
          <Text size="sm">You are signed in as an admin: approving saves the bill above the limit, and the approval is recorded in your name.</Text>
        ) : (
          <>
            <Text size="sm">An admin approves it here by typing their email and password. The approval is recorded in the audit log.</Text>
            <TextInput label="Admin's email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} autoFocus data-autofocus autoComplete="off" />
            <PasswordInput label="Admin's password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} autoComplete="off" />
          </>
        )}
        {error && (
          <Text c="red" size="sm" role="status" data-testid="approval-error">
            {error.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={busy} data-autofocus={asMe || undefined}>
            Approve and save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Opens the approval dialog; resolves with what the bill's call answered once approved, rejects on Cancel. */
function askApproval<T>(message: string, me: Me | undefined, send: (a: OverLimitApproval) => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const id = `over-limit-${Date.now()}`;
    let settled = false;
    const cancel = () => {
      if (settled) return;
      settled = true;
      modals.close(id);
      reject(new ApiError(409, 'The bill was not saved: it is above the credit limit and was not approved.', OVER_LIMIT_FIELD));
    };
    modals.open({
      modalId: id,
      title: 'Credit limit: approval needed',
      size: 'md',
      onClose: cancel,
      children: (
        <ApprovalForm
          message={message}
          me={me}
          cancel={cancel}
          approve={async (a) => {
            try {
              const r = await send(a);
              settled = true;
              modals.close(id);
              resolve(r);
            } catch (e) {
              // a wrong password or a clerk's: said in the dialog, which stays open; anything else ends it
              if (e instanceof ApiError && e.field === 'approver') throw e;
              settled = true;
              modals.close(id);
              reject(e);
            }
          }}
        />
      ),
    });
  });
}

/**
 * Sends a bill; when the server refuses it for the credit limit, asks for an admin's approval on the
 * spot and sends it again with it. `send` gets the approval fields to add to the body.
 */
export async function withOverLimitApproval<T>(send: (approval: OverLimitApproval) => Promise<T>): Promise<T> {
  try {
    return await send({});
  } catch (e) {
    if (!(e instanceof ApiError && e.status === 409 && e.field === OVER_LIMIT_FIELD)) throw e;
    const me = await api.get<{ user: Me }>('/user_me').then(
      (r) => r.user,
      () => undefined,
    );
    return askApproval(e.message, me, send);
  }
}
