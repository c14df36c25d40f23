import type { Kysely } from 'kysely';
import { msg } from '../../../shared/i18n/message.ts';
import { type ListInput, PER_PAGE } from '../../../shared/schemas/common.ts';
import {
  type User,
  type UserCreateInput,
  type UserUpdateInput,
  userOutput,
} from '../../../shared/schemas/users.ts';
import { violatedUniqueConstraint } from '../../db/constraint-error.ts';
import { paginate } from '../../db/paginate.ts';
import type { DB } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { RecordLifecycle } from '../audit/lifecycle-procedures.ts';
import { linkedStill } from '../audit/recently-deleted.ts';
import * as writes from '../audit/record-writes.ts';
import {
  assertFullAdminRemains,
  assertMayActOnUser,
  assertMayGrantRoles,
  assertMayReplaceRegencyStaff,
  lockAccessChanges,
} from '../auth/access-rules.ts';
import {
  type AuthSession,
  checkPassword,
  endSessionsOf,
  WRONG_CURRENT_PASSWORD,
} from '../auth/auth.service.ts';
import { refuseCommonPassword } from '../auth/common-passwords.ts';
import { hashPassword } from '../auth/password.ts';
import { existingRoleIds } from '../roles/roles.service.ts';
import * as repo from './users.repository.ts';

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUser>>>;

async function withRoles(db: Kysely<DB>, rows: UserRow[]): Promise<User[]> {
  const roles = await repo.rolesOfUsers(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    roles: roles.get(row.id) ?? [],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    version: row.version,
  }));
}

/** A user has history and "Recently deleted" (decisions 0044, 0046); no versions to restore (0022). */
export const userRecord: RecordLifecycle<'users', User> = {
  name: 'users',
  thing: 'User',
  output: userOutput,
  readHistory: 'users-edit',
  undeleteNeeds: 'users-delete',
  read: async (db, id) => {
    const row = await repo.findUser(db, id);
    return row && (await withRoles(db, [row]))[0];
  },
  label: (user) => `${user.name} (${user.username})`,
  // Given back, of those that still exist, if the person restoring could grant them.
  links: async (_trx, user) => ({ roles: user.roles.map((role) => role.id) }),
  check,
  undelete,
};

const load = (db: Kysely<DB>, id: number) => writes.load(db, userRecord, id);

export function list(deps: Deps, input: ListInput) {
  return paginate(
    input.page,
    PER_PAGE,
    () => repo.countUsers(deps.db, input.search),
    async (limit, offset) => withRoles(deps.db, await repo.listUsers(deps.db, input.search, limit, offset)),
  );
}

export function get(deps: Deps, id: number): Promise<User> {
  return load(deps.db, id);
}

async function checkRoleIds(db: Kysely<DB>, ids: readonly number[]): Promise<void> {
  const found = new Set(await existingRoleIds(db, ids));
  if (ids.some((id) => !found.has(id))) {
    throw AppError.validation({ Role_ids: msg('api_roles_gone') });
  }
}

/** Username and email are unique whatever their letter case; the spec's messages name the field. */
function uniqueField(error: unknown): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'users_username_lower_key')
    throw AppError.validation({ Username: msg('api_username_exists') });
  if (constraint === 'users_email_lower_key') throw AppError.validation({ Email: msg('api_email_exists') });
  throw error;
}

