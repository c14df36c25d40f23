import type { Kysely } from 'kysely';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { msg } from '../../../shared/i18n/message.ts';
import { type ListInput, PER_PAGE } from '../../../shared/schemas/common.ts';
import type { RestoreVersionInput } from '../../../shared/schemas/history.ts';
import {
  type MapCreateInput,
  type MapRecord,
  type MapUpdateInput,
  mapOutput,
} from '../../../shared/schemas/maps.ts';
import { nextFreeSlug, slugify } from '../../../shared/slug.ts';
import { paginate } from '../../db/paginate.ts';
import type { DB } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { VersionedLifecycle } from '../audit/lifecycle-procedures.ts';
import { rowLinkStill } from '../audit/recently-deleted.ts';
import { type Actor, type AuditChange, recordChanges } from '../audit/record-change.ts';
import * as writes from '../audit/record-writes.ts';
import { categoryExists } from '../categories/categories.service.ts';
import { geometryColumns, place } from './map-geometry.ts';
import { photoColumns, photosOf, writeWithPhotos } from './map-photos.ts';
import * as repo from './maps.repository.ts';

/** A place as `createMany` writes it (an import builds them). */
export type { NewMapRow } from './maps.repository.ts';

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
    photos: photosOf(row),
    opening_hours: row.opening_hours,
    phone: row.phone,
    website: row.website,
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

const toRecord = (row: NonNullable<Awaited<ReturnType<typeof repo.findMap>>>): MapRecord => ({
  ...toListItem(row),
  geometry: row.geometry ?? null,
});

/** A place has history and "Recently deleted" (decisions 0044, 0046). */
export const placeRecord: VersionedLifecycle<'maps', MapRecord> = {
  name: 'maps',
  thing: 'Map',
  output: mapOutput,
  undeleteNeeds: 'maps-delete',
  restoreNeeds: 'maps-edit',
  read: async (db, id) => {
    const row = await repo.findMap(db, id);
    return row && toRecord(row);
  },
  label: (place) => place.name,
  undelete: (deps, session, id) => undelete(deps, session.user, id),
  restore: (deps, session, old, input) => restoreVersion(deps, session.user, old, input),
};

export function get(deps: Deps, id: number): Promise<MapRecord> {
  return writes.load(deps.db, placeRecord, id);
}

