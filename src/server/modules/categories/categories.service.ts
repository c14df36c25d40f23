import type { Kysely } from 'kysely';
import { msg } from '../../../shared/i18n/message.ts';
import type {
  Category,
  CategoryCreateInput,
  CategoryUpdateInput,
} from '../../../shared/schemas/categories.ts';
import { DEFAULT_CATEGORY_COLOR } from '../../../shared/schemas/categories.ts';
import { type ListInput, PER_PAGE } from '../../../shared/schemas/common.ts';
import type { RestoreVersionInput } from '../../../shared/schemas/history.ts';
import type { NamedRef } from '../../../shared/schemas/roles.ts';
import { violatedUniqueConstraint } from '../../db/constraint-error.ts';
import { paginate } from '../../db/paginate.ts';
import type { DB } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { writeWithImage } from '../../uploads/image-store.ts';
import { keepDeletedRow, linkedStill, reinsertRow, takeRecentlyDeleted } from '../audit/recently-deleted.ts';
import { type Actor, recordChange } from '../audit/record-change.ts';
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
  if (!row) throw AppError.notFound('api_category_not_found');
  return toCategory(row);
}

export function get(deps: Deps, id: number): Promise<Category> {
  return load(deps.db, id);
}

/** The category another module names (an import's, an export's filter), or undefined when there is none. */
export async function findCategory(db: Kysely<DB>, id: number): Promise<Category | undefined> {
  const row = await repo.findCategory(db, id);
  return row && toCategory(row);
}

/** Whether a place may name this category: one indexed read, no columns. */
export function categoryExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return repo.categoryExists(db, id);
}

const imageOptions = (deps: Deps, file: File | undefined, replaces?: string | null) => ({
  storage: deps.images,
  pictures: deps.pictures,
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

export async function update(
  deps: Deps,
  actor: Actor,
  input: CategoryUpdateInput,
  /** The history entry whose version this update brings back. */
  restoredFrom?: string,
): Promise<Category> {
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
        restoredFrom,
      });
      return after;
    }),
  );
  if (!updated) throw AppError.notFound('api_category_not_found');
  return updated;
}

/**
 * Moves the category to "Recently deleted" with the places filed under it (they stay on the map,
 * uncategorised, and are filed under it again if it comes back). Its icon stays until the cleanup.
 */
export async function remove(deps: Deps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findCategory(trx, id);
    if (!row) throw AppError.notFound('api_category_not_found');
    const removed = toCategory(row);
    const links = { maps: await repo.mapIdsOfCategory(trx, id) };
    await keepDeletedRow(trx, { table: 'categories', id, label: row.name, links, deletedBy: actor.username });
    if (!(await repo.deleteCategory(trx, id))) throw AppError.notFound('api_category_not_found');
    await recordChange(trx, actor, {
      table: 'categories',
      recordId: id,
      action: 'delete',
      before: removed,
      after: null,
    });
  });
}

/** Brings a deleted category back, with its icon and the places that were filed under it. */
export async function undelete(deps: Deps, actor: Actor, id: number): Promise<Category> {
  return deps.db.transaction().execute(async (trx) => {
    const kept = await takeRecentlyDeleted(
      trx,
      deps.now(),
      'categories',
      id,
      'api_deleted_category_not_found',
    );
    await reinsertRow(trx, 'categories', kept.row).catch(nameTaken);
    await repo.refileMaps(trx, id, await linkedStill(trx, kept, 'maps'));
    const after = await load(trx, id);
    await recordChange(trx, actor, {
      table: 'categories',
      recordId: id,
      action: 'restore',
      before: null,
      after,
    });
    return after;
  });
}

function nameTaken(error: unknown): never {
  if (violatedUniqueConstraint(error) !== undefined) {
    throw AppError.validation({
      Name: msg('api_category_restore_name_taken'),
    });
  }
  throw error;
}

/** "Restore this version": its name, description, colour and marker as a new version; the icon stays. */
export async function restoreVersion(
  deps: Deps,
  actor: Actor,
  old: Record<string, unknown>,
  input: RestoreVersionInput,
): Promise<Category> {
  return update(
    deps,
    actor,
    {
      id: input.id,
      version: input.version,
      name: String(old.name),
      description: String(old.description ?? ''),
      color: String(old.color ?? DEFAULT_CATEGORY_COLOR),
      map_marker: old.map_marker === 'icon' ? 'icon' : 'circle',
    } as CategoryUpdateInput,
    input.entry,
  );
}
