import type { Kysely } from 'kysely';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { type ListInput, PER_PAGE } from '../../../shared/schemas/common.ts';
import type { RestoreVersionInput } from '../../../shared/schemas/history.ts';
import type { MapCreateInput, MapRecord, MapUpdateInput } from '../../../shared/schemas/maps.ts';
import { nextFreeSlug, slugify } from '../../../shared/slug.ts';
import { paginate } from '../../db/paginate.ts';
import type { DB } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { writeWithImage } from '../../uploads/image-store.ts';
import { type Actor, recordChange } from '../audit/audit.repository.ts';
import { historyOfRecord, recordToRestore, versionOfRecord } from '../audit/history.ts';
import {
  keepDeletedRow,
  listRecentlyDeleted,
  reinsertRow,
  rowLinkStill,
  takeRecentlyDeleted,
} from '../audit/recently-deleted.ts';
import { claimVersion } from '../audit/record-version.ts';
import { categoryExists } from '../categories/categories.repository.ts';
import { geometryColumns, place } from './map-geometry.ts';
import * as repo from './maps.repository.ts';

type MapRow = Awaited<ReturnType<typeof repo.listMaps>>[number];

function toListItem(row: MapRow): Omit<MapRecord, 'geometry'> {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    category_id: row.category_id,
    category:
      row.category_id !== null && row.category_name !== null
        ? { id: row.category_id, name: row.category_name }
        : null,
    status: row.status,
    image: row.image,
    geometry_type: row.geometry_type,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    version: row.version,
  };
}

export function list(deps: Deps, input: ListInput) {
  return paginate(
    input.page,
    PER_PAGE,
    () => repo.countMaps(deps.db, input.search),
    async (limit, offset) => (await repo.listMaps(deps.db, input.search, limit, offset)).map(toListItem),
  );
}

async function load(db: Kysely<DB>, id: number): Promise<MapRecord> {
  const row = await repo.findMap(db, id);
  if (!row) throw AppError.notFound('Map');
  return { ...toListItem(row), geometry: row.geometry ?? null };
}

export function get(deps: Deps, id: number): Promise<MapRecord> {
  return load(deps.db, id);
}

async function checkCategory(db: Kysely<DB>, id: number | null | undefined): Promise<void> {
  if (id != null && !(await categoryExists(db, id))) {
    throw AppError.validation({ CategoryId: 'The selected category does not exist.' });
  }
}

/**
 * A slug from the name, suffixed on collision. The slug lock makes concurrent saves choose one after another,
 * each seeing the slugs the others committed, so none of them meets the unique constraint. Call it inside
 * the transaction that inserts.
 */
export async function insertWithSlug(db: Kysely<DB>, values: Omit<repo.NewMapRow, 'slug'>): Promise<number> {
  await repo.lockSlugs(db);
  const slug = nextFreeSlug(values.name, await repo.slugsLike(db, slugify(values.name)));
  return repo.insertMap(db, { ...values, slug });
}

const imageOptions = (deps: Deps, file: File | undefined, replaces?: string | null) => ({
  storage: deps.images,
  pictures: deps.pictures,
  maxBytes: deps.config.maxUploadBytes,
  folder: 'maps' as const,
  file,
  replaces,
});

export async function create(deps: Deps, actor: Actor, input: MapCreateInput): Promise<MapRecord> {
  await checkCategory(deps.db, input.category_id);
  const placed = place(input.geometry ?? null, input.latitude, input.longitude);
  const created = await writeWithImage(imageOptions(deps, input.image), (image) =>
    deps.db.transaction().execute(async (trx) => {
      const id = await insertWithSlug(trx, {
        name: input.name,
        description: input.description,
        address: input.address,
        category_id: input.category_id ?? null,
        status: input.status,
        image: image ?? null,
        latitude: placed.latitude,
        longitude: placed.longitude,
        ...geometryColumns(placed.geometry),
      });
      const after = await load(trx, id);
      await recordChange(trx, actor, {
        table: 'maps',
        recordId: id,
        action: 'create',
        before: null,
        after,
      });
      return after;
    }),
  );
  return created as MapRecord;
}

