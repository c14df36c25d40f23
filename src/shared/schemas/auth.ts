import { z } from 'zod';
import { timestamp } from './common.ts';
import { newPassword, PASSWORD_MAX_LENGTH } from './users.ts';

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

/** Your own password: the current one proves it is you; the confirmation, when sent, must match. */
export const changePasswordInput = z
  .object({
    current_password: z
      .string({ error: 'Enter your current password.' })
      .min(1, 'Enter your current password.')
      .max(PASSWORD_MAX_LENGTH),
    password: newPassword,
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .refine(
    (input) => input.password_confirmation === undefined || input.password_confirmation === input.password,
    {
      path: ['password_confirmation'],
      message: 'The new password and its confirmation do not match.',
    },
  );
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
