import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The next village id, taken before the village's own transaction, which runs in that village. */
export async function nextVillageId(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ id: number }>`select nextval('villages_id_seq')::int as id`.execute(db);
  return rows[0]!.id;
}

export async function insertVillage(
  db: Kysely<DB>,
  village: { id: number; slug: string; name: string; region_code: string | null; kecamatan: string },
): Promise<void> {
  await db.insertInto('villages').values(village).execute();
}

/**
 * A village of the directory with the host names that reach it (adding one, or moving one in); what is not
 * given is none (no region code, no kecamatan, no host).
 */
export async function insertVillageWithHosts(
  db: Kysely<DB>,
  id: number,
  village: {
    slug: string;
    name: string;
    region_code?: string | null;
    kecamatan?: string | null;
    hosts?: readonly string[] | null;
  },
): Promise<void> {
  await insertVillage(db, {
    id,
    slug: village.slug,
    name: village.name,
    region_code: village.region_code ?? null,
    kecamatan: village.kecamatan ?? '',
  });
  await insertHosts(db, id, village.hosts ?? []);
}

export async function insertHosts(
  db: Kysely<DB>,
  villageId: number,
  hosts: readonly string[],
): Promise<void> {
  if (hosts.length === 0) return;
  await db
    .insertInto('village_hosts')
    .values(hosts.map((host) => ({ host, village_id: villageId })))
    .execute();
}

export function listVillages(db: Kysely<DB>) {
  return db
    .selectFrom('villages')
    .select([
      'villages.id',
      'villages.slug',
      'villages.name',
      'villages.region_code',
      'villages.kecamatan',
      'villages.created_at',
      'villages.closed_at',
      sql<string[]>`coalesce((select array_agg(h.host order by h.host) from village_hosts h
        where h.village_id = villages.id), '{}')`.as('hosts'),
    ])
    .orderBy('villages.kecamatan')
    .orderBy('villages.name')
    .orderBy('villages.id')
    .execute();
}

/** Every village's counts and dates (the owner's function regency_village_summary: numbers only). */
export function villageSummaries(db: Kysely<DB>, kecamatan: string | undefined) {
  let query = db
    .selectFrom(
      sql<{
        village_id: number;
        places: string;
        active_places: string;
        categories: string;
        last_edit: Date | null;
        staff_active: string;
        has_boundary: boolean;
      }>`regency_village_summary()`.as('s'),
    )
    .innerJoin('villages', 'villages.id', 's.village_id')
    .select([
      'villages.id',
      'villages.slug',
      'villages.name',
      'villages.kecamatan',
      'villages.region_code',
      'villages.closed_at',
      's.places',
      's.active_places',
      's.categories',
      's.last_edit',
      's.staff_active',
      's.has_boundary',
    ]);
  if (kecamatan) query = query.where(sql`lower(villages.kecamatan)`, '=', kecamatan.toLowerCase());
  return query.orderBy('villages.kecamatan').orderBy('villages.name').orderBy('villages.id').execute();
}

/** Every open village with its public places counted and its boundary (regency_public_villages). */
export function publicVillages(db: Kysely<DB>) {
  return db
    .selectFrom(
      sql<{
        village_id: number;
        title: string | null;
        places: string;
        boundary: unknown;
        center_lng: number | null;
        center_lat: number | null;
      }>`regency_public_villages()`.as('p'),
    )
    .innerJoin('villages', 'villages.id', 'p.village_id')
    .select([
      'villages.slug',
      'villages.name',
      'villages.kecamatan',
      'villages.region_code',
      'p.title',
      'p.places',
      'p.boundary',
      'p.center_lng',
      'p.center_lat',
    ])
    .orderBy('villages.kecamatan')
    .orderBy('villages.name')
    .orderBy('villages.id')
    .execute();
}

/** Public places across open villages whose name holds `term` (regency_public_search), with their village. */
export function searchPublicPlaces(db: Kysely<DB>, term: string, max: number) {
  return (
    db
      .selectFrom(
        sql<{
          village_id: number;
          village_title: string | null;
          place_id: number;
          name: string;
          slug: string;
          category: string | null;
        }>`regency_public_search(${term}, ${max})`.as('hit'),
      )
      .innerJoin('villages', 'villages.id', 'hit.village_id')
      .select([
        'villages.slug as village_slug',
        'villages.name as village_name',
        'hit.village_title',
        'hit.name',
        'hit.slug',
        'hit.category',
      ])
      // The function's order (names that start with the term first), which the join does not keep.
      .orderBy(sql`strpos(lower(hit.name), lower(${term})) <> 1`)
      .orderBy('hit.name')
      .orderBy('hit.place_id')
      .execute()
  );
}

/** Closes an open village, or opens a closed one; the row as it now is, or undefined when there is none. */
export function setClosed(db: Kysely<DB>, id: number, closed: boolean) {
  return db
    .updateTable('villages')
    .set({ closed_at: closed ? sql<Date>`coalesce(closed_at, now())` : null })
    .where('id', '=', id)
    .returning(['id', 'slug', 'closed_at'])
    .executeTakeFirst();
}

/** The villages closed long enough ago to be purged. */
export async function closedBefore(db: Kysely<DB>, days: number): Promise<number[]> {
  const rows = await db
    .selectFrom('villages')
    .select('id')
    .where('closed_at', '<=', sql<Date>`now() - make_interval(days => ${days})`)
    .execute();
  return rows.map((row) => row.id);
}

/** Removes a village closed 30 days or more, with all its rows (regency_purge_village): rows removed. */
export async function purgeVillage(db: Kysely<DB>, id: number): Promise<number> {
  const { rows } = await sql<{ removed: string }>`select regency_purge_village(${id}) as removed`.execute(db);
  return Number(rows[0]?.removed ?? -1);
}

/** The regency's shared categories with their use across villages (regency_shared_categories). */
export async function sharedCategories(db: Kysely<DB>) {
  const { rows } = await sql<{
    id: number;
    name: string;
    description: string;
    color: string;
    map_marker: 'circle' | 'icon';
    created_at: Date;
    updated_at: Date;
    version: number;
    places: string;
    villages: string;
  }>`select * from regency_shared_categories()`.execute(db);
  return rows;
}

/** Adds (id null) or changes a shared category (regency_save_category): its id, or null when none matched. */
export async function saveSharedCategory(
  db: Kysely<DB>,
  id: number | null,
  version: number | null,
  values: { name: string; description: string; color: string; map_marker: string },
): Promise<number | null> {
  const { rows } = await sql<{ id: number | null }>`select regency_save_category(${id}::integer,
    ${version}::integer, ${values.name}, ${values.description}, ${values.color}, ${values.map_marker}) as id`.execute(
    db,
  );
  return rows[0]?.id ?? null;
}

/** Deletes an unused shared category (regency_delete_category): -1 none, 0 deleted, else the places using it. */
export async function deleteSharedCategory(db: Kysely<DB>, id: number): Promise<number> {
  const { rows } = await sql<{ used: string }>`select regency_delete_category(${id}) as used`.execute(db);
  return Number(rows[0]?.used ?? -1);
}
