import { z } from 'zod';

export const ROLES = ['admin', 'user'] as const;
export const role = z.enum(ROLES, { message: 'Role must be admin or user' });

export const user = z.object({ id: z.number(), role, name: z.string(), email: z.string() });
export type User = z.infer<typeof user>;

const email = z.string().trim().min(1, 'Email is required').email('Email is not valid').max(200);

export const loginBody = z.object({
  email: z.string({ message: 'Email is required' }).trim().min(1, 'Email is required').max(200),
  pass: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(200),
});
export const loginReply = z.object({ token: z.string(), user });

export const registerBody = z.object({
  role: role.default('user'),
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(120),
  email,
  pass: z.string({ message: 'Password is required' }).min(6, 'Password must be at least 6 characters').max(200),
});

export const updateUserBody = z
  .object({
    role: role.optional(),
    name: z.string().trim().min(1, 'Name is required').max(120).optional(),
    email: email.optional(),
    pass: z.string().min(6, 'Password must be at least 6 characters').max(200).optional().or(z.literal('')),
  })
  .strict();
