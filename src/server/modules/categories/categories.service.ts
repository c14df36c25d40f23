import type { Kysely } from 'kysely';
import type {
  Category,
  CategoryCreateInput,
  CategoryUpdateInput,
} from '../../../shared/schemas/categories.ts';
import { type ListInput, PER_PAGE } from '../../../shared/schemas/common.ts';
import type { NamedRef } from '../../../shared/schemas/roles.ts';
import { paginate } from '../../db/paginate.ts';
import type { DB } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { removeImage, writeWithImage } from '../../uploads/image-store.ts';
import { type Actor, recordChange } from '../audit/audit.repository.ts';
import { claimVersion } from '../audit/record-version.ts';
import * as repo from './categories.repository.ts';

type CategoryRow = NonNullable<Awaited<ReturnType<typeof repo.findCategory>>>;

function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    image: row.image,
    map_marker: row.map_marker,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    version: row.version,
  };
}

export function list(deps: Deps, input: ListInput) {
  return paginate(
    input.page,
    PER_PAGE,
    () => repo.countCategories(deps.db, input.search),
    async (limit, offset) =>
      (await repo.listCategories(deps.db, input.search, limit, offset)).map((row) => ({
        ...toCategory(row),
        maps_count: Number(row.maps_count ?? 0),
      })),
  );
}

export function all(deps: Deps): Promise<(NamedRef & { color: string })[]> {
  return repo.categoryOptions(deps.db);
}

async function load(db: Kysely<DB>, id: number): Promise<Category> {
  const row = await repo.findCategory(db, id);
  if (!row) throw AppError.notFound('Category');
  return toCategory(row);
}

export function get(deps: Deps, id: number): Promise<Category> {
  return load(deps.db, id);
}

const imageOptions = (deps: Deps, file: File | undefined, replaces?: string | null) => ({
  storage: deps.images,
  maxBytes: deps.config.maxUploadBytes,
  folder: 'categories' as const,
  file,
  replaces,
});

export async function create(deps: Deps, actor: Actor, input: CategoryCreateInput): Promise<Category> {
  const created = await writeWithImage(imageOptions(deps, input.image), (image) =>
    deps.db.transaction().execute(async (trx) => {
      const id = await repo.insertCategory(trx, {
        name: input.name,
        description: input.description,
        color: input.color,
        image: image ?? null,
        map_marker: input.map_marker,
      });
      const after = await load(trx, id);
      await recordChange(trx, actor, {
        table: 'categories',
        recordId: id,
        action: 'create',
        before: null,
        after,
      });
      return after;
    }),
  );
  return created as Category;
}

export async function update(deps: Deps, actor: Actor, input: CategoryUpdateInput): Promise<Category> {
  const current = await load(deps.db, input.id);
  const updated = await writeWithImage(imageOptions(deps, input.image, current.image), (image) =>
    deps.db.transaction().execute(async (trx) => {
      const { lastWriterWins } = await claimVersion(trx, {
        table: 'categories',
        id: input.id,
        expected: input.version,
        thing: 'Category',
        current: () => load(trx, input.id),
      });
      const before = await repo.findCategory(trx, input.id);
      const changed = await repo.updateCategory(trx, input.id, {
        name: input.name,
        description: input.description,
        color: input.color,
        map_marker: input.map_marker,
        ...(image ? { image } : {}),
        updated_at: deps.now(),
      });
      if (!before || !changed) return false;
      const after = await load(trx, input.id);
      await recordChange(trx, actor, {
        table: 'categories',
        recordId: input.id,
        action: 'update',
        before: toCategory(before),
        after,
        lastWriterWins,
      });
      return after;
    }),
  );
  if (!updated) throw AppError.notFound('Category');
  return updated;
}

export async function remove(deps: Deps, actor: Actor, id: number): Promise<void> {
  const before = await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findCategory(trx, id);
    if (!row || !(await repo.deleteCategory(trx, id))) throw AppError.notFound('Category');
    const removed = toCategory(row);
    await recordChange(trx, actor, {
      table: 'categories',
      recordId: id,
      action: 'delete',
      before: removed,
      after: null,
    });
    return removed;
  });
  await removeImage(deps.images, 'categories', before.image);
}
