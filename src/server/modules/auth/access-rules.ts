import type { Kysely } from 'kysely';
import { msg } from '../../../shared/i18n/message.ts';
import type { PermissionMap } from '../../../shared/permissions.ts';
import { isRegencyName, SYSTEM_PERMISSIONS } from '../../../shared/permissions.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import * as repo from './access.repository.ts';

function refuseUnheld(granted: readonly string[], held: PermissionMap, errorKey: string): void {
  const unheld = [...new Set(granted)].filter((name) => !held[name]).sort();
  if (unheld.length > 0) {
    throw AppError.validation({
      [errorKey]: msg('api_grant_unheld', { permissions: unheld.join(', ') }),
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

function refuseOutranking(
  held: PermissionMap,
  theirs: readonly string[],
  refusal: 'api_user_outranks' | 'api_role_outranks',
): void {
  const unheld = [...new Set(theirs)].filter((name) => !held[name]).sort();
  if (unheld.length > 0) {
    throw new AppError('FORBIDDEN', msg(refusal, { permissions: unheld.join(', ') }));
  }
}

/**
 * Authority over the target, not only the action: you may edit, reset or delete a user only if you hold
 * every permission they hold. Otherwise holding users-edit would let anyone take over the Super Admin.
 */
export async function assertMayActOnUser(db: Kysely<DB>, held: PermissionMap, userId: number): Promise<void> {
  refuseOutranking(held, await repo.permissionNamesOfUser(db, userId), 'api_user_outranks');
}

/**
 * A regency role is held by a user of a village (decision 0055). Only someone who holds it may set that
 * user's password or username, or delete them: a village's Super Admin could otherwise sign in as the
 * regency admin (a village admin become a regency admin) or lock the regency out of its admin. Their name,
 * email and village roles stay the village's to change, as for anyone (one village works as it did).
 */
export async function assertMayReplaceRegencyStaff(
  db: Kysely<DB>,
  held: PermissionMap,
  userId: number,
): Promise<void> {
  const regency = (await repo.sessionPermissionNames(db, userId)).filter(isRegencyName);
  refuseOutranking(held, regency, 'api_user_outranks');
}

/** The same for a role: you may edit or delete it only if you hold every permission it holds. */
export async function assertMayActOnRole(db: Kysely<DB>, held: PermissionMap, roleId: number): Promise<void> {
  refuseOutranking(held, await repo.permissionNamesOfRoles(db, [roleId]), 'api_role_outranks');
}

export const LAST_ADMIN_MESSAGE = msg('api_last_admin');

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
