// Keys of the users feature and of the signed-in user.
import { familyKeys } from './documentKeys';
import { callQuery, endpoints } from '../../components/client';
import type { usersRoutes } from '../../../contracts/users';
import type { sessionsRoutes } from '../../../contracts/sessions';

export const userKeys = familyKeys('users');

export const authKeys = {
  me: ['auth', 'me'] as const,
};

export const sessionKeys = {
  all: ['sessions'] as const,
  list: (all: boolean) => ['sessions', all ? 'all' : 'mine'] as const,
};

/** The users contract's routes (contracts/users.ts), for `call` (components/client.ts). */
export const usersApi = endpoints<typeof usersRoutes>({
  login: 'POST /login',
  logout: 'POST /logout',
  logoutEverywhere: 'POST /logout_everywhere',
  changePassword: 'POST /change_password',
  userMe: 'GET /user_me',
  allUsers: 'GET /all_users',
  register: 'POST /register',
  userUpdate: 'PATCH /user_update/:id',
  userDelete: 'DELETE /user_delete/:id',
});

/** The sessions contract's routes (contracts/sessions.ts). */
export const sessionsApi = endpoints<typeof sessionsRoutes>({
  sessions: 'GET /sessions',
  sessionEnd: 'DELETE /sessions/:id',
});

/** The users feature's reads, each with its key. */
export const usersQueries = {
  list: callQuery(userKeys.list, usersApi.allUsers, {}, (r) => r.data),
  signIns: (all: boolean) => callQuery(sessionKeys.list(all), sessionsApi.sessions, { query: all ? { all: '1' } : {} }, (r) => r.data),
};
