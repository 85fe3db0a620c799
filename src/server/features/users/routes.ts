// Sign-in and user management (admin only, but for login and the signed-in user's own record).
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../../app.js';
import { usersRoutes as routes } from '../../../contracts/users.js';
import { routeGroup } from '../../http/routeGroup.js';
import { changeOwnPassword, checkLogin, createUser, deleteUser, listUsers, signOutEverywhere, updateUser } from './service.js';
import { endSession, openSession } from '../../auth/session.js';
import { createLoginThrottle } from '../../auth/throttle.js';

export async function usersRoutes(api: ApiApp) {
  const db = () => api.database.db;
  // Failed sign-ins are counted in the database the server runs on (shared by its servers).
  const throttle = createLoginThrottle(api.database);

  /** A token for a user who has just proved their password, on a new session of this device. */
  const issueToken = async (req: FastifyRequest, u: { id: number; role: string; token_version: number }) => {
    const sid = await openSession(db(), u.id, req.ip, req.headers['user-agent']);
    return api.jwt.sign({ sub: u.id, role: u.role, ver: u.token_version, sid });
  };

  const tags = ['users'];
  const open = routeGroup(api, { access: 'public', tags });
  const user = routeGroup(api, { access: 'user', tags });
  const admin = routeGroup(api, { access: 'admin', tags });
  // The calls that end sign-ins are rate-limited per sign-in (`revokes`): a stolen token flooding
  // the API does not keep its owner from ending it.
  const revoking = routeGroup(api, { access: 'user', tags, revokes: true });

  open.on(routes.login, { security: [] }, async (req) => {
    const attempt = await throttle.begin(req.body.email, req.ip);
    const { token_version, ...u } = await checkLogin(db(), req.body.email, req.body.pass);
    await throttle.succeed(attempt);
    return { token: await issueToken(req, { ...u, token_version }), user: u };
  });

  revoking.on(routes.logout, { summary: 'Ends this sign-in' }, async (req) => {
    await endSession(db(), req.sessionId);
    return { message: 'Signed out' };
  });

  revoking.on(routes.logoutEverywhere, { summary: 'Ends every sign-in of the signed-in user, this one too' }, async (req) => {
    await signOutEverywhere(db(), req.sessionUser.id);
    return { message: 'Signed out everywhere' };
  });

  revoking.on(routes.changePassword, { summary: 'The signed-in user changes their password; every other sign-in ends' }, async (req) => {
    // Its current password is throttled like a sign-in (the same counts): a stolen token cannot guess it.
    const attempt = await throttle.begin(req.sessionUser.email, req.ip);
    const version = await changeOwnPassword(db(), req.sessionUser.id, req.body.current, req.body.pass, () => throttle.succeed(attempt));
    return { message: 'Password changed', token: await issueToken(req, { ...req.sessionUser, token_version: version }) };
  });

  user.on(routes.userMe, {}, async (req) => ({ user: req.sessionUser }));

  admin.on(routes.allUsers, {}, async () => ({ data: await listUsers(db()) }));

  admin.on(routes.register, {}, async (req, reply) => {
    const data = await createUser(db(), req.body);
    return reply.code(201).send({ message: 'User created successfully', data });
  });

  admin.on(routes.userUpdate, {}, async (req) => {
    const { pass, ...rest } = req.body;
    const data = await updateUser(db(), req.params.id, req.sessionUser.id, { ...rest, pass: pass || undefined });
    return { message: 'Update Successfully', data };
  });

  admin.on(routes.userDelete, {}, async (req) => {
    await deleteUser(db(), req.params.id, req.sessionUser.id);
    return { message: 'Deleted successfully!' };
  });
}
