// Sign-ins a user can see and end (their own), and an admin (everyone's). The id is a digest of the
// session, not the session itself: it ends a sign-in but signs nobody in.
import { z } from 'zod';
import { messageBody } from './common.js';
import { route } from './route.js';

export const signIn = z.object({
  id: z.string(),
  userId: z.number(),
  userName: z.string(),
  email: z.string(),
  device: z.string(),
  address: z.string(),
  createdAt: z.string(),
  lastSeen: z.string(),
  /** The sign-in this request was made with. */
  current: z.boolean(),
});
export type SignIn = z.infer<typeof signIn>;

export const signInList = z.object({ data: z.array(signIn) });

export const signInListQuery = z.object({
  /** Everyone's open sign-ins (admin only). */
  all: z.preprocess((v) => v === '1' || v === 'true' || v === true, z.boolean()).optional(),
});

export const signInIdParam = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, 'This sign-in does not exist') });

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const sessionsRoutes = {
  sessions: route('GET', '/sessions', { query: signInListQuery, reply: signInList }),
  sessionEnd: route('DELETE', '/sessions/:id', { params: signInIdParam, reply: messageBody }),
};
