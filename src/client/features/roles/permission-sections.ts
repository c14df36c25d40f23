import { groupPermissions } from '../../../shared/schemas/permissions.ts';

export interface PermissionSection<T> {
  /** The part of the names before the first hyphen: 'maps' for maps-create. */
  group: string;
  items: T[];
}

/** The role form's boxes: one section per group in the order groups first appear, names sorted inside. */
export function permissionSections<T extends { name: string }>(
  permissions: readonly T[],
): PermissionSection<T>[] {
  return [...groupPermissions(permissions)].map(([group, items]) => ({
    group,
    items: [...items].sort((a, b) => a.name.localeCompare(b.name)),
  }));
}
