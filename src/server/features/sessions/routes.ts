// Sign-ins (issue 26, item 2): a user sees their open sign-ins (device, address, last seen) and ends
// any of them; an admin sees and ends anyone's. Ending one works at the next request its token makes
// (every request reads its session afresh). An admin ending another user's sign-in is in the audit log.
import crypto from 'node:crypto';
import type { ApiApp } from '../../app.js';
import { sessionsRoutes as routes, type SignIn } from '../../../contracts/sessions.js';
import { routeGroup } from '../../http/routeGroup.js';
import { sql, rows } from '../../db/client.js';
import { endSession } from '../../auth/session.js';
import { forbidden, notFound } from '../../errors.js';
import { describeDevice } from './device.js';

const digest = (sid: string) => crypto.createHash('sha256').update(sid).digest('hex');
const tags = ['users'];

interface Row {
  sid: string;
  user_id: number;
  name: string;
  email: string;
  user_agent: string | null;
  address: string | null;
  created_at: string;
  last_seen: string;
}

export async function sessionsRoutes(api: ApiApp) {
  const db = () => api.database.db;
  const open = (userId: number | null) =>
    rows<Row>(
      db(),
      sql`select s.id as sid, s.user_id, u.name, u.email, s.user_agent, s.address,
            to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
            to_char(s.last_seen at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_seen
          from user_sessions s join users u on u.id = s.user_id
          where s.ended_at is null and u.active ${userId === null ? sql`` : sql`and s.user_id = ${userId}`}
          order by s.last_seen desc, s.created_at desc`,
    );

  const user = routeGroup(api, { access: 'user', tags });
  const revoking = routeGroup(api, { access: 'user', tags, revokes: true });

  user.on(routes.sessions, { summary: "The open sign-ins: one's own, or everyone's (all=1, admin)" }, async (req) => {
    if (req.query.all && req.sessionUser.role !== 'admin') throw forbidden("Only an admin can see everyone's sign-ins");
    const found = await open(req.query.all ? null : req.sessionUser.id);
    return {
      data: found.map((r): SignIn => ({
        id: digest(r.sid),
        userId: r.user_id,
        userName: r.name,
        email: r.email,
        device: describeDevice(r.user_agent),
        address: r.address ?? '',
        createdAt: r.created_at,
        lastSeen: r.last_seen,
        current: r.sid === req.sessionId,
      })),
    };
  });

  revoking.on(routes.sessionEnd, { summary: 'Ends a sign-in: one of your own, or anyone’s for an admin' }, async (req) => {
    const me = req.sessionUser;
    const mine = await open(me.role === 'admin' ? null : me.id);
    const target = mine.find((r) => digest(r.sid) === req.params.id);
    // Another user's sign-in reads as missing to a user: the id says nothing of whose it is.
    if (!target) throw notFound('This sign-in does not exist or has ended');
    await endSession(db(), target.sid);
    if (target.user_id !== me.id) {
      await db().execute(
        sql`insert into audit_log (user_id, action, table_name, row_id, before, after)
              values (${me.id}, 'end sign-in', 'user_sessions', ${String(target.user_id)},
                      ${JSON.stringify({ user: target.email, device: describeDevice(target.user_agent), address: target.address })}::jsonb, null)`,
      );
    }
    return { message: target.sid === req.sessionId ? 'Signed out' : 'Sign-in ended' };
  });
}

/** For tests: the digest a sign-in is known by. */
export const signInId = digest;
