import Papa from 'papaparse';
import { seedCore } from '../../../../db/seeds/core.ts';
import { msg } from '../../../shared/i18n/message.ts';
import type {
  DashboardInput,
  RegencyPublicVillage,
  RegencySearchHit,
  RegencySearchInput,
  SharedCategory,
  SharedCategoryCreateInput,
  SharedCategoryUpdateInput,
  VillageCreateInput,
  VillageOutput,
  VillageSummary,
} from '../../../shared/schemas/regency.ts';
import type { FileOutput } from '../../../shared/schemas/transfer.ts';
import { villageHome } from '../../../shared/village-path.ts';
import { violatedUniqueConstraint } from '../../db/constraint-error.ts';
import { FIRST_VILLAGE_ID, inVillage } from '../../db/village-context.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { chargeAnonymous } from '../anonymous-limits/anonymous-limits.ts';
import type { Actor } from '../audit/record-change.ts';
import { refuseCommonPassword } from '../auth/common-passwords.ts';
import { applyStorageQuotaTo } from '../storage/storage-quota.ts';
import { spreadsheetSafe } from '../transfer/write/write-csv.ts';
import * as repo from './regency.repository.ts';

/** The directory's unique names, as the fields that chose them. */
function uniqueField(error: unknown): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'villages_slug_key') throw AppError.validation({ slug: msg('api_village_slug_exists') });
  if (constraint === 'villages_region_code_key')
    throw AppError.validation({ region_code: msg('api_village_region_code_exists') });
  if (constraint === 'village_hosts_pkey')
    throw AppError.validation({ hosts: msg('api_village_host_exists') });
  throw error;
}

/**
 * Adds a village with its first admin (issue 35): no migration and no schema of its own, only rows. The
 * village's own rows (its permissions, roles, settings, admin) are written in one transaction that runs in
 * the new village, as any of its requests will, so row-level security holds them there as it holds theirs.
 */
export async function addVillage(
  deps: Deps,
  input: VillageCreateInput,
): Promise<{ id: number; slug: string }> {
  await refuseCommonPassword(input.admin.password);
  const id = await repo.nextVillageId(deps.db);
  try {
    await inVillage(id, () =>
      deps.db.transaction().execute(async (trx) => {
        await repo.insertVillageWithHosts(trx, id, input);
        await seedCore(trx, {
          adminPassword: input.admin.password,
          adminUsername: input.admin.username,
        });
        await trx.updateTable('settings').set({ title: input.name }).where('id', '=', 1).execute();
        await applyStorageQuotaTo(trx, id, deps.config.storageQuotaBytes);
      }),
    );
  } catch (error) {
    uniqueField(error);
  }
  deps.villages.changed();
  publicVillagesKept.delete(deps);
  return { id, slug: input.slug };
}

export async function listVillages(deps: Deps): Promise<VillageOutput[]> {
  const rows = await repo.listVillages(deps.db);
  return rows.map((row) => ({
    ...row,
    created_at: row.created_at.toISOString(),
    closed_at: row.closed_at?.toISOString() ?? null,
  }));
}

/** The regency's dashboard: per village its places, last edit, staff active in 30 days and what it lacks. */
export async function dashboard(deps: Deps, input: DashboardInput): Promise<VillageSummary[]> {
  const rows = await repo.villageSummaries(deps.db, input.kecamatan || undefined);
  return rows.map((row) => {
    const places = Number(row.places);
    const missing: VillageSummary['missing'] = [];
    if (!row.has_boundary) missing.push('boundary');
    if (places === 0) missing.push('places');
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      kecamatan: row.kecamatan,
      region_code: row.region_code,
      places,
      active_places: Number(row.active_places),
      categories: Number(row.categories),
      last_edit: row.last_edit ? new Date(row.last_edit).toISOString() : null,
      staff_active_30d: Number(row.staff_active),
      missing,
      closed_at: row.closed_at ? new Date(row.closed_at).toISOString() : null,
      purge_at: row.closed_at
        ? new Date(new Date(row.closed_at).getTime() + CLOSED_KEEP_DAYS * 86_400_000).toISOString()
        : null,
      closable: row.id !== FIRST_VILLAGE_ID,
    };
  });
}

