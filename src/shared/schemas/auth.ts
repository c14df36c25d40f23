import { z } from 'zod';
import { issueMessage } from '../i18n/message.ts';
import { timestamp } from './common.ts';
import { newPassword, PASSWORD_MAX_LENGTH } from './users.ts';

export const loginInput = z.object({
  username: z
    .string({ error: issueMessage('api_username_required_short') })
    .trim()
    .min(1, issueMessage('api_username_required_short'))
    .max(100),
  password: z
    .string({ error: issueMessage('api_password_required_short') })
    .min(1, issueMessage('api_password_required_short'))
    .max(1024),
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
      .string({ error: issueMessage('api_current_password_enter') })
      .min(1, issueMessage('api_current_password_enter'))
      .max(PASSWORD_MAX_LENGTH),
    password: newPassword,
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .refine(
    (input) => input.password_confirmation === undefined || input.password_confirmation === input.password,
    {
      path: ['password_confirmation'],
      message: issueMessage('api_password_confirmation'),
    },
  );
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
