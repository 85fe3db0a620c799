import { sql, one, type Executor } from '../db/client.js';

export interface SessionUser {
  id: number;
  role: 'admin' | 'user';
  name: string;
  email: string;
}

/** The signed-in user, read fresh on each call so that a deleted user or a changed role takes effect at once. */
export function loadSessionUser(ex: Executor, id: number): Promise<SessionUser | undefined> {
  if (!Number.isInteger(id) || id <= 0) return Promise.resolve(undefined);
  return one<SessionUser>(ex, sql`select id, role, name, email from users where id = ${id}`);
}
