import { z } from 'zod';
import { issueMessage } from '../i18n/message.ts';
import { idSchema, paginated, recordVersion, timestamp, versionOutput } from './common.ts';

export const PERMISSION_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const permissionName = z
  .string({ error: issueMessage('api_permission_name_required') })
  .trim()
  .min(1, issueMessage('api_permission_name_required'))
  .max(100, issueMessage('api_permission_name_long'))
  .regex(PERMISSION_NAME_PATTERN, issueMessage('api_permission_name_format'));

export const permissionInput = z.object({ name: permissionName });
export const permissionUpdateInput = permissionInput.extend({ id: idSchema, version: recordVersion });

export const permissionOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
  version: versionOutput,
});
export type Permission = z.infer<typeof permissionOutput>;

export const permissionPage = paginated(permissionOutput);

/** Groups permission names by the part before the first hyphen (the roles form shows one box per group). */
export function groupPermissions<T extends { name: string }>(permissions: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const permission of permissions) {
    const group = permission.name.split('-')[0] ?? permission.name;
    const list = groups.get(group) ?? [];
    list.push(permission);
    groups.set(group, list);
  }
  return groups;
}