const CSV_COLUMNS = [
  'slug',
  'name',
  'kecamatan',
  'region_code',
  'places',
  'active_places',
  'categories',
  'last_edit',
  'staff_active_30d',
  'missing',
] as const;

/** The dashboard as a CSV file, for a spreadsheet. */
export async function dashboardCsv(deps: Deps, input: DashboardInput): Promise<FileOutput> {
  const rows = await dashboard(deps, input);
  const data = rows.map((row) =>
    CSV_COLUMNS.map((column) => {
      const value = row[column];
      return spreadsheetSafe(Array.isArray(value) ? value.join(' ') : String(value ?? ''));
    }),
  );
  return {
    file_name: 'desa-kabupaten.csv',
    content_type: 'text/csv; charset=utf-8',
    content: `${Papa.unparse({ fields: [...CSV_COLUMNS], data })}\r\n`,
  };
}

/**
 * How long the regency's public list of villages is kept: every village's data version moves on its own,
 * so the list is not tied to one; a new place shows in a village's count within this.
 */
const PUBLIC_VILLAGES_KEEP_MS = 30_000;
/** The list as last read, per app (its deps); a village added through this app drops it. */
const publicVillagesKept = new WeakMap<Deps, { at: number; value: Promise<RegencyPublicVillage[]> }>();

/** The open villages for the regency's public page (issue 35): counts, boundaries, links to each map. */
export function publicVillages(deps: Deps): Promise<RegencyPublicVillage[]> {
  const now = deps.now().getTime();
  const known = publicVillagesKept.get(deps);
  if (known && now - known.at < PUBLIC_VILLAGES_KEEP_MS) return known.value;
  const value = repo.publicVillages(deps.db).then((rows) =>
    rows.map((row) => ({
      slug: row.slug,
      // What its own map calls it, as residents know it (a first village made by an upgrade or a fresh
      // install is named in the directory before its settings are); the directory's name without one.
      name: row.title?.trim() || row.name,
      kecamatan: row.kecamatan,
      region_code: row.region_code,
      places: Number(row.places),
      home: villageHome(row.slug),
      boundary: row.boundary ?? null,
      center:
        row.center_lng === null || row.center_lat === null
          ? null
          : ([row.center_lng, row.center_lat] as [number, number]),
    })),
  );
  const kept = { at: now, value };
  publicVillagesKept.set(deps, kept);
  // A failed read is not kept: the next visitor asks again.
  value.catch(() => {
    if (publicVillagesKept.get(deps) === kept) publicVillagesKept.delete(deps);
  });
  return value;
}

/** At most this many places answer one search across villages. */
export const REGENCY_SEARCH_MAX = 20;

/**
 * Public places of every open village whose name holds the words typed, each with the link that opens it
 * on its village's map. Each search reads every village's places, so each is counted against the client
 * first (anonymous-limits.ts), as a picture or an export is.
 */
export async function searchPlaces(
  deps: Deps,
  address: string,
  input: RegencySearchInput,
): Promise<RegencySearchHit[]> {
  await chargeAnonymous(deps, address, 'search');
  const rows = await repo.searchPublicPlaces(deps.db, input.q, REGENCY_SEARCH_MAX);
  return rows.map((row) => ({
    village: { slug: row.village_slug, name: row.village_title?.trim() || row.village_name },
    name: row.name,
    category: row.category,
    link: `${villageHome(row.village_slug)}?place=${encodeURIComponent(row.slug)}`,
  }));
}

/** How long a closed village is kept, read-only, before it is purged (issue 35). */
export const CLOSED_KEEP_DAYS = 30;