export async function create(deps: Deps, actor: AuthSession, input: UserCreateInput): Promise<User> {
  await refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return deps.db
    .transaction()
    .execute(async (trx) => {
      await checkRoleIds(trx, input.role_ids);
      await assertMayGrantRoles(trx, actor.permissions, input.role_ids, 'Role_ids');
      const id = await repo.insertUser(trx, {
        name: input.name,
        username: input.username,
        email: input.email,
        password_hash: passwordHash,
      });
      await repo.replaceUserRoles(trx, id, input.role_ids);
      return writes.created(trx, actor.user, userRecord, id);
    })
    .catch(uniqueField);
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  new Set(a).size === new Set(b).size && a.every((id) => b.includes(id));

/**
 * Your own record through the users screen: no new password (that asks for the current one, on the
 * Change password screen), no change to your own roles, and a new email only with your current password.
 */
async function checkSelfEdit(deps: Deps, actor: AuthSession, input: UserUpdateInput, address: string) {
  if (input.password !== undefined) {
    throw AppError.validation({
      Password: msg('api_own_password_elsewhere'),
    });
  }
  const current = await load(deps.db, input.id);
  // Made from an older version: the update's claimVersion answers 409 with the record as it now is, which
  // says more than a check against values the user never saw (say, an email someone else changed).
  if (input.version !== undefined && input.version !== current.version) return;
  const currentRoleIds = current.roles.map((role) => role.id);
  if (input.role_ids !== undefined && !sameSet(input.role_ids, currentRoleIds)) {
    throw AppError.validation({ Role_ids: msg('api_change_own_roles') });
  }
  if (input.email.toLowerCase() === current.email.toLowerCase()) return;
  if (input.current_password === undefined) {
    throw AppError.validation({ CurrentPassword: msg('api_email_needs_password') });
  }
  if (!(await checkPassword(deps, actor.user.username, input.current_password, address))) {
    throw AppError.validation({ CurrentPassword: WRONG_CURRENT_PASSWORD });
  }
}

/**
 * A new password or a change of roles ends the user's other sessions: whoever held the old password, or
 * a session opened with the old rights, must sign in again. Only someone who holds every permission the
 * user holds may change them.
 */
export async function update(
  deps: Deps,
  actor: AuthSession,
  input: UserUpdateInput,
  address: string,
): Promise<User> {
  const self = input.id === actor.user.id;
  if (self) await checkSelfEdit(deps, actor, input, address);
  await refuseCommonPassword(input.password);
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  return deps.db
    .transaction()
    .execute(async (trx) => {
      await lockAccessChanges(trx);
      const beforeUser = await load(trx, input.id);
      await assertMayActOnUser(trx, actor.permissions, input.id);
      // A new password or username signs them in, or out for good: the regency's staff are the regency's.
      const signInChanged =
        passwordHash !== undefined || input.username.toLowerCase() !== beforeUser.username.toLowerCase();
      if (signInChanged) await assertMayReplaceRegencyStaff(trx, actor.permissions, input.id);
      const change = {
        id: input.id,
        version: input.version,
        before: beforeUser,
        // The hash itself never goes into the log; that it changed does.
        logged: (after: User) => (passwordHash ? { ...after, password_changed: true } : after),
      };
      return writes.update(trx, actor.user, userRecord, change, async () => {
        const before = beforeUser.roles.map((role) => role.id);
        let rolesChanged = false;
        if (input.role_ids !== undefined && !(self && sameSet(input.role_ids, before))) {
          await checkRoleIds(trx, input.role_ids);
          const added = input.role_ids.filter((id) => !before.includes(id));
          await assertMayGrantRoles(trx, actor.permissions, added, 'Role_ids');
          rolesChanged = added.length > 0 || before.some((id) => !input.role_ids!.includes(id));
          await repo.replaceUserRoles(trx, input.id, input.role_ids);
        }
        await repo.updateUser(trx, input.id, {
          name: input.name,
          username: input.username,
          email: input.email,
          ...(passwordHash ? { password_hash: passwordHash } : {}),
          updated_at: deps.now(),
        });
        if (rolesChanged) await assertFullAdminRemains(trx, 'Role_ids');
        if (passwordHash || rolesChanged) {
          await endSessionsOf(trx, input.id);
        }
      });
    })
    .catch(uniqueField);
}

/**
 * Moves the account to "Recently deleted" with its roles (decision 0022); its sessions end now. Restored,
 * it signs in with the password it had.
 */
export async function remove(deps: Deps, actor: AuthSession, id: number): Promise<void> {
  if (id === actor.user.id) throw new AppError('VALIDATION', msg('api_delete_own_account'));
  await deps.db.transaction().execute(async (trx) => {
    await lockAccessChanges(trx);
    const before = await load(trx, id);
    await assertMayActOnUser(trx, actor.permissions, id);
    await assertMayReplaceRegencyStaff(trx, actor.permissions, id);
    await writes.remove(trx, actor.user, userRecord, id, {
      before,
      deleted: () => assertFullAdminRemains(trx),
    });
  });
}

/**
 * Brings a deleted account back with the roles it had that still exist, if the person restoring it could
 * grant them (no escalation through "Restore"). A username or email taken meanwhile is refused.
 */
export async function undelete(deps: Deps, actor: AuthSession, id: number): Promise<User> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      await lockAccessChanges(trx);
      return writes.undelete(trx, deps.now(), actor.user, userRecord, id, async (kept, reinsert) => {
        // Only roles that are still the ones it held: a role created since under one of their ids is not.
        const roleIds = await linkedStill(trx, kept, 'roles');
        await assertMayGrantRoles(trx, actor.permissions, roleIds, 'Role_ids');
        await reinsert(kept.row);
        await repo.replaceUserRoles(trx, id, roleIds);
      });
    })
    .catch(uniqueField);
}

/** The user is there and the caller may act on it (before its history is shown): else a 404 or a 403. */
async function check(deps: Deps, actor: AuthSession, id: number): Promise<void> {
  await load(deps.db, id);
  await assertMayActOnUser(deps.db, actor.permissions, id);
}
