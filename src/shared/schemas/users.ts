import { z } from 'zod';
import { idSchema, paginated, recordVersion, timestamp, versionOutput } from './common.ts';
import { idList, namedRef } from './roles.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;

const name = z
  .string({ error: 'The name is required.' })
  .trim()
  .min(1, 'The name is required.')
  .max(255, 'The name may not be longer than 255 characters.');
const username = z
  .string({ error: 'The username is required.' })
  .trim()
  .min(1, 'The username is required.')
  .regex(USERNAME_PATTERN, 'Use 3 to 50 letters, digits, dots, hyphens or underscores.');
const email = z
  .string({ error: 'The email is required.' })
  .trim()
  .min(1, 'The email is required.')
  .max(255, 'The email may not be longer than 255 characters.')
  .pipe(z.email('Enter a valid email address.'));
/** A password being set: the same rule wherever it is chosen. */
export const newPassword = z
  .string({ error: 'The password is required.' })
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `The password may not be longer than ${PASSWORD_MAX_LENGTH} characters.`);

/** The fields as the API checks them (also a restored backup's rows, src/server/db/restore-rows.ts). */
export const userFields = { name, username, email };

const roleIds = idList('Choose roles from the list.');

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
