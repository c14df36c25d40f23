import { z } from 'zod';
import { issueMessage } from '../i18n/message.ts';
import { idSchema, paginated, recordVersion, timestamp, versionOutput } from './common.ts';
import { idList, namedRef } from './roles.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;

const name = z
  .string({ error: issueMessage('api_name_required') })
  .trim()
  .min(1, issueMessage('api_name_required'))
  .max(255, issueMessage('api_name_long'));
const username = z
  .string({ error: issueMessage('api_username_required') })
  .trim()
  .min(1, issueMessage('api_username_required'))
  .regex(USERNAME_PATTERN, issueMessage('api_username_format'));
const email = z
  .string({ error: issueMessage('api_email_required') })
  .trim()
  .min(1, issueMessage('api_email_required'))
  .max(255, issueMessage('api_email_long'))
  .pipe(z.email(issueMessage('api_email_invalid')));
/** A password being set: the same rule wherever it is chosen. */
export const newPassword = z
  .string({ error: issueMessage('api_password_required') })
  .min(PASSWORD_MIN_LENGTH, issueMessage('api_password_min'))
  .max(PASSWORD_MAX_LENGTH, issueMessage('api_password_long'));

/** The fields as the API checks them (also a restored backup's rows, src/server/db/restore-rows.ts). */
export const userFields = { name, username, email };

const roleIds = idList(issueMessage('api_choose_roles'));

export const userCreateInput = z.object({ name, username, email, password: newPassword, role_ids: roleIds });
/** On edit a blank password keeps the current one, and leaving role_ids out keeps the roles. */
export const userUpdateInput = z.object({
  id: idSchema,
  version: recordVersion,
  name,
  username,
  email,
  password: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    newPassword.optional(),
  ),
  role_ids: roleIds.optional(),
  /** Asked only when you change your own email: the current password, as a second proof it is you. */
  current_password: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().max(PASSWORD_MAX_LENGTH).optional(),
  ),
});
export type UserCreateInput = z.infer<typeof userCreateInput>;
export type UserUpdateInput = z.infer<typeof userUpdateInput>;

export const userOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  roles: z.array(namedRef),
  created_at: timestamp,
  updated_at: timestamp,
  version: versionOutput,
});
export type User = z.infer<typeof userOutput>;
export const userPage = paginated(userOutput);
