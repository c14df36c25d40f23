import { z } from 'zod';
import { timestamp } from './common.ts';

export const loginInput = z.object({
  username: z.string({ error: 'Username is required.' }).trim().min(1, 'Username is required.').max(100),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(1024),
});
export type LoginInput = z.infer<typeof loginInput>;

export const sessionUser = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type SessionUser = z.infer<typeof sessionUser>;

/** What `POST /api/login` answers (spec section 7). */
export const loginOutput = sessionUser.extend({
  token: z.string(),
  permissions: z.record(z.string(), z.boolean()),
});
export type LoginOutput = z.infer<typeof loginOutput>;

export const meOutput = sessionUser.extend({ permissions: z.record(z.string(), z.boolean()) });

/** Shown for any login failure that is not a field error (spec section 5). */
export const LOGIN_FAILED_MESSAGE = 'Username atau password salah';
