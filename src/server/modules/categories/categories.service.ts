import type { Kysely } from 'kysely';
import { msg } from '../../../shared/i18n/message.ts';
import type {
  Category,
  CategoryCreateInput,
  CategoryOption,
  CategoryUpdateInput,
} from '../../../shared/schemas/categories.ts';
import { categoryOutput, DEFAULT_CATEGORY_COLOR } from '../../../shared/schemas/categories.ts';
import { type ListInput, PER_PAGE } from '../../../shared/schemas/common.ts';
import type { RestoreVersionInput } from '../../../shared/schemas/history.ts';
import { violatedUniqueConstraint } from '../../db/constraint-error.ts';
import { paginate } from '../../db/paginate.ts';
import type { DB } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { writeWithImage } from '../../uploads/image-store.ts';
import type { VersionedLifecycle } from '../audit/lifecycle-procedures.ts';
import { linkedStill } from '../audit/recently-deleted.ts';
import type { Actor } from '../audit/record-change.ts';
import * as writes from '../audit/record-writes.ts';
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
    ...sharedMark(row),
  };
}

/** A shared category (no village's own) is marked so; a village's own reads as the spec has it. */
const sharedMark = (row: { village_id: number | null }) =>
  row.village_id === null ? { shared: true as const } : {};

/** A shared category is the regency's: a village reads it and files places under it, and changes nothing. */
function refuseShared(category: Category): void {
  if (category.shared) throw new AppError('FORBIDDEN', msg('api_category_shared'));
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

export async function all(deps: Deps): Promise<CategoryOption[]> {
  return (await repo.categoryOptions(deps.db)).map(({ village_id, ...option }) => ({
    ...option,
    ...sharedMark({ village_id }),
  }));
}

/** The category another module names (an import's, an export's filter), or undefined when there is none. */
export async function findCategory(db: Kysely<DB>, id: number): Promise<Category | undefined> {
  const row = await repo.findCategory(db, id);
  return row && toCategory(row);
}

/** A category has history and "Recently deleted" (decisions 0044, 0046). */
export const categoryRecord: VersionedLifecycle<'categories', Category> = {
  name: 'categories',
  thing: 'Category',
  output: categoryOutput,
  undeleteNeeds: 'categories-delete',
  restoreNeeds: 'categories-edit',
  read: findCategory,
  label: (category) => category.name,
  // Its places stay on the map, uncategorised (the foreign key empties their category), and are filed
  // under it again if it comes back.
  links: async (trx, category) => ({ maps: await repo.mapIdsOfCategory(trx, category.id) }),
  undelete: (deps, session, id) => undelete(deps, session.user, id),
  restore: (deps, session, old, input) => restoreVersion(deps, session.user, old, input),
};

export function get(deps: Deps, id: number): Promise<Category> {
  return writes.load(deps.db, categoryRecord, id);
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
      return writes.created(trx, actor, categoryRecord, id);
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
  const current = await get(deps, input.id);
  refuseShared(current);
  const updated = await writeWithImage(imageOptions(deps, input.image, current.image), (image) =>
    deps.db.transaction().execute((trx) =>
      writes.update(trx, actor, categoryRecord, { id: input.id, version: input.version, restoredFrom }, () =>
        repo.updateCategory(trx, input.id, {
          name: input.name,
          description: input.description,
          color: input.color,
          map_marker: input.map_marker,
          ...(image ? { image } : {}),
          updated_at: deps.now(),
        }),
      ),
    ),
  );
  return updated as Category;
}

/**
 * Moves the category to "Recently deleted" with the places filed under it (they stay on the map,
 * uncategorised, and are filed under it again if it comes back). Its icon stays until the cleanup.
 */
export async function remove(deps: Deps, actor: Actor, id: number): Promise<void> {
  refuseShared(await get(deps, id));
  await deps.db.transaction().execute((trx) => writes.remove(trx, actor, categoryRecord, id));
}

/** Brings a deleted category back, with its icon and the places that were filed under it. */
export async function undelete(deps: Deps, actor: Actor, id: number): Promise<Category> {
  return deps.db.transaction().execute((trx) =>
    writes.undelete(trx, deps.now(), actor, categoryRecord, id, async (kept, reinsert) => {
      await reinsert(kept.row).catch(nameTaken);
      await repo.refileMaps(trx, id, await linkedStill(trx, kept, 'maps'));
    }),
  );
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
