import { hash, verify } from '@node-rs/argon2';
import { sql, one, rows, inTransaction, type Executor } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../errors.js';
import { endAllSessions } from '../../auth/session.js';
import { passwordProblem } from '../../../domain/passwords.js';
import type { User } from '../../../contracts/users.js';

const USER_COLS = sql`id, role, name, email, active`;

/** What a sign-in needs of a user besides the reply. */
export type SignedIn = User & { token_version: number };

export function listUsers(ex: Executor): Promise<User[]> {
  return rows<User>(ex, sql`select ${USER_COLS} from users order by id`);
}

/** A hash of a password nobody has, verified when the email is unknown so that both answers take as long. */
let dummyHash: Promise<string> | undefined;

export async function checkLogin(ex: Executor, email: string, pass: string): Promise<SignedIn> {
  const row = await one<SignedIn & { pass_hash: string }>(
    ex,
    sql`select ${USER_COLS}, token_version, pass_hash from users where lower(email) = lower(${email.trim()})`,
  );
  const stored = row?.pass_hash ?? (await (dummyHash ??= hash('no user has this password')));
  const ok = await verify(stored, pass).catch(() => false);
  if (!row || !ok) throw new AppError(401, 'Invalid email or password');
  if (!row.active) throw new AppError(401, 'This account is deactivated. Ask an admin to reactivate it.');
  const { pass_hash: _ignored, ...user } = row;
  return user;
}

async function emailTaken(ex: Executor, email: string, exceptId = 0) {
  return !!(await one(ex, sql`select 1 from users where lower(email) = lower(${email}) and id <> ${exceptId}`));
}

export async function createUser(db: Executor, u: { role: 'admin' | 'user'; name: string; email: string; pass: string }): Promise<User> {
  const passHash = await hash(u.pass);
  return inTransaction(db, async (tx) => {
    if (await emailTaken(tx, u.email)) throw conflict('A user with this email already exists', 'email');
    const row = await one<User>(
      tx,
      sql`insert into users (role, name, email, pass_hash) values (${u.role}, ${u.name}, ${u.email}, ${passHash}) returning ${USER_COLS}`,
    );
    return row!;
  });
}

export async function updateUser(
  db: Executor,
  id: number,
  actorId: number,
  u: { role?: 'admin' | 'user'; name?: string; email?: string; pass?: string; active?: boolean },
): Promise<User> {
  const passHash = u.pass ? await hash(u.pass) : null;
  return inTransaction(db, async (tx) => {
    const cur = await one<User>(tx, sql`select ${USER_COLS} from users where id = ${id} for update`);
    if (!cur) throw notFound('User not found');
    if (u.email && (await emailTaken(tx, u.email, id))) throw conflict('A user with this email already exists', 'email');
    if (u.pass) {
      const problem = passwordProblem(u.pass, u.email ?? cur.email);
      if (problem) throw badRequest(problem, 'pass');
    }
    const losesAdmin = cur.role === 'admin' && (u.role === 'user' || (u.active === false && cur.active));
    if (u.active === false && id === actorId) throw badRequest('You cannot deactivate yourself', 'active');
    if (losesAdmin) await keepOneAdmin(tx, id, id === actorId && u.role === 'user' ? 'You cannot remove your own admin role' : undefined);
    const row = await one<User>(
      tx,
      sql`update users set role = coalesce(${u.role ?? null}, role), name = coalesce(${u.name ?? null}, name),
            email = coalesce(${u.email ?? null}, email), pass_hash = coalesce(${passHash}, pass_hash),
            active = coalesce(${u.active ?? null}::boolean, active)
          where id = ${id} returning ${USER_COLS}`,
    );
    // A password reset by an admin or a deactivation ends every sign-in of that user.
    if (passHash || (u.active === false && cur.active)) await endAllSessions(tx, id);
    return row!;
  });
}

/** A user changes their own password: every other sign-in ends; returns the new token version. */
export async function changeOwnPassword(db: Executor, id: number, current: string, pass: string, rightCurrent?: () => Promise<void>): Promise<number> {
  const row = await one<{ pass_hash: string; email: string }>(db, sql`select pass_hash, email from users where id = ${id}`);
  if (!row || !(await verify(row.pass_hash, current).catch(() => false))) throw badRequest('The current password is not right', 'current');
  await rightCurrent?.();
  const problem = passwordProblem(pass, row.email);
  if (problem) throw badRequest(problem, 'pass');
  const passHash = await hash(pass);
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`update users set pass_hash = ${passHash} where id = ${id}`);
    return endAllSessions(tx, id);
  });
}

export function signOutEverywhere(db: Executor, id: number): Promise<number> {
  return inTransaction(db, (tx) => endAllSessions(tx, id));
}

async function keepOneAdmin(tx: Executor, id: number, selfMessage?: string) {
  if (selfMessage) throw badRequest(selfMessage, 'role');
  const others = await one<{ n: number }>(tx, sql`select count(*)::int n from users where role = 'admin' and active and id <> ${id}`);
  if (!others || others.n === 0) throw conflict('The last admin cannot lose the admin role');
}

export async function deleteUser(db: Executor, id: number, actorId: number): Promise<void> {
  if (id === actorId) throw badRequest('You cannot delete yourself');
  await inTransaction(db, async (tx) => {
    const cur = await one<User>(tx, sql`select ${USER_COLS} from users where id = ${id} for update`);
    if (!cur) throw notFound('User not found');
    if (cur.role === 'admin') await keepOneAdmin(tx, id);
    await tx.execute(sql`delete from users where id = ${id}`);
  });
}
