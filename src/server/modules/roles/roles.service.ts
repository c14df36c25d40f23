import { msg } from '../../../shared/i18n/message.ts';
import { type ListInput, type Paginated, PER_PAGE } from '../../../shared/schemas/common.ts';
import { type NamedRef, type Role, type RoleInput, roleOutput } from '../../../shared/schemas/roles.ts';
import { violatedUniqueConstraint } from '../../db/constraint-error.ts';
import { paginate } from '../../db/paginate.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { RecordLifecycle } from '../audit/lifecycle-procedures.ts';
import { linkedStill } from '../audit/recently-deleted.ts';
import * as writes from '../audit/record-writes.ts';
import {
  assertFullAdminRemains,
  assertMayActOnRole,
  assertMayGrantPermissions,
  lockAccessChanges,
} from '../auth/access-rules.ts';
import type { AuthSession } from '../auth/auth.service.ts';
import { existingPermissionIds } from '../permissions/permissions.service.ts';
import * as repo from './roles.repository.ts';

const iso = (date: Date) => date.toISOString();
type Db = Deps['db'];

export function list(deps: Deps, input: ListInput) {
  return paginate(
    input.page,
    PER_PAGE,
    () => repo.countRoles(deps.db, input.search),
    async (limit, offset) =>
      (await repo.listRoles(deps.db, input.search, limit, offset)).map((row) => ({
        id: row.id,
        name: row.name,
        permissions_count: Number(row.permissions_count ?? 0),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
        version: row.version,
      })),
  ) satisfies Promise<Paginated<unknown>>;
}

export function all(deps: Deps): Promise<NamedRef[]> {
  return repo.allRoles(deps.db);
}

/** A role has history and "Recently deleted" (decisions 0044, 0046); no versions to restore (0022). */
export const roleRecord: RecordLifecycle<'roles', Role> = {
  name: 'roles',
  thing: 'Role',
  output: roleOutput,
  readHistory: 'roles-edit',
  undeleteNeeds: 'roles-delete',
  read: async (db, id) => {
    const row = await repo.findRole(db, id);
    if (!row) return undefined;
    return {
      id: row.id,
      name: row.name,
      permissions: await repo.permissionsOfRole(db, id),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      version: row.version,
    };
  },
  label: (role) => role.name,
  // Its permissions, and the users who held it: it goes back to them if it comes back.
  links: async (trx, role) => ({
    permissions: role.permissions.map((permission) => permission.id),
    users: await repo.holdersOfRole(trx, role.id),
  }),
  check,
  undelete,
};

const load = (db: Db, id: number) => writes.load(db, roleRecord, id);

/** Which of these role ids exist (a user's roles are checked against them). */
export function existingRoleIds(db: Db, ids: readonly number[]): Promise<number[]> {
  return repo.existingRoleIds(db, ids);
}

export function get(deps: Deps, id: number): Promise<Role> {
  return load(deps.db, id);
}

async function checkPermissionIds(db: Db, ids: readonly number[]): Promise<void> {
  const found = new Set(await existingPermissionIds(db, ids));
  if (ids.some((id) => !found.has(id))) {
    throw AppError.validation({ Permission_ids: msg('api_permissions_gone') });
  }
}

function nameTaken(error: unknown): never {
  if (violatedUniqueConstraint(error) !== undefined) {
    throw AppError.validation({ Name: msg('api_role_name_taken') });
  }
  throw error;
}

export async function create(deps: Deps, actor: AuthSession, input: RoleInput): Promise<Role> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      await checkPermissionIds(trx, input.permission_ids);
      await assertMayGrantPermissions(trx, actor.permissions, input.permission_ids, 'Permission_ids');
      const id = await repo.insertRole(trx, input.name);
      await repo.replaceRolePermissions(trx, id, input.permission_ids);
      return writes.created(trx, actor.user, roleRecord, id);
    })
    .catch(nameTaken);
}

/**
 * Permissions are read afresh on every request, so a changed role takes effect at its users' next call.
 * Only someone who holds every permission a role grants may change or delete it.
 */
export async function update(
  deps: Deps,
  actor: AuthSession,
  input: RoleInput & { id: number; version?: number },
): Promise<Role> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      await lockAccessChanges(trx);
      const before = await load(trx, input.id);
      await assertMayActOnRole(trx, actor.permissions, input.id);
      return writes.update(
        trx,
        actor.user,
        roleRecord,
        { id: input.id, version: input.version, before },
        async () => {
          await checkPermissionIds(trx, input.permission_ids);
          const had = new Set(before.permissions.map((permission) => permission.id));
          const added = input.permission_ids.filter((id) => !had.has(id));
          await assertMayGrantPermissions(trx, actor.permissions, added, 'Permission_ids');
          await repo.updateRoleName(trx, input.id, input.name, deps.now());
          await repo.replaceRolePermissions(trx, input.id, input.permission_ids);
          await assertFullAdminRemains(trx, 'Permission_ids');
        },
      );
    })
    .catch(nameTaken);
}

/** Moves the role to "Recently deleted" with its permissions and the users who held it (decision 0022). */
export async function remove(deps: Deps, actor: AuthSession, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await lockAccessChanges(trx);
    const before = await load(trx, id);
    await assertMayActOnRole(trx, actor.permissions, id);
    await writes.remove(trx, actor.user, roleRecord, id, {
      before,
      deleted: () => assertFullAdminRemains(trx),
    });
  });
}

/**
 * Brings a deleted role back with its permissions that still exist, if the person restoring it holds them
 * all (no escalation through "Restore"), and gives it back to the users who held it.
 */
export async function undelete(deps: Deps, actor: AuthSession, id: number): Promise<Role> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      await lockAccessChanges(trx);
      return writes.undelete(trx, deps.now(), actor.user, roleRecord, id, async (kept, reinsert) => {
        const permissionIds = await linkedStill(trx, kept, 'permissions');
        await assertMayGrantPermissions(trx, actor.permissions, permissionIds, 'Permission_ids');
        await reinsert(kept.row);
        await repo.replaceRolePermissions(trx, id, permissionIds);
        // Only to the users who held it: never to one created since under a holder's id.
        await repo.restoreRoleHolders(trx, id, await linkedStill(trx, kept, 'users'));
      });
    })
    .catch(nameTaken);
}

/** The role is there and the caller may act on it (before its history is shown): else a 404 or a 403. */
async function check(deps: Deps, actor: AuthSession, id: number): Promise<void> {
  await load(deps.db, id);
  await assertMayActOnRole(deps.db, actor.permissions, id);
}