async function checkCategory(db: Kysely<DB>, id: number | null | undefined): Promise<void> {
  if (id != null && !(await categoryExists(db, id))) {
    throw AppError.validation({ CategoryId: msg('api_category_missing') });
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

/**
 * Slugs chosen inside one import: each base is looked up once, then tracked in memory. The slug lock (see
 * insertWithSlug) is held until the import commits, so a map saved meanwhile cannot take one of them.
 */
export async function slugPicker(db: Kysely<DB>) {
  await repo.lockSlugs(db);
  const taken = new Map<string, Set<string>>();
  return async (name: string) => {
    const base = slugify(name);
    let used = taken.get(base);
    if (!used) {
      used = new Set(await repo.slugsLike(db, base));
      taken.set(base, used);
    }
    const slug = nextFreeSlug(name, used);
    used.add(slug);
    return slug;
  };
}

const photoOptions = (
  deps: Deps,
  current: readonly string[],
  input: { image?: File | undefined; new_photos?: File[] | undefined; photos?: string[] | undefined },
) => ({
  storage: deps.images,
  pictures: deps.pictures,
  maxBytes: deps.config.maxUploadBytes,
  current,
  request: { keep: input.photos, first: input.image, added: input.new_photos },
});

export async function create(deps: Deps, actor: Actor, input: MapCreateInput): Promise<MapRecord> {
  await checkCategory(deps.db, input.category_id);
  const placed = place(input.geometry ?? null, input.latitude, input.longitude);
  const created = await writeWithPhotos(photoOptions(deps, [], input), (photosFor) =>
    deps.db.transaction().execute(async (trx) => {
      const photos = photosFor([]);
      const id = await insertWithSlug(trx, {
        name: input.name,
        description: input.description,
        address: input.address,
        category_id: input.category_id ?? null,
        status: input.status,
        ...photoColumns(photos ?? []),
        opening_hours: input.opening_hours,
        phone: input.phone,
        website: input.website,
        latitude: placed.latitude,
        longitude: placed.longitude,
        ...geometryColumns(placed.geometry),
      });
      return writes.created(trx, actor, placeRecord, id);
    }),
  );
  return created as MapRecord;
}

/** Places read back per statement when many are created at once. */
const READ_BATCH = 500;

/**
 * Many places at once (an import), in the caller's transaction, in order; returns their ids. Each gets its
 * "created" entry as `create` writes one, with the place as stored, and `also` (the import's own entry)
 * goes with them, last; a refusal for lack of storage is said under `refusedUnder`. The rows are written and read back, and the entries written, in batches: an import
 * can hold thousands of places. Slugs are the caller's (see insertWithSlug).
 */
export async function createMany(
  trx: Kysely<DB>,
  actor: Actor,
  rows: readonly repo.NewMapRow[],
  { also, refusedUnder }: { also: AuditChange; refusedUnder: string },
): Promise<number[]> {
  const ids = await repo.insertMaps(trx, rows);
  const changes: AuditChange[] = [];
  for (let start = 0; start < ids.length; start += READ_BATCH) {
    const batch = ids.slice(start, start + READ_BATCH);
    const byId = new Map((await repo.findMaps(trx, batch)).map((row) => [row.id, toRecord(row)]));
    for (const id of batch) {
      changes.push({ table: 'maps', recordId: id, action: 'create', before: null, after: byId.get(id) });
    }
  }
  changes.push(also);
  await recordChanges(trx, actor, changes, refusedUnder);
  return ids;
}

export async function update(
  deps: Deps,
  actor: Actor,
  input: MapUpdateInput,
  /** The history entry whose version this update brings back. */
  restoredFrom?: string,
): Promise<MapRecord> {
  const current = await get(deps, input.id);
  await checkCategory(deps.db, input.category_id);
  const updated = await writeWithPhotos(photoOptions(deps, current.photos, input), (photosFor) =>
    deps.db.transaction().execute((trx) =>
      writes.update(
        trx,
        actor,
        placeRecord,
        { id: input.id, version: input.version, restoredFrom },
        (before) => {
          // Read with the row locked: what another save just committed is built on, not lost.
          const photos = photosFor(before.photos);
          const geometry =
            input.geometry !== undefined ? input.geometry : (before.geometry as PetaGeometry | null);
          const placed = place(
            geometry,
            input.latitude !== undefined ? input.latitude : input.geometry ? undefined : before.latitude,
            input.longitude !== undefined ? input.longitude : input.geometry ? undefined : before.longitude,
          );
          return repo.updateMap(trx, input.id, {
            name: input.name,
            description: input.description,
            address: input.address,
            ...(input.category_id !== undefined ? { category_id: input.category_id } : {}),
            ...(input.status ? { status: input.status } : {}),
            ...(photos ? photoColumns(photos) : {}),
            ...(input.opening_hours !== undefined ? { opening_hours: input.opening_hours } : {}),
            ...(input.phone !== undefined ? { phone: input.phone } : {}),
            ...(input.website !== undefined ? { website: input.website } : {}),
            latitude: placed.latitude,
            longitude: placed.longitude,
            ...geometryColumns(placed.geometry),
            updated_at: deps.now(),
          });
        },
      ),
    ),
  );
  return updated as MapRecord;
}

/**
 * Moves the place to "Recently deleted" (decision 0022): it leaves every list, the public map, exports and
 * OGC at once, and its image stays until the cleanup purges it.
 */
export async function remove(deps: Deps, actor: Actor, id: number): Promise<void> {
  await deps.db.transaction().execute((trx) => writes.remove(trx, actor, placeRecord, id));
}

/**
 * Brings a deleted place back as it was, under its id and with its image. A category deleted meanwhile
 * leaves it uncategorised; a slug taken meanwhile gets the next free one.
 */
export async function undelete(deps: Deps, actor: Actor, id: number): Promise<MapRecord> {
  return deps.db.transaction().execute((trx) =>
    writes.undelete(trx, deps.now(), actor, placeRecord, id, async (kept, reinsert) => {
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
      await reinsert(row);
    }),
  );
}

/**
 * "Restore this version": the place's fields and geometry as that version had them, saved as a new
 * version (from the version the screen showed, so it cannot undo a change made meanwhile). The image and
 * the other photos stay as they are now: a replaced or removed photo is gone. A category deleted since leaves the place uncategorised.
 */
export async function restoreVersion(
  deps: Deps,
  actor: Actor,
  old: Record<string, unknown>,
  input: RestoreVersionInput,
): Promise<MapRecord> {
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
      // A version from before these fields existed had none of them (decision 0031).
      opening_hours: typeof old.opening_hours === 'string' ? old.opening_hours : '',
      phone: typeof old.phone === 'string' ? old.phone : '',
      website: typeof old.website === 'string' ? old.website : '',
      category_id: categoryId !== null && (await categoryExists(deps.db, categoryId)) ? categoryId : null,
      status: old.status === 'inactive' ? 'inactive' : 'active',
      geometry: (old.geometry ?? null) as PetaGeometry | null,
      latitude: typeof old.latitude === 'number' ? old.latitude : null,
      longitude: typeof old.longitude === 'number' ? old.longitude : null,
    } as MapUpdateInput,
    input.entry,
  );
}
