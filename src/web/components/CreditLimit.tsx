// Credit limits on the bill form (issue 24, item 4): the notice that warns as soon as the lines take
// the customer's due above their limit, and the admin's approval asked on the spot when the server
// refuses a bill for it (409, field approveOverLimit): the bill is sent again with the approval (an
// admin's own, a request an admin approved from their session, or a one-time code; issue 39).
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from './api';
import { money } from './format';
import { useDocId } from './useDocId';
import type { OverLimitApproval } from '../../contracts/credit';
import { OVER_LIMIT_FIELD } from '../../contracts/overLimitField';
import { partyKeys } from '../app/queryKeys';
import { call } from './client';
import { creditApi } from '../app/queryKeys/settings';
import { usersApi } from '../app/queryKeys/users';

/** Refusals that keep the dialog open: the approval is not right yet, the bill may still be approved. */
const APPROVAL_FIELDS = new Set(['approvalId', 'approvalCode', OVER_LIMIT_FIELD]);

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

const POLL_MS = 3000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The dialog: a signed-in admin approves their own bill; a clerk asks an admin (the request waits in
 * the admin's Approvals list; the dialog polls it and saves once approved) or types a one-time code
 * from an admin's screen. No admin's password is typed here.
 */
function ApprovalForm({ message, me, approve, cancel }: { message: string; me?: Me; approve: (a: OverLimitApproval) => Promise<void>; cancel: () => void }) {
  const asMe = me?.role === 'admin';
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [waiting, setWaiting] = useState<number>();
  const [busy, setBusy] = useState(false);
  const stopped = useRef(false);
  useEffect(
    () => () => {
      stopped.current = true;
    },
    [],
  );
  const run = async (a: OverLimitApproval) => {
    setBusy(true);
    setError(undefined);
    try {
      await approve(a);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  const withCode = (e?: React.FormEvent) => {
    e?.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError('Type the 6-digit code from an admin’s screen');
    void run({ approvalCode: code.trim() });
  };
  const askAdmin = async () => {
    setBusy(true);
    setError(undefined);
    let id: number | undefined;
    try {
      await approve({ requestApproval: true });
      return; // saved after all (the limit or the price changed meanwhile)
    } catch (err) {
      id = err instanceof ApiError && typeof err.data?.approvalId === 'number' ? err.data.approvalId : undefined;
      if (!id) {
        setBusy(false);
        return setError(err instanceof Error ? err.message : String(err));
      }
    }
    setWaiting(id);
    setBusy(false);
    while (!stopped.current) {
      const s = await call(creditApi.approvalRequest, { params: { id } }).catch(() => undefined);
      if (s?.status === 'approved') {
        setWaiting(undefined);
        return run({ approvalId: id });
      }
      if (s && s.status !== 'pending') {
        setWaiting(undefined);
        return setError(s.status === 'refused' ? `An admin refused approval request ${id}.` : `Approval request ${id} has ${s.status === 'used' ? 'been used' : 'expired'}: ask again.`);
      }
      await sleep(POLL_MS);
    }
  };
  return (
    <form onSubmit={asMe ? (e) => (e.preventDefault(), void run({ approveOverLimit: true })) : withCode}>
      <Stack gap="sm">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {message}
        </Alert>
        {asMe ? (
          <Text size="sm">You are signed in as an admin: approving saves the bill, and the approval is recorded in your name.</Text>
        ) : waiting ? (
          <Group gap="xs" data-testid="approval-waiting">
            <Loader size="sm" />
            <Text size="sm">
              Approval request {waiting} is waiting for an admin. It saves by itself once approved; you may also close this and save again later.
            </Text>
          </Group>
        ) : (
          <>
            <Text size="sm">Ask an admin to approve it from their own screen, or type a one-time approval code an admin gives you.</Text>
            <Button variant="light" onClick={() => void askAdmin()} disabled={busy} data-autofocus>
              Ask an admin
            </Button>
            <TextInput
              label="Approval code"
              description="6 digits from an admin's Approvals screen, valid 10 minutes, for this one bill"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
            />
          </>
        )}
        {error && (
          <Text c="red" size="sm" role="status" data-testid="approval-error">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel} disabled={busy}>
            Cancel
          </Button>
          {!waiting && (
            <Button type="submit" color="red" loading={busy} data-autofocus={asMe || undefined}>
              {asMe ? 'Approve and save' : 'Save with code'}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
/** A refusal an admin's approval lifts: the credit limit, or a price below its minimum where the setting lets an admin allow it. */
const needsApproval = (e: unknown): e is ApiError =>
  e instanceof ApiError && ((e.status === 409 && e.field === OVER_LIMIT_FIELD) || e.data?.approvalNeeded === true);

/** Opens the approval dialog; resolves with what the bill's call answered once approved, rejects on Cancel. */
function askApproval<T>(refusal: ApiError, me: Me | undefined, send: (a: OverLimitApproval) => Promise<T>): Promise<T> {
  const overLimit = refusal.field === OVER_LIMIT_FIELD;
  return new Promise<T>((resolve, reject) => {
    const id = `over-limit-${Date.now()}`;
    let settled = false;
    const cancel = () => {
      if (settled) return;
      settled = true;
      modals.close(id);
      // below the minimum price: the refusal itself, which the form shows on its line
      reject(overLimit ? new ApiError(409, 'The bill was not saved: it is above the credit limit and was not approved.', OVER_LIMIT_FIELD) : refusal);
    };
    modals.open({
      modalId: id,
      title: overLimit ? 'Credit limit: approval needed' : 'Below the minimum price: approval needed',
      size: 'md',
      onClose: cancel,
      children: (
        <ApprovalForm
          message={refusal.message}
          me={me}
          cancel={cancel}
          approve={async (a) => {
            try {
              const r = await send(a);
              settled = true;
              modals.close(id);
              resolve(r);
            } catch (e) {
              // a wrong code, a request still waiting or refused: said in the dialog, which stays open; anything else ends it
              if (e instanceof ApiError && (APPROVAL_FIELDS.has(e.field ?? '') || e.status === 429 || e.data?.approvalId !== undefined || needsApproval(e))) throw e;
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
 * Sends a bill; when the server refuses it for the credit limit or for a price below its minimum that
 * an admin may allow, asks for an admin's approval on the spot and sends it again with it. `send`
 * gets the approval fields to add to the body.
 */
export async function withOverLimitApproval<T>(send: (approval: OverLimitApproval) => Promise<T>): Promise<T> {
  try {
    return await send({});
  } catch (e) {
    if (!needsApproval(e)) throw e;
    const me = await call(usersApi.userMe).then(
      (r) => r.user,
      () => undefined,
    );
    return askApproval(e, me, send);
  }
}
