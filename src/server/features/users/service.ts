import { hash, verify } from '@node-rs/argon2';
import { sql, one, rows, type Executor } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../errors.js';
import type { User } from '../../../contracts/users.js';

const USER_COLS = sql`id, role, name, email`;

export function listUsers(ex: Executor): Promise<User[]> {
  return rows<User>(ex, sql`select ${USER_COLS} from users order by id`);
}

export async function checkLogin(ex: Executor, email: string, pass: string): Promise<User> {
  const row = await one<User & { pass_hash: string }>(ex, sql`select ${USER_COLS}, pass_hash from users where lower(email) = lower(${email.trim()})`);
  if (!row || !(await verify(row.pass_hash, pass))) throw new AppError(401, 'Invalid email or password');
  const { pass_hash: _ignored, ...user } = row;
  return user;
}

async function emailTaken(ex: Executor, email: string, exceptId = 0) {
  return !!(await one(ex, sql`select 1 from users where lower(email) = lower(${email}) and id <> ${exceptId}`));
}

export async function createUser(ex: Executor, u: { role: 'admin' | 'user'; name: string; email: string; pass: string }): Promise<User> {
  if (await emailTaken(ex, u.email)) throw conflict('A user with this email already exists', 'email');
  const passHash = await hash(u.pass);
  const row = await one<User>(
    ex,
    sql`insert into users (role, name, email, pass_hash) values (${u.role}, ${u.name}, ${u.email}, ${passHash}) returning ${USER_COLS}`,
  );
  return row!;
}

export async function updateUser(
  ex: Executor,
  id: number,
  actorId: number,
  u: { role?: 'admin' | 'user'; name?: string; email?: string; pass?: string },
): Promise<User> {
  return ex.transaction(async (t) => {
    const tx = t as unknown as Executor;
    const cur = await one<User>(tx, sql`select ${USER_COLS} from users where id = ${id} for update`);
    if (!cur) throw notFound('User not found');
    if (u.email && (await emailTaken(tx, u.email, id))) throw conflict('A user with this email already exists', 'email');
    if (cur.role === 'admin' && u.role === 'user') await keepOneAdmin(tx, id, id === actorId ? 'You cannot remove your own admin role' : undefined);
    const passHash = u.pass ? await hash(u.pass) : null;
    const row = await one<User>(
      tx,
      sql`update users set role = coalesce(${u.role ?? null}, role), name = coalesce(${u.name ?? null}, name),
            email = coalesce(${u.email ?? null}, email), pass_hash = coalesce(${passHash}, pass_hash)
          where id = ${id} returning ${USER_COLS}`,
    );
    return row!;
  });
}

async function keepOneAdmin(tx: Executor, id: number, selfMessage?: string) {
  if (selfMessage) throw badRequest(selfMessage, 'role');
  const others = await one<{ n: number }>(tx, sql`select count(*)::int n from users where role = 'admin' and id <> ${id}`);
  if (!others || others.n === 0) throw conflict('The last admin cannot lose the admin role');
}

export async function deleteUser(ex: Executor, id: number, actorId: number): Promise<void> {
  if (id === actorId) throw badRequest('You cannot delete yourself');
  await ex.transaction(async (t) => {
    const tx = t as unknown as Executor;
    const cur = await one<User>(tx, sql`select ${USER_COLS} from users where id = ${id} for update`);
    if (!cur) throw notFound('User not found');
    if (cur.role === 'admin') await keepOneAdmin(tx, id);
    await tx.execute(sql`delete from users where id = ${id}`);
  });
}