export async function update(
  deps: Deps,
  actor: Actor,
  input: MapUpdateInput,
  /** The history entry whose version this update brings back. */
  restoredFrom?: string,
): Promise<MapRecord> {
  const current = await load(deps.db, input.id);
  await checkCategory(deps.db, input.category_id);
  const updated = await writeWithImage(imageOptions(deps, input.image, current.image), (image) =>
    deps.db.transaction().execute(async (trx) => {
      const { lastWriterWins } = await claimVersion(trx, {
        table: 'maps',
        id: input.id,
        expected: input.version,
        thing: 'Map',
        current: () => load(trx, input.id),
      });
      const before = await repo.findMap(trx, input.id);
      if (!before) return false;
      const beforeRecord: MapRecord = { ...toListItem(before), geometry: before.geometry ?? null };
      const geometry =
        input.geometry !== undefined ? input.geometry : (beforeRecord.geometry as PetaGeometry | null);
      const placed = place(
        geometry,
        input.latitude !== undefined ? input.latitude : input.geometry ? undefined : beforeRecord.latitude,
        input.longitude !== undefined ? input.longitude : input.geometry ? undefined : beforeRecord.longitude,
      );
      const changed = await repo.updateMap(trx, input.id, {
        name: input.name,
        description: input.description,
        address: input.address,
        ...(input.category_id !== undefined ? { category_id: input.category_id } : {}),
        ...(input.status ? { status: input.status } : {}),
        ...(image ? { image } : {}),
        latitude: placed.latitude,
        longitude: placed.longitude,
        ...geometryColumns(placed.geometry),
        updated_at: deps.now(),
      });
      if (!changed) return false;
      const after = await load(trx, input.id);
      await recordChange(trx, actor, {
        table: 'maps',
        recordId: input.id,
        action: 'update',
        before: beforeRecord,
        after,
        lastWriterWins,
        restoredFrom,
      });
      return after;
    }),
  );
  if (!updated) throw AppError.notFound('Map');
  return updated;
}

/**
 * Moves the place to "Recently deleted" (decision 0022): it leaves every list, the public map, exports and
 * OGC at once, and its image stays until the cleanup purges it.
 */
export async function remove(deps: Deps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const removed = await load(trx, id);
    await keepDeletedRow(trx, {
      table: 'maps',
      id,
      label: removed.name,
      links: {},
      deletedBy: actor.username,
    });
    if (!(await repo.deleteMap(trx, id))) throw AppError.notFound('Map');
    await recordChange(trx, actor, {
      table: 'maps',
      recordId: id,
      action: 'delete',
      before: removed,
      after: null,
    });
  });
}

export const deleted = (deps: Deps) => listRecentlyDeleted(deps, 'maps');

/**
 * Brings a deleted place back as it was, under its id and with its image. A category deleted meanwhile
 * leaves it uncategorised; a slug taken meanwhile gets the next free one.
 */
export async function undelete(deps: Deps, actor: Actor, id: number): Promise<MapRecord> {
  return deps.db.transaction().execute(async (trx) => {
    const kept = await takeRecentlyDeleted(trx, deps.now(), 'maps', id, 'Map');
    const row = { ...kept.row };
    // Its category, if that is still the one it had: not one created since under the same id.
    if (
      typeof row.category_id === 'number' &&
      !(await rowLinkStill(trx, kept, 'categories', row.category_id))
    ) {
      row.category_id = null;
    }
    await repo.lockSlugs(trx);
    const slugs = await repo.slugsLike(trx, String(row.slug));
    if (slugs.includes(String(row.slug))) {
      row.slug = nextFreeSlug(String(row.name), await repo.slugsLike(trx, slugify(String(row.name))));
    }
    await reinsertRow(trx, 'maps', row);
    const after = await load(trx, id);
    await recordChange(trx, actor, { table: 'maps', recordId: id, action: 'restore', before: null, after });
    return after;
  });
}

/** A record's history, and one version of it; a record that is not there (any more) is a 404. */
export async function history(deps: Deps, id: number) {
  await load(deps.db, id);
  return historyOfRecord(deps.db, 'maps', id);
}

export async function version(deps: Deps, id: number, entry: string) {
  await load(deps.db, id);
  return versionOfRecord(deps.db, 'maps', id, entry);
}

/**
 * "Restore this version": the place's fields and geometry as that version had them, saved as a new
 * version (from the version the screen showed, so it cannot undo a change made meanwhile). The image stays
 * as it is now: a replaced image is gone. A category deleted since leaves the place uncategorised.
 */
export async function restoreVersion(
  deps: Deps,
  actor: Actor,
  input: RestoreVersionInput,
): Promise<MapRecord> {
  const old = await recordToRestore(deps.db, 'maps', input.id, input.entry);
  const categoryId = typeof old.category_id === 'number' ? old.category_id : null;
  return update(
    deps,
    actor,
    {
      id: input.id,
      version: input.version,
      name: String(old.name),
      description: String(old.description ?? ''),
      address: String(old.address ?? ''),
      category_id: categoryId !== null && (await categoryExists(deps.db, categoryId)) ? categoryId : null,
      status: old.status === 'inactive' ? 'inactive' : 'active',
      geometry: (old.geometry ?? null) as PetaGeometry | null,
      latitude: typeof old.latitude === 'number' ? old.latitude : null,
      longitude: typeof old.longitude === 'number' ? old.longitude : null,
    } as MapUpdateInput,
    input.entry,
  );
}
