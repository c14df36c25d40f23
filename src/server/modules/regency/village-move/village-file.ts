import { migrations } from '../../../../../db/migrations/index.ts';
import { BackupError } from '../../../db/backup.ts';

/**
 * A village in one file (decision 0065): the backup's format (gzipped JSON lines, backup.ts) with a header of
 * its own, holding one village's records, images and history, and none of the deployment's.
 */
export const VILLAGE_FILE_FORMAT = 'petadesa-village';

export interface SharedCategoryOfFile {
  id: number;
  name: string;
  description: string;
  color: string;
  map_marker: string;
}

export interface VillageFileHeader {
  format: typeof VILLAGE_FILE_FORMAT;
  version: 1;
  created_at: string;
  migrations: string[];
  village: { slug: string; name: string; region_code: string | null; kecamatan: string; hosts: string[] };
  /** The regency's shared categories (decision 0060) of the deployment it left, which its places may use. */
  shared_categories: SharedCategoryOfFile[];
}

/**
 * The village's tables a file holds, parents before children, in the order an import writes them. The
 * large audit values come before the entries naming them, since the entries' key refers to them.
 */
export const MOVED_TABLES = [
  'permissions',
  'roles',
  'role_permissions',
  'users',
  'user_roles',
  'categories',
  'maps',
  'settings',
  'stored_images',
  'report_kinds',
  'reports',
  'report_events',
  'audit_log',
  'audit_values',
  'audit_entry_values',
  'deleted_records',
] as const;

/** The village's tables a file does not hold, and why (a test fails on a village table in neither list). */
export const NOT_MOVED: Record<string, string> = {
  sessions: 'everyone signs in again in the new deployment',
  login_attempts: "a minute's bookkeeping of failed sign-ins",
  login_trusted_addresses: "the addresses a sign-in came from, this deployment's protection",
  request_counts: "a minute's bookkeeping of requests",
  vector_tiles: 'cut again from the records',
  public_data_version: 'counted by triggers from the records written',
  storage_usage: 'counted by triggers from the records written; the limit is the deployment’s',
  regency_staff: "the regency's own staff, not the village's",
};

const isText = (value: unknown, max: number) => typeof value === 'string' && value.length <= max;

/** The header, checked before anything is changed. */
export function checkVillageHeader(value: unknown): VillageFileHeader {
  const header = value as VillageFileHeader;
  if (header?.format !== VILLAGE_FILE_FORMAT || header.version !== 1) {
    throw new BackupError('This file is not a PetaDesa village file of a known version.');
  }
  const known = new Set(Object.keys(migrations));
  const unknown = (Array.isArray(header.migrations) ? header.migrations : []).filter(
    (name) => !known.has(name),
  );
  if (unknown.length > 0) {
    throw new BackupError(
      `The village file comes from a newer PetaDesa (migrations ${unknown.slice(0, 5).join(', ')}); update first.`,
    );
  }
  const village = header.village;
  if (
    !village ||
    !isText(village.slug, 100) ||
    !isText(village.name, 255) ||
    !(village.region_code === null || isText(village.region_code, 20)) ||
    !isText(village.kecamatan, 255) ||
    !Array.isArray(village.hosts) ||
    !village.hosts.every((host) => isText(host, 255))
  ) {
    throw new BackupError("The village file's header does not describe a village.");
  }
  const shared = header.shared_categories;
  if (
    !Array.isArray(shared) ||
    shared.length > 10_000 ||
    !shared.every(
      (category) =>
        Number.isSafeInteger(category?.id) &&
        category.id > 0 &&
        isText(category.name, 255) &&
        isText(category.description, 10_000) &&
        typeof category.color === 'string' &&
        /^#[0-9a-fA-F]{6}$/.test(category.color) &&
        (category.map_marker === 'circle' || category.map_marker === 'icon'),
    )
  ) {
    throw new BackupError("The village file's shared categories are not categories.");
  }
  return header;
}
