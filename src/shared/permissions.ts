/** Permission names and the built-in roles. */

export const PERMISSION_GROUPS = ['permissions', 'roles', 'users', 'categories', 'maps'] as const;
export const PERMISSION_ACTIONS = ['create', 'edit', 'delete'] as const;
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];
export type CrudPermission = `${PermissionGroup}-${PermissionAction}`;
export type PermissionName =
  | CrudPermission
  | 'settings-edit'
  | 'activity-view'
  | 'reports-view'
  | 'reports-moderate';

export const SETTINGS_EDIT = 'settings-edit' satisfies PermissionName;
/** The activity screen (the audit log); seeded into Super Admin by the migration history-and-recently-deleted. */
export const ACTIVITY_VIEW = 'activity-view' satisfies PermissionName;

/** Resident reports (issue 36): seeing them (the reporter's name and phone too), and moving them on. */
export const REPORTS_VIEW = 'reports-view' satisfies PermissionName;
export const REPORTS_MODERATE = 'reports-moderate' satisfies PermissionName;

export function permissionName(group: PermissionGroup, action: PermissionAction): CrudPermission {
  return `${group}-${action}`;
}

export const CRUD_PERMISSIONS: readonly CrudPermission[] = PERMISSION_GROUPS.flatMap((group) =>
  PERMISSION_ACTIONS.map((action) => permissionName(group, action)),
);

/** Every permission the system itself relies on; seeded at start. */
export const SYSTEM_PERMISSIONS: readonly PermissionName[] = [
  ...CRUD_PERMISSIONS,
  SETTINGS_EDIT,
  ACTIVITY_VIEW,
  REPORTS_VIEW,
  REPORTS_MODERATE,
];

export const SUPER_ADMIN_ROLE = 'Super Admin';
export const OPERATOR_ROLE = 'Operator';
export const OPERATOR_PERMISSIONS: readonly PermissionName[] = CRUD_PERMISSIONS.filter(
  (name) => name.startsWith('categories-') || name.startsWith('maps-'),
);

/** The session's permissions as the spec sends them: `{ "maps-create": true }`. */
export type PermissionMap = Record<string, boolean>;

/** A check passes when any of the listed names is truthy (spec section 6). */
export function hasAnyPermission(permissions: PermissionMap | null | undefined, ...names: string[]): boolean {
  if (!permissions) return false;
  return names.some((name) => permissions[name] === true);
}

/**
 * What a procedure needs: 'public' (no session), 'session' (any signed-in user), or a permission. Each
 * procedure declares it on itself, through the base procedure it is built on (server/trpc/init.ts).
 */
export type ProcedureAccess = 'public' | 'session' | PermissionName | RegencyAccess;

/**
 * The regency's roles (issue 35, decision 0055), shown in a session's permissions like a permission but
 * held only through the regency's staff list: a village's own roles never confer them, whatever a village
 * names its permissions. A regency admin is a regency viewer too.
 */
export const REGENCY_ADMIN = 'regency-admin';
export const REGENCY_VIEWER = 'regency-viewer';
export type RegencyAccess = typeof REGENCY_ADMIN | typeof REGENCY_VIEWER;
export const isRegencyName = (name: string): boolean => name.toLowerCase().startsWith('regency-');
