import { z } from 'zod';
import { passwordProblem } from '../domain/passwords.js';
import { idParam, listOf, messageBody, nameText } from './common.js';
import { route } from './route.js';

export const ROLES = ['admin', 'user'] as const;
export const role = z.enum(ROLES, { message: 'Role must be admin or user' });

export const user = z.object({ id: z.number(), role, name: z.string(), email: z.string(), active: z.boolean().optional() });
export type User = z.infer<typeof user>;

const email = z.string().trim().min(1, 'Email is required').email('Email is not valid').max(200);

/** A new password: long enough, not the email, not a common one (checked against the email in the body). */
const newPassword = z.string({ message: 'Password is required' }).max(200, 'Password is too long');
const checkPassword = (field: string) => (body: { email?: string; [k: string]: unknown }, ctx: z.RefinementCtx) => {
  const pass = body[field];
  if (typeof pass !== 'string' || pass === '') return;
  const problem = passwordProblem(pass, body.email);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [field] });
};

export const loginBody = z.object({
  email: z.string({ message: 'Email is required' }).trim().min(1, 'Email is required').max(200),
  pass: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(200),
});
export const loginReply = z.object({ token: z.string(), user });

export const registerBody = z
  .object({
    role: role.default('user'),
    name: nameText('Name', { required: 'Name is required', max: 120 }),
    email,
    pass: newPassword.min(1, 'Password is required'),
  })
  .superRefine((b, ctx) => checkPassword('pass')(b, ctx));

export const updateUserBody = z
  .object({
    role: role.optional(),
    name: nameText('Name', { required: 'Name is required', max: 120 }).optional(),
    email: email.optional(),
    pass: newPassword.optional().or(z.literal('')),
    /** false deactivates the user: they cannot sign in, and their history stays. */
    active: z.boolean().optional(),
  })
  .strict()
  .superRefine((b, ctx) => checkPassword('pass')(b, ctx));

export const changePasswordBody = z
  .object({
    current: z.string({ message: 'Current password is required' }).min(1, 'Current password is required').max(200),
    pass: newPassword.min(1, 'New password is required'),
  })
  .strict()
  .superRefine((b, ctx) => {
    checkPassword('pass')(b, ctx);
    if (b.pass === b.current) ctx.addIssue({ code: 'custom', message: 'The new password must differ from the current one', path: ['pass'] });
  });

/** A new token for this device after the password changed (every other sign-in has ended). */
export const changePasswordReply = z.object({ message: z.string(), token: z.string() });

export const userMe = z.object({ user });
export const userSaved = z.object({ message: z.string(), data: user });

/** The routes of this contract: method, path and schemas (contracts/route.ts). */
export const usersRoutes = {
  login: route('POST', '/login', { body: loginBody, reply: loginReply }),
  logout: route('POST', '/logout', { reply: messageBody }),
  logoutEverywhere: route('POST', '/logout_everywhere', { reply: messageBody }),
  changePassword: route('POST', '/change_password', { body: changePasswordBody, reply: changePasswordReply }),
  userMe: route('GET', '/user_me', { reply: userMe }),
  allUsers: route('GET', '/all_users', { reply: listOf(user) }),
  register: route('POST', '/register', { body: registerBody, reply: userSaved, status: 201 }),
  userUpdate: route('PATCH', '/user_update/:id', { params: idParam, body: updateUserBody, reply: userSaved }),
  userDelete: route('DELETE', '/user_delete/:id', { params: idParam, reply: messageBody }),
};
