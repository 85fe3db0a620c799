// Approvals without sharing a secret (issue 39, finding 1). A bill over its customer's credit limit,
// or with a line below its minimum price where the setting lets an admin allow it, needs an admin's
// approval. A signed-in admin's own bill passes. A clerk's bill passes with one of:
// - `approvalId`: a request the clerk's save made (sent with `requestApproval: true`, answered with
//   its id), approved by an admin from their own session (GET /approval_requests, approve/refuse);
// - `approvalCode`: a one-time code an admin's screen generated (6 digits, 10 minutes, one use).
// Either is bound to this one bill: the request's keyed fingerprint (http/fingerprint.ts: the call and
// its body without the approval fields) must match, and it is used once (marked used in the bill's
// transaction, so a bill that fails after all leaves it unused). Wrong codes are throttled per clerk
// like sign-ins; a wrong code, a used or expired one and a code of a user who is no admin get one answer.
// No password ever comes with a clerk's request.
import { randomInt } from 'node:crypto';
import { sql, one, rows, inTransaction, type Database, type Executor } from '../db/client.js';
import { AppError } from '../errors.js';
import { createLoginThrottle } from '../auth/throttle.js';
import { fingerprint } from '../http/fingerprint.js';
import type { ApprovalFields } from '../../contracts/approvals.js';
import { OVER_LIMIT_FIELD } from '../../contracts/overLimitField.js';

/** How long a request may wait for its admin, and be used once approved. */
const REQUEST_TTL_MINUTES = 120;
/** How long an approval code lives. */
export const CODE_TTL_MINUTES = 10;
export const WRONG_CODE = 'This approval code is not right, was used already or has expired';

/**
 * Wrong approval codes are counted like failed sign-ins (per clerk), in the database the server started
 * on (set by `useApprovalThrottle`), so servers sharing it share the count.
 */
let throttle: ReturnType<typeof createLoginThrottle> | undefined;
export function useApprovalThrottle(database: Database): void {
  throttle = createLoginThrottle(database);
}

/** Why a bill needs an approval: the refusal as it would be said, and what the admin is shown. */
export interface ApprovalNeed {
  status: number;
  message: string;
  field: string;
  partyId: number;
  amount: string;
}

/**
 * A refusal that an admin's approval would lift. The bill form asks for the approval on the spot:
 * the credit limit's refusal it knows by its field, the others (a price below its minimum) by
 * `approvalNeeded: true` in the answer.
 */
export class ApprovalNeeded extends AppError {
  constructor(public readonly need: ApprovalNeed) {
    super(need.status, need.message, need.field, need.field === OVER_LIMIT_FIELD ? undefined : { approvalNeeded: true });
  }
}

/** The approval of one bill's call: who asks, what they sent, and (once found) who approved it. */
export class ApprovalGate {
  private hashed?: string;
  private approvedBy?: number;
  constructor(readonly o: { userId: number; role: 'admin' | 'user'; call: string; body: object & ApprovalFields }) {}

  /** The call's fingerprint, worked out only when an approval is looked for (most bills need none). */
  get hash(): string {
    return (this.hashed ??= fingerprint('sale approval', { call: this.o.call, body: this.o.body }));
  }

  get fields(): ApprovalFields {
    return this.o.body;
  }

  /**
   * The admin approving this bill (their id), or a refusal. `flagged`: an admin's own bill passes only
   * when it says so (`approveOverLimit: true`, the credit limit); false: it passes as it is.
   */
  async approve(tx: Executor, need: ApprovalNeed, flagged: boolean): Promise<number> {
    if (this.approvedBy !== undefined) return this.approvedBy;
    const { userId, role, body } = this.o;
    if (role === 'admin') {
      if (flagged && !body.approveOverLimit) throw new ApprovalNeeded(need);
      return (this.approvedBy = userId);
    }
    if (body.approvalId !== undefined) return (this.approvedBy = await this.useRequest(tx, body.approvalId));
    if (body.approvalCode !== undefined) return (this.approvedBy = await this.useCode(tx, body.approvalCode, need));
    throw new ApprovalNeeded(need);
  }

  private async useRequest(tx: Executor, id: number): Promise<number> {
    const used = await one<{ decided_by: number }>(
      tx,
      sql`update sale_approvals set status = 'used', used_at = now()
          where id = ${id} and requested_by = ${this.o.userId} and request_hash = ${this.hash}
            and status = 'approved' and expires_at > now()
          returning decided_by`,
    );
    if (used) return used.decided_by;
    const row = await one<{ status: string; same: boolean; live: boolean }>(
      tx,
      sql`select status, request_hash = ${this.hash} as same, expires_at > now() as live
          from sale_approvals where id = ${id} and requested_by = ${this.o.userId}`,
    );
    if (row?.same && row.live && row.status === 'pending') throw new AppError(409, `Approval request ${id} is still waiting for an admin`, 'approvalId');
    if (row?.same && row.status === 'refused') throw new AppError(403, `An admin refused approval request ${id}`, 'approvalId');
    throw new AppError(403, 'This approval is not for this bill as it is now, was used already or has expired: ask again', 'approvalId');
  }

