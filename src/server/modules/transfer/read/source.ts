import type { Message } from '../../../../shared/i18n/message.ts';
import { msg } from '../../../../shared/i18n/message.ts';
import { MAX_IMPORT_FEATURES } from '../../../../shared/schemas/transfer.ts';
import { AppError } from '../../../errors.ts';

/** One feature as a file holds it, before any checking: its attributes and its raw GeoJSON geometry. */
export interface SourceFeature {
  properties: Record<string, unknown>;
  geometry: unknown;
  /** A problem the reader found itself (a CSV row whose coordinates are not numbers). */
  problem?: { kind: 'invalid_geometry' | 'out_of_range'; message: Message | string };
}

export interface SourceData {
  features: SourceFeature[];
  /** How the coordinates were read: "WGS 84", or the projection they were reprojected from. */
  crs: string;
}

export const WGS84_NAME = 'WGS 84';

/** More features than one import takes: `found` as counted, or as a lower bound when cut short. */
export function tooManyFeatures(found: number, exact = true): AppError {
  return badFile(
    exact
      ? msg('api_import_too_many', { count: found, max: MAX_IMPORT_FEATURES })
      : msg('api_import_too_many_more', { found: MAX_IMPORT_FEATURES, max: MAX_IMPORT_FEATURES }),
  );
}

/** A file that cannot be read at all: one message under the `File` key, answered as 422. */
export function badFile(message: Message | string): AppError {
  return AppError.validation({ File: message });
}

const textDecoder = new TextDecoder('utf-8');

/** UTF-8 text without a byte order mark. */
export function textOf(bytes: Uint8Array): string {
  return textDecoder.decode(bytes).replace(/^\uFEFF/, '');
}

/** Plain GeoJSON features out of a parsed FeatureCollection, Feature or bare geometry. */
export function featuresOfGeoJson(value: unknown): SourceFeature[] {
  const object = (value ?? {}) as {
    type?: unknown;
    features?: unknown;
    geometry?: unknown;
    properties?: unknown;
  };
  const feature = (item: unknown): SourceFeature => {
    const entry = (item ?? {}) as { geometry?: unknown; properties?: unknown };
    const properties = entry.properties && typeof entry.properties === 'object' ? entry.properties : {};
    return { properties: properties as Record<string, unknown>, geometry: entry.geometry ?? null };
  };
  if (object.type === 'FeatureCollection') {
    if (!Array.isArray(object.features)) throw badFile(msg('api_file_features_list'));
    return object.features.map(feature);
  }
  if (object.type === 'Feature') return [feature(object)];
  if (typeof object.type === 'string') return [{ properties: {}, geometry: object }];
  throw badFile(msg('api_file_not_geojson'));
}
