import { z } from 'zod';
import { issueMessage } from '../i18n/message.ts';
import { idSchema, paginated, recordVersion, timestamp, versionOutput } from './common.ts';

export const namedRef = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRef>;

/** A list of ids; a single id or a comma-separated text (from a form post) is read as a list too. */
export const idList = (message: string) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return [];
      if (typeof value === 'string') return value.split(',').map((part) => part.trim());
      return Array.isArray(value) ? value : [value];
    },
    z.array(idSchema, { error: message }).max(1000, message),
  );

export const roleName = z
  .string({ error: issueMessage('api_role_name_required') })
  .trim()
  .min(1, issueMessage('api_role_name_required'))
  .max(100, issueMessage('api_role_name_long'));

export const roleInput = z.object({
  name: roleName,
  permission_ids: idList(issueMessage('api_choose_permissions')),
});
export const roleUpdateInput = roleInput.extend({ id: idSchema, version: recordVersion });
export type RoleInput = z.infer<typeof roleInput>;

export const roleOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(namedRef),
  created_at: timestamp,
  updated_at: timestamp,
  version: versionOutput,
});
export type Role = z.infer<typeof roleOutput>;

export const roleListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
  version: versionOutput,
});
export const rolePage = paginated(roleListItem);
