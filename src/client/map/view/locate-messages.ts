import { m } from '../../../shared/i18n/generated/messages.js';

/**
 * The words for GeolocationPositionError's codes (1 denied, 2 unavailable, 3 timeout; null: no
 * geolocation at all). Loaded only when locating fails: four sentences in three languages are most of
 * "my location"'s weight, and most residents never see one.
 */
export function locateErrorMessage(code: number | null): string {
  if (code === 1) return m.map_read_locate_denied();
  if (code === 3) return m.map_read_locate_timeout();
  if (code === null) return m.map_read_locate_unsupported();
  return m.map_read_locate_unavailable();
}
