// Sign-ins: a token names its user, the user's token version it was issued under, and its session.
// Each request reads the three afresh, so a deleted or deactivated user, a changed role, a password
// change ("every token issued before ends") and a sign-out take effect at once.
import crypto from 'node:crypto';
import { sql, one, PREPARED, type Executor } from '../db/client.js';

export interface SessionUser {
  id: number;
  role: 'admin' | 'user';
  name: string;
  email: string;
}

/** What a token carries. `role` is informative only: the role is read from the database. */
export interface TokenClaims {
  sub: number;
  ver: number;
  sid: string;
}

const SID = /^[A-Za-z0-9_-]{16,64}$/;

/** The signed-in user, or undefined when the token's user, version or session no longer holds. */
export async function loadSessionUser(ex: Executor, claims: Partial<TokenClaims>): Promise<SessionUser | undefined> {
  const { sub: id, ver, sid } = claims;
  if (!Number.isInteger(id) || id! <= 0 || !Number.isInteger(ver) || typeof sid !== 'string' || !SID.test(sid)) return undefined;
  const row = await one<SessionUser & { stale: boolean }>(
    ex,
    sql`${sql.raw(PREPARED)}select u.id, u.role, u.name, u.email, s.last_seen < now() - interval '1 minute' as stale
        from users u join user_sessions s on s.user_id = u.id
        where u.id = ${id} and u.active and u.token_version = ${ver} and s.id = ${sid} and s.ended_at is null`,
  );
  if (!row) return undefined;
  // Last seen, to the minute: at most one write a minute per session.
  if (row.stale) void ex.execute(sql`update user_sessions set last_seen = now() where id = ${sid}`).catch(() => undefined);
  const { stale: _stale, ...user } = row;
  return user;
}

/** Opens a session for a user who has just proved their password; returns its id for the token. */
export async function openSession(ex: Executor, userId: number, address: string, userAgent: string | undefined): Promise<string> {
  const sid = crypto.randomBytes(18).toString('base64url');
  await ex.execute(
    sql`insert into user_sessions (id, user_id, address, user_agent) values (${sid}, ${userId}, ${address.slice(0, 100)}, ${(userAgent ?? '').slice(0, 300)})`,
  );
  return sid;
}

export async function endSession(ex: Executor, sid: string): Promise<void> {
  await ex.execute(sql`update user_sessions set ended_at = now() where id = ${sid} and ended_at is null`);
}

/**
 * Ends every sign-in of a user: the token version goes up, so every token issued before is refused,
 * and the open sessions are marked ended. Returns the new version.
 */
export async function endAllSessions(tx: Executor, userId: number): Promise<number> {
  const row = await one<{ token_version: number }>(tx, sql`update users set token_version = token_version + 1 where id = ${userId} returning token_version`);
  await tx.execute(sql`update user_sessions set ended_at = now() where user_id = ${userId} and ended_at is null`);
  return row?.token_version ?? 0;
}
