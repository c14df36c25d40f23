import type { Kysely } from 'kysely';
import { msg } from '../../../shared/i18n/message.ts';
import { SYSTEM_PERMISSIONS } from '../../../shared/permissions.ts';
import { type ListInput, type Paginated, PER_PAGE } from '../../../shared/schemas/common.ts';
import type { Permission } from '../../../shared/schemas/permissions.ts';
import { violatedUniqueConstraint } from '../../db/constraint-error.ts';
import { paginate } from '../../db/paginate.ts';
import type { DB } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { type Actor, recordChange } from '../audit/record-change.ts';
import { claimVersion } from '../audit/record-version.ts';
import * as repo from './permissions.repository.ts';

type PermissionRow = { id: number; name: string; created_at: Date; updated_at: Date; version: number };

function toPermission(row: PermissionRow): Permission {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    version: row.version,
  };
}

const TAKEN = { Name: msg('api_permission_name_taken') };
const isSystem = (name: string) => (SYSTEM_PERMISSIONS as readonly string[]).includes(name);

async function saving<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (violatedUniqueConstraint(error) !== undefined) throw AppError.validation(TAKEN);
    throw error;
  }
}

export function list(deps: Deps, input: ListInput): Promise<Paginated<Permission>> {
  return paginate(
    input.page,
    PER_PAGE,
    () => repo.countPermissions(deps.db, input.search),
    async (limit, offset) =>
      (await repo.listPermissions(deps.db, input.search, limit, offset)).map(toPermission),
  );
}

export async function all(deps: Deps): Promise<Permission[]> {
  return (await repo.allPermissions(deps.db)).map(toPermission);
}

async function load(db: Kysely<DB>, id: number): Promise<Permission> {
  const row = await repo.findPermission(db, id);
  if (!row) throw AppError.notFound('api_permission_not_found');
  return toPermission(row);
}

/** Which of these permission ids exist (a role's permissions are checked against them). */
export function existingPermissionIds(db: Kysely<DB>, ids: readonly number[]): Promise<number[]> {
  return repo.existingPermissionIds(db, ids);
}

export function get(deps: Deps, id: number): Promise<Permission> {
  return load(deps.db, id);
}

export function create(deps: Deps, actor: Actor, input: { name: string }): Promise<Permission> {
  return saving(
    deps.db.transaction().execute(async (trx) => {
      const after = toPermission(await repo.insertPermission(trx, input.name));
      await recordChange(trx, actor, {
        table: 'permissions',
        recordId: after.id,
        action: 'create',
        before: null,
        after,
      });
      return after;
    }),
  );
}

/** The names the system checks are fixed: renaming or deleting one would silently switch a feature off. */
export function update(
  deps: Deps,
  actor: Actor,
  input: { id: number; name: string; version?: number },
): Promise<Permission> {
  return saving(
    deps.db.transaction().execute(async (trx) => {
      const { lastWriterWins } = await claimVersion(trx, {
        table: 'permissions',
        id: input.id,
        expected: input.version,
        thing: 'Permission',
        current: () => load(trx, input.id),
      });
      const before = await load(trx, input.id);
      if (isSystem(before.name) && before.name !== input.name) {
        throw AppError.validation({ Name: msg('api_system_permission_rename', { name: before.name }) });
      }
      const row = await repo.updatePermission(trx, input.id, input.name, deps.now());
      if (!row) throw AppError.notFound('api_permission_not_found');
      const after = toPermission(row);
      await recordChange(trx, actor, {
        table: 'permissions',
        recordId: input.id,
        action: 'update',
        before,
        after,
        lastWriterWins,
      });
      return after;
    }),
  );
}

export async function remove(deps: Deps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await load(trx, id);
    if (isSystem(before.name)) {
      throw new AppError('VALIDATION', msg('api_system_permission_delete', { name: before.name }));
    }
    if (!(await repo.deletePermission(trx, id))) throw AppError.notFound('api_permission_not_found');
    await recordChange(trx, actor, {
      table: 'permissions',
      recordId: id,
      action: 'delete',
      before,
      after: null,
    });
  });
}