/**
 * Closes a village: from the next request (5 s on another instance) it reads as before but refuses every
 * change (village-request.ts), and it is purged CLOSED_KEEP_DAYS later unless opened again. The first
 * village, which `/` serves, is never closed.
 */
export async function setVillageClosed(deps: Deps, id: number, closed: boolean): Promise<VillageOutput> {
  if (closed && id === FIRST_VILLAGE_ID) throw AppError.validation({ id: msg('api_village_first_stays') });
  const row = await repo.setClosed(deps.db, id, closed);
  if (!row) throw AppError.notFound('api_regency_village_not_found');
  deps.villages.changed();
  publicVillagesKept.delete(deps);
  const village = (await listVillages(deps)).find((entry) => entry.id === id);
  if (!village) throw AppError.notFound('api_regency_village_not_found');
  return village;
}

/** Purges every village closed CLOSED_KEEP_DAYS ago or more (the hourly cleanup): how many went. */
export async function purgeClosedVillages(deps: Deps): Promise<number> {
  let purged = 0;
  for (const id of await repo.closedBefore(deps.db, CLOSED_KEEP_DAYS)) {
    const removed = await repo.purgeVillage(deps.db, id);
    if (removed < 0) continue;
    purged++;
    deps.log.info({ village: id, rows: removed }, 'purged a village closed 30 days ago');
  }
  if (purged > 0) {
    deps.villages.changed();
    publicVillagesKept.delete(deps);
  }
  return purged;
}

/** The regency's shared categories (decision 0060), each with its places across villages counted. */
export async function sharedCategories(deps: Deps): Promise<SharedCategory[]> {
  const rows = await repo.sharedCategories(deps.db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    image: null,
    map_marker: row.map_marker,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    version: row.version,
    places: Number(row.places),
    villages: Number(row.villages),
  }));
}

async function sharedCategory(deps: Deps, id: number): Promise<SharedCategory> {
  const found = (await sharedCategories(deps)).find((category) => category.id === id);
  if (!found) throw AppError.notFound('api_shared_category_not_found');
  return found;
}

/** Adds a shared category: from the next request it is in every village's categories, read-only there. */
export async function addSharedCategory(
  deps: Deps,
  actor: Actor,
  input: SharedCategoryCreateInput,
): Promise<SharedCategory> {
  const id = await repo.saveSharedCategory(deps.db, null, null, input);
  if (id === null) throw new Error('a shared category was not added');
  deps.everyVillageWrote();
  deps.log.info(
    { category: id, name: input.name, by: actor.username },
    'the regency added a shared category',
  );
  return sharedCategory(deps, id);
}

/** Changes a shared category, from the version the form was opened on (409 when it moved meanwhile). */
export async function updateSharedCategory(
  deps: Deps,
  actor: Actor,
  input: SharedCategoryUpdateInput,
): Promise<SharedCategory> {
  const { id, version, ...values } = input;
  const saved = await repo.saveSharedCategory(deps.db, id, version ?? null, values);
  if (saved === null) {
    await sharedCategory(deps, id);
    throw new AppError('CONFLICT', msg('api_shared_category_changed'));
  }
  deps.everyVillageWrote();
  deps.log.info(
    { category: id, name: input.name, by: actor.username },
    'the regency changed a shared category',
  );
  return sharedCategory(deps, id);
}

/**
 * Deletes a shared category no place of any village is filed under; one in use is refused with the count,
 * since deleting it would leave those places of every village uncategorised at one click.
 */
export async function deleteSharedCategory(deps: Deps, actor: Actor, id: number): Promise<void> {
  const used = await repo.deleteSharedCategory(deps.db, id);
  if (used < 0) throw AppError.notFound('api_shared_category_not_found');
  if (used > 0) throw AppError.validation({ id: msg('api_shared_category_in_use', { count: used }) });
  deps.everyVillageWrote();
  deps.log.info({ category: id, by: actor.username }, 'the regency deleted a shared category');
}
