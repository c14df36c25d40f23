/** Permission names, the built-in roles, and the one registry of what each procedure needs. */

export const PERMISSION_GROUPS = ['permissions', 'roles', 'users', 'categories', 'maps'] as const;
export const PERMISSION_ACTIONS = ['create', 'edit', 'delete'] as const;
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];
export type CrudPermission = `${PermissionGroup}-${PermissionAction}`;
export type PermissionName = CrudPermission | 'settings-edit' | 'activity-view';

export const SETTINGS_EDIT = 'settings-edit' satisfies PermissionName;
/** The activity screen (the audit log); seeded into Super Admin by the migration history-and-recently-deleted. */
export const ACTIVITY_VIEW = 'activity-view' satisfies PermissionName;

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
 * What each procedure needs: 'public' (no session), 'session' (any signed-in user), or a permission.
 * The server refuses to run a procedure that is missing here, and a test checks both directions.
 */
export type ProcedureAccess = 'public' | 'session' | PermissionName;

export const PROCEDURE_ACCESS = {
  'auth.login': 'public',
  'auth.logout': 'session',
  'auth.me': 'session',
  'auth.changePassword': 'session',
  'dashboard.stats': 'session',
  'public.settings': 'public',
  'public.categories': 'public',
  'permissions.list': 'session',
  'permissions.all': 'session',
  'permissions.get': 'session',
  'permissions.create': 'permissions-create',
  'permissions.update': 'permissions-edit',
  'permissions.delete': 'permissions-delete',
  'roles.list': 'session',
  'roles.all': 'session',
  'roles.get': 'session',
  'roles.create': 'roles-create',
  'roles.update': 'roles-edit',
  'roles.delete': 'roles-delete',
  'roles.history': 'roles-edit',
  'roles.deleted': 'roles-delete',
  'roles.undelete': 'roles-delete',
  'users.list': 'session',
  'users.get': 'session',
  'users.create': 'users-create',
  'users.update': 'users-edit',
  'users.delete': 'users-delete',
  'users.history': 'users-edit',
  'users.deleted': 'users-delete',
  'users.undelete': 'users-delete',
  'categories.list': 'session',
  'categories.all': 'session',
  'categories.get': 'session',
  'categories.create': 'categories-create',
  'categories.update': 'categories-edit',
  'categories.delete': 'categories-delete',
  'categories.history': 'session',
  'categories.version': 'session',
  'categories.restoreVersion': 'categories-edit',
  'categories.deleted': 'categories-delete',
  'categories.undelete': 'categories-delete',
  'maps.list': 'session',
  'maps.get': 'session',
  'maps.create': 'maps-create',
  'maps.update': 'maps-edit',
  'maps.delete': 'maps-delete',
  'maps.history': 'session',
  'maps.version': 'session',
  'maps.restoreVersion': 'maps-edit',
  'maps.deleted': 'maps-delete',
  'maps.undelete': 'maps-delete',
  'transfer.preview': 'maps-create',
  'transfer.commit': 'maps-create',
  'transfer.publicExport': 'public',
  'transfer.adminExport': 'maps-edit',
  'settings.get': 'session',
  'settings.update': 'settings-edit',
  'settings.history': 'session',
  'settings.version': 'session',
  'settings.restoreVersion': 'settings-edit',
  'activity.list': 'activity-view',
} as const satisfies Record<string, ProcedureAccess>;

export type ProcedurePath = keyof typeof PROCEDURE_ACCESS;

export function procedureAccess(path: string): ProcedureAccess | undefined {
  return (PROCEDURE_ACCESS as Record<string, ProcedureAccess>)[path];
}