  private async useCode(tx: Executor, code: string, need: ApprovalNeed): Promise<number> {
    let attempt;
    try {
      if (!throttle) throw new Error('useApprovalThrottle was not called');
      attempt = await throttle.begin(`approval-code:${this.o.userId}`, `clerk:${this.o.userId}`);
    } catch (e) {
      if (e instanceof AppError) throw new AppError(429, e.message.replace('failed sign-ins', 'wrong approval codes'), 'approvalCode', undefined, e.retryAfter);
      throw e;
    }
    const hit = /^\d{6}$/.test(code.trim())
      ? await one<{ id: number; admin_id: number }>(
          tx,
          sql`update approval_codes c set used_at = now(), used_by = ${this.o.userId}
              from users u
              where c.code_hash = ${codeHash(code.trim())} and c.used_at is null and c.expires_at > now()
                and u.id = c.admin_id and u.active and u.role = 'admin'
              returning c.id, c.admin_id`,
        )
      : undefined;
    // One answer for a wrong, used or expired code and for the code of someone who is no admin.
    if (!hit) throw new AppError(403, WRONG_CODE, 'approvalCode');
    await throttle!.succeed(attempt);
    await tx.execute(
      sql`insert into sale_approvals (request_hash, party_id, amount, reason, requested_by, status, via, decided_by, decided_at, used_at, expires_at)
          values (${this.hash}, ${need.partyId}, ${need.amount}, ${need.message}, ${this.o.userId}, 'used', 'code', ${hit.admin_id}, now(), now(), now())`,
    );
    return hit.admin_id;
  }
}

const codeHash = (code: string) => fingerprint('approval code', code);

/**
 * Runs a bill's command; when it is refused for want of an approval and the clerk asked for one
 * (`requestApproval: true`), records the request (after the bill's transaction rolled back) or finds
 * the one already made for this same bill, and answers the refusal with its id.
 */
export async function withApprovalRequest<T>(db: Executor, gate: ApprovalGate, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (!(e instanceof ApprovalNeeded) || !gate.fields.requestApproval || gate.o.role === 'admin') throw e;
    const { need } = e;
    const req = await inTransaction(db, async (tx) => {
      const found = await one<{ id: number; status: string }>(
        tx,
        sql`select id, status from sale_approvals
            where requested_by = ${gate.o.userId} and request_hash = ${gate.hash} and status in ('pending', 'approved') and expires_at > now()
            order by id desc limit 1`,
      );
      return (
        found ??
        (await one<{ id: number; status: string }>(
          tx,
          sql`insert into sale_approvals (request_hash, party_id, amount, reason, requested_by, expires_at)
              values (${gate.hash}, ${need.partyId}, ${need.amount}, ${need.message}, ${gate.o.userId}, now() + make_interval(mins => ${REQUEST_TTL_MINUTES}))
              returning id, status`,
        ))!
      );
    });
    const said = req.status === 'approved' ? 'is approved: send the bill again with it' : "is waiting for an admin's approval";
    throw new AppError(need.status, `${need.message} Approval request ${req.id} ${said}.`, need.field, { approvalId: req.id, approvalStatus: req.status });
  }
}

/** A clerk's own request (an admin's: any), as the waiting dialog polls it. */
export async function approvalRequestOf(ex: Executor, id: number, user: { id: number; role: string }) {
  const r = await one<{ id: number; status: string; requested_by: number; expired: boolean }>(
    ex,
    sql`select id, status, requested_by, (expires_at <= now() and status in ('pending', 'approved')) as expired from sale_approvals where id = ${id}`,
  );
  if (!r || (user.role !== 'admin' && r.requested_by !== user.id)) return undefined;
  return { id: r.id, status: r.expired ? 'expired' : r.status };
}

/** The requests waiting for an admin, oldest first. */
export function pendingApprovals(ex: Executor) {
  return rows<{ id: number; party: string | null; amount: number; reason: string; requested_by: string; created_at: string }>(
    ex,
    sql`select a.id, p.name as party, a.amount::float8 as amount, a.reason, u.name as requested_by, a.created_at::text as created_at
        from sale_approvals a join users u on u.id = a.requested_by left join parties p on p.id = a.party_id
        where a.status = 'pending' and a.expires_at > now()
        order by a.id limit 200`,
  );
}

/** An admin approves or refuses a waiting request. */
export async function decideApproval(db: Executor, id: number, adminId: number, approve: boolean): Promise<void> {
  const r = await one(
    db,
    sql`update sale_approvals set status = ${approve ? 'approved' : 'refused'}, via = 'session', decided_by = ${adminId}, decided_at = now()
        where id = ${id} and status = 'pending' and expires_at > now() returning id`,
  );
  if (!r) throw new AppError(409, 'This request is no longer waiting: it was answered already or has expired');
}

/** A new one-time code for the admin's screen: 6 digits, 10 minutes, one use; only its keyed hash is kept. */
export async function newApprovalCode(db: Executor, adminId: number): Promise<{ code: string; expires_at: string }> {
  return inTransaction(db, async (tx) => {
    for (;;) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const h = codeHash(code);
      if (await one(tx, sql`select 1 from approval_codes where code_hash = ${h} and used_at is null and expires_at > now()`)) continue;
      const r = await one<{ expires_at: string }>(
        tx,
        sql`insert into approval_codes (admin_id, code_hash, expires_at) values (${adminId}, ${h}, now() + make_interval(mins => ${CODE_TTL_MINUTES}))
            returning expires_at::text as expires_at`,
      );
      return { code, expires_at: r!.expires_at };
    }
  });
}
