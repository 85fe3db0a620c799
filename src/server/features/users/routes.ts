// Sign-in and user management (admin only, but for login and the signed-in user's own record).
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '../../app.js';
import { idParam, messageBody, listOf } from '../../../contracts/common.js';
import { changePasswordBody, changePasswordReply, loginBody, loginReply, registerBody, updateUserBody, user } from '../../../contracts/users.js';
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

  api.post(
    '/login',
    { config: { access: 'public' }, schema: { tags: ['users'], security: [], body: loginBody, response: { 200: loginReply } } },
    async (req) => {
      const attempt = await throttle.begin(req.body.email, req.ip);
      const { token_version, ...u } = await checkLogin(db(), req.body.email, req.body.pass);
      await throttle.succeed(attempt);
      return { token: await issueToken(req, { ...u, token_version }), user: u };
    },
  );

  // The calls that end sign-ins are rate-limited per sign-in (`revokes`): a stolen token flooding
  // the API does not keep its owner from ending it.
  api.post('/logout', { config: { access: 'user', revokes: true }, schema: { tags: ['users'], summary: 'Ends this sign-in', response: { 200: messageBody } } }, async (req) => {
    await endSession(db(), req.sessionId);
    return { message: 'Signed out' };
  });

  api.post(
    '/logout_everywhere',
    { config: { access: 'user', revokes: true }, schema: { tags: ['users'], summary: 'Ends every sign-in of the signed-in user, this one too', response: { 200: messageBody } } },
    async (req) => {
      await signOutEverywhere(db(), req.sessionUser.id);
      return { message: 'Signed out everywhere' };
    },
  );

  api.post(
    '/change_password',
    {
      config: { access: 'user', revokes: true },
      schema: { tags: ['users'], summary: 'The signed-in user changes their password; every other sign-in ends', body: changePasswordBody, response: { 200: changePasswordReply } },
    },
    async (req) => {
      // Its current password is throttled like a sign-in (the same counts): a stolen token cannot guess it.
      const attempt = await throttle.begin(req.sessionUser.email, req.ip);
      const version = await changeOwnPassword(db(), req.sessionUser.id, req.body.current, req.body.pass, () => throttle.succeed(attempt));
      return { message: 'Password changed', token: await issueToken(req, { ...req.sessionUser, token_version: version }) };
    },
  );

  api.get('/user_me', { config: { access: 'user' }, schema: { tags: ['users'], response: { 200: z.object({ user }) } } }, async (req) => ({
    user: req.sessionUser,
  }));

  api.get('/all_users', { config: { access: 'admin' }, schema: { tags: ['users'], response: { 200: listOf(user) } } }, async () => ({
    data: await listUsers(db()),
  }));

  api.post(
    '/register',
    { config: { access: 'admin' }, schema: { tags: ['users'], body: registerBody, response: { 201: z.object({ message: z.string(), data: user }) } } },
    async (req, reply) => {
      const data = await createUser(db(), req.body);
      return reply.code(201).send({ message: 'User created successfully', data });
    },
  );

  api.patch(
    '/user_update/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['users'], params: idParam, body: updateUserBody, response: { 200: z.object({ message: z.string(), data: user }) } },
    },
    async (req) => {
      const { pass, ...rest } = req.body;
      const data = await updateUser(db(), req.params.id, req.sessionUser.id, { ...rest, pass: pass || undefined });
      return { message: 'Update Successfully', data };
    },
  );

  api.delete('/user_delete/:id', { config: { access: 'admin' }, schema: { tags: ['users'], params: idParam, response: { 200: messageBody } } }, async (req) => {
    await deleteUser(db(), req.params.id, req.sessionUser.id);
    return { message: 'Deleted successfully!' };
  });
}
