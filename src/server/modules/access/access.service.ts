import type { Kysely } from 'kysely';
import type { PermissionMap } from '../../../shared/permissions.ts';
import { SYSTEM_PERMISSIONS } from '../../../shared/permissions.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import * as repo from './access.repository.ts';

function refuseUnheld(granted: readonly string[], held: PermissionMap, errorKey: string): void {
  const unheld = [...new Set(granted)].filter((name) => !held[name]).sort();
  if (unheld.length > 0) {
    throw AppError.validation({
      [errorKey]: `You cannot grant permissions you do not hold yourself: ${unheld.join(', ')}.`,
    });
  }
}

/** No escalation: a role may gain only permissions the person editing it holds. */
export async function assertMayGrantPermissions(
  db: Kysely<DB>,
  held: PermissionMap,
  permissionIds: readonly number[],
  errorKey: string,
): Promise<void> {
  refuseUnheld(await repo.permissionNamesByIds(db, permissionIds), held, errorKey);
}

/** No escalation: a user may be given only roles whose permissions the person giving them holds. */
export async function assertMayGrantRoles(
  db: Kysely<DB>,
  held: PermissionMap,
  roleIds: readonly number[],
  errorKey: string,
): Promise<void> {
  refuseUnheld(await repo.permissionNamesOfRoles(db, roleIds), held, errorKey);
}

/** Called first in a transaction that changes who holds what; see `lockAccessChanges`. */
export const lockAccessChanges = repo.lockAccessChanges;

function refuseOutranking(held: PermissionMap, theirs: readonly string[], target: string): void {
  const unheld = [...new Set(theirs)].filter((name) => !held[name]).sort();
  if (unheld.length > 0) {
    throw new AppError(
      'FORBIDDEN',
      `You may not change ${target} permissions you do not hold yourself (${unheld.join(', ')}).`,
    );
  }
}

/**
 * Authority over the target, not only the action: you may edit, reset or delete a user only if you hold
 * every permission they hold. Otherwise holding users-edit would let anyone take over the Super Admin.
 */
export async function assertMayActOnUser(db: Kysely<DB>, held: PermissionMap, userId: number): Promise<void> {
  refuseOutranking(held, await repo.permissionNamesOfUser(db, userId), 'a user who holds');
}

/** The same for a role: you may edit or delete it only if you hold every permission it holds. */
export async function assertMayActOnRole(db: Kysely<DB>, held: PermissionMap, roleId: number): Promise<void> {
  refuseOutranking(held, await repo.permissionNamesOfRoles(db, [roleId]), 'a role that grants');
}

export const LAST_ADMIN_MESSAGE =
  'This change would leave no user holding every permission, and nobody could manage users and roles any more.';

/**
 * Called inside the transaction after a change to roles, role permissions or users: the system must keep
 * at least one user who holds every system permission, or nobody could repair access again.
 */
export async function assertFullAdminRemains(db: Kysely<DB>, errorKey?: string): Promise<void> {
  if ((await repo.countUsersHoldingAll(db, SYSTEM_PERMISSIONS)) > 0) return;
  throw errorKey
    ? AppError.validation({ [errorKey]: LAST_ADMIN_MESSAGE })
    : new AppError('VALIDATION', LAST_ADMIN_MESSAGE);
}
