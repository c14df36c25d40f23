import type { Kysely } from 'kysely';
import { languageModeOf } from '../../../shared/i18n/language.ts';
import type { RestoreSettingsVersionInput } from '../../../shared/schemas/history.ts';
import type { PublicSetting, Setting, SettingUpdateInput } from '../../../shared/schemas/settings.ts';
import {
  DEFAULT_DESCRIPTION,
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  DEFAULT_TITLE,
} from '../../../shared/settings-defaults.ts';
import type { DB } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { historyOfRecord, recordToRestore, versionOfRecord } from '../audit/history.ts';
import { type Actor, recordChange } from '../audit/record-change.ts';
import { claimVersion } from '../audit/record-version.ts';
import { assertBoundaryDoesNotCross } from './boundary-check.ts';
import { findSettings, updateSettings } from './settings.repository.ts';

export function getSetting(deps: Deps): Promise<Setting> {
  return load(deps.db);
}

async function load(db: Kysely<DB>): Promise<Setting> {
  const row = await findSettings(db);
  // The seed writes the row at first start; the defaults cover a database someone emptied by hand.
  if (!row) {
    return {
      title: DEFAULT_TITLE,
      description: DEFAULT_DESCRIPTION,
      map_center_lat: DEFAULT_MAP_CENTER.lat,
      map_center_lng: DEFAULT_MAP_CENTER.lng,
      map_zoom: DEFAULT_MAP_ZOOM,
      village_boundary: null,
      language: 'standar',
      updated_at: new Date(0).toISOString(),
      version: 0,
    };
  }
  return {
    title: row.title,
    description: row.description,
    map_center_lat: row.map_center_lat,
    map_center_lng: row.map_center_lng,
    map_zoom: row.map_zoom,
    village_boundary: row.village_boundary ?? null,
    language: languageModeOf(row.language),
    updated_at: row.updated_at.toISOString(),
    version: row.version,
  };
}

export async function getPublicSetting(deps: Deps): Promise<PublicSetting> {
  const { updated_at: _updatedAt, version: _version, ...setting } = await getSetting(deps);
  const { config } = deps;
  return {
    ...setting,
    tile_url: config.tileUrl,
    tile_attribution: config.tileAttribution,
    tile_url_satellite: config.tileUrlSatellite ?? null,
    tile_attribution_satellite: config.tileAttributionSatellite,
  };
}

/** The boundary changes only when sent; null clears it. */
export async function updateSetting(
  deps: Deps,
  actor: Actor,
  input: SettingUpdateInput,
  /** The history entry whose version this update brings back. */
  restoredFrom?: string,
): Promise<Setting> {
  await assertBoundaryDoesNotCross(input.village_boundary);
  return deps.db.transaction().execute(async (trx) => {
    const { lastWriterWins } = await claimVersion(trx, {
      table: 'settings',
      id: 1,
      expected: input.version,
      thing: 'Settings',
      current: () => load(trx),
    });
    const before = await load(trx);
    const now = deps.now();
    const boundaryText =
      input.village_boundary === undefined
        ? undefined
        : input.village_boundary && JSON.stringify(input.village_boundary);
    await updateSettings(trx, {
      title: input.title,
      description: input.description,
      map_center_lat: input.map_center_lat,
      map_center_lng: input.map_center_lng,
      map_zoom: input.map_zoom,
      ...(boundaryText !== undefined ? { village_boundary: boundaryText } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
      updated_at: now,
    });
    // What was just written, rather than read back: a boundary can be megabytes of JSON to parse again.
    const after: Setting = {
      title: input.title,
      description: input.description,
      map_center_lat: input.map_center_lat,
      map_center_lng: input.map_center_lng,
      map_zoom: input.map_zoom,
      village_boundary:
        input.village_boundary === undefined ? before.village_boundary : input.village_boundary,
      language: input.language ?? before.language,
      updated_at: now.toISOString(),
      // One more than before (the row's trigger), or 1 when the update had to create the row.
      version: before.version + 1,
    };
    await recordChange(trx, actor, {
      table: 'settings',
      recordId: 1,
      action: 'update',
      before,
      after,
      lastWriterWins,
      restoredFrom,
    });
    return after;
  });
}

/** The settings are one record, id 1, in the audit log as everywhere. */
const SETTINGS_ID = 1;

export const settingsHistory = (deps: Deps) => historyOfRecord(deps.db, 'settings', SETTINGS_ID);
export const settingsVersion = (deps: Deps, entry: string) =>
  versionOfRecord(deps.db, 'settings', SETTINGS_ID, entry);

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/** "Restore this version": the title, description, map view and boundary as a new version. */
export async function restoreSettingsVersion(
  deps: Deps,
  actor: Actor,
  input: RestoreSettingsVersionInput,
): Promise<Setting> {
  const old = await recordToRestore(deps.db, 'settings', SETTINGS_ID, input.entry);
  return updateSetting(
    deps,
    actor,
    {
      version: input.version,
      title: String(old.title),
      description: String(old.description ?? ''),
      map_center_lat: numberOrNull(old.map_center_lat),
      map_center_lng: numberOrNull(old.map_center_lng),
      map_zoom: numberOrNull(old.map_zoom),
      village_boundary: (old.village_boundary ?? null) as SettingUpdateInput['village_boundary'],
      // A version saved before the setting existed keeps today's language.
      language: typeof old.language === 'string' ? languageModeOf(old.language) : undefined,
    } as SettingUpdateInput,
    input.entry,
  );
}
