// Sign-in and user management (admin only, but for login and the signed-in user's own record).
import { z } from 'zod';
import type { ApiApp } from '../../app.js';
import { idParam, messageBody, listOf } from '../../../contracts/common.js';
import { loginBody, loginReply, registerBody, updateUserBody, user } from '../../../contracts/users.js';
import { checkLogin, createUser, deleteUser, listUsers, updateUser } from './service.js';
import { createLoginThrottle } from '../../auth/throttle.js';

export async function usersRoutes(api: ApiApp) {
  const throttle = createLoginThrottle();
  api.post(
    '/login',
    { config: { access: 'public' }, schema: { tags: ['users'], security: [], body: loginBody, response: { 200: loginReply } } },
    async (req) => {
      const key = `${req.ip}|${req.body.email.trim().toLowerCase()}`;
      throttle.check(key);
      const u = await checkLogin(api.database.db, req.body.email, req.body.pass).catch((e) => {
        throttle.fail(key);
        throw e;
      });
      throttle.succeed(key);
      const token = api.jwt.sign({ sub: u.id, role: u.role });
      return { token, user: u };
    },
  );

  api.get('/user_me', { config: { access: 'user' }, schema: { tags: ['users'], response: { 200: z.object({ user }) } } }, async (req) => ({
    user: req.sessionUser,
  }));

  api.get('/all_users', { config: { access: 'admin' }, schema: { tags: ['users'], response: { 200: listOf(user) } } }, async () => ({
    data: await listUsers(api.database.db),
  }));

  api.post(
    '/register',
    { config: { access: 'admin' }, schema: { tags: ['users'], body: registerBody, response: { 201: z.object({ message: z.string(), data: user }) } } },
    async (req, reply) => {
      const data = await createUser(api.database.db, req.body);
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
      const data = await updateUser(api.database.db, req.params.id, req.sessionUser.id, { ...rest, pass: pass || undefined });
      return { message: 'Update Successfully', data };
    },
  );

  api.delete('/user_delete/:id', { config: { access: 'admin' }, schema: { tags: ['users'], params: idParam, response: { 200: messageBody } } }, async (req) => {
    await deleteUser(api.database.db, req.params.id, req.sessionUser.id);
    return { message: 'Deleted successfully!' };
  });
}
