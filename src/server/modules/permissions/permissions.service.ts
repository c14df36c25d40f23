import { SYSTEM_PERMISSIONS } from '../../../shared/permissions.ts';
import { type ListInput, type Paginated, PER_PAGE } from '../../../shared/schemas/common.ts';
import type { Permission } from '../../../shared/schemas/permissions.ts';
import { violatedUniqueConstraint } from '../../db/constraint-error.ts';
import { paginate } from '../../db/paginate.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import * as repo from './permissions.repository.ts';

type PermissionRow = { id: number; name: string; created_at: Date; updated_at: Date };

function toPermission(row: PermissionRow): Permission {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const TAKEN = { Name: 'The permission name has already been taken.' };
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

export async function get(deps: Deps, id: number): Promise<Permission> {
  const row = await repo.findPermission(deps.db, id);
  if (!row) throw AppError.notFound('Permission');
  return toPermission(row);
}

export async function create(deps: Deps, input: { name: string }): Promise<Permission> {
  return toPermission(await saving(repo.insertPermission(deps.db, input.name)));
}

/** The names the system checks are fixed: renaming or deleting one would silently switch a feature off. */
export async function update(deps: Deps, input: { id: number; name: string }): Promise<Permission> {
  const current = await get(deps, input.id);
  if (isSystem(current.name) && current.name !== input.name) {
    throw AppError.validation({ Name: `'${current.name}' is a system permission and cannot be renamed.` });
  }
  const row = await saving(repo.updatePermission(deps.db, input.id, input.name, deps.now()));
  if (!row) throw AppError.notFound('Permission');
  return toPermission(row);
}

export async function remove(deps: Deps, id: number): Promise<void> {
  const current = await get(deps, id);
  if (isSystem(current.name)) {
    throw new AppError('VALIDATION', `'${current.name}' is a system permission and cannot be deleted.`);
  }
  if (!(await repo.deletePermission(deps.db, id))) throw AppError.notFound('Permission');
}
