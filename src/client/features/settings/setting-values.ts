/** The settings form's text values and their first check (spec section 5). Pure. */
import { m } from '../../../shared/i18n/generated/messages.js';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from '../../../shared/settings-defaults.ts';

export interface SettingValues {
  title: string;
  description: string;
  map_center_lat: string;
  map_center_lng: string;
  map_zoom: string;
  village_boundary: string;
  /** The village's default language mode: 'standar', 'id' or 'en'. */
  language: string;
}

interface StoredSetting {
  title: string;
  description: string;
  map_center_lat: number | null;
  map_center_lng: number | null;
  map_zoom: number | null;
  village_boundary: unknown;
  language?: string;
}

/** Centre values stay text (spec section 9); an unset centre or zoom starts from the named defaults. */
export function settingValues(setting: StoredSetting): SettingValues {
  const boundary = setting.village_boundary;
  return {
    title: setting.title,
    description: setting.description,
    map_center_lat: String(setting.map_center_lat ?? DEFAULT_MAP_CENTER.lat),
    map_center_lng: String(setting.map_center_lng ?? DEFAULT_MAP_CENTER.lng),
    map_zoom: String(setting.map_zoom ?? DEFAULT_MAP_ZOOM),
    village_boundary:
      boundary === null || boundary === undefined
        ? ''
        : typeof boundary === 'string'
          ? boundary
          : JSON.stringify(boundary),
    language: setting.language ?? 'standar',
  };
}

/** Non-empty boundary text must at least be JSON before anything is sent (the spec's INVALID_BOUNDARY_JSON). */
export function boundaryJsonError(text: string): string | undefined {
  if (!text.trim()) return undefined;
  try {
    JSON.parse(text);
    return undefined;
  } catch {
    return m.settings_boundary_json_invalid();
  }
}
