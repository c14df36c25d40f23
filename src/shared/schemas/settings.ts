import type { Polygon } from 'geojson';
import { z } from 'zod';
import { normalizeGeometry } from '../geo/normalize.ts';
import { polygonSelfIntersects } from '../geo/self-intersection.ts';
import { LANGUAGE_MODES } from '../i18n/language.ts';
import { MAX_ZOOM, MIN_ZOOM } from '../settings-defaults.ts';
import { recordVersion, versionOutput } from './common.ts';
import { blankAsNull, formInput, optionalText } from './form.ts';
import { IMPORT_FORMATS } from './transfer.ts';

const geometryValue = z.unknown().nullable();

export const settingOutput = z.object({
  title: z.string(),
  description: z.string(),
  map_center_lat: z.number().nullable(),
  map_center_lng: z.number().nullable(),
  map_zoom: z.number().int().nullable(),
  village_boundary: geometryValue,
  /** The village's default language mode (issue 25); a browser's own choice comes first. */
  language: z.enum(LANGUAGE_MODES),
  updated_at: z.string(),
  version: versionOutput,
});
export type Setting = z.infer<typeof settingOutput>;

/** The public view: what the map needs plus the product's name and its basemaps (a second one optional). */
export const publicSettingOutput = settingOutput.omit({ updated_at: true, version: true }).extend({
  tile_url: z.string(),
  tile_attribution: z.string(),
  tile_url_satellite: z.string().nullable(),
  tile_attribution_satellite: z.string(),
});
export type PublicSetting = z.infer<typeof publicSettingOutput>;

export const BOUNDARY_CROSSES_MESSAGE =
  'The village boundary crosses itself; draw it without crossing lines.';

/** The village boundary's shape: one polygon (a Feature or FeatureCollection of one is fine), not yet
 * checked for crossings. */
export const villageBoundaryShape = z.unknown().transform((value, ctx): Polygon | null => {
  if (value === null || value === undefined) return null;
  const result = normalizeGeometry(value, { allowedTypes: ['Polygon'] });
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  }
  return result.geometry as Polygon;
});

/** The village boundary: one simple polygon. The server checks crossings of a large one off its event loop. */
export const villageBoundaryInput = villageBoundaryShape.transform((polygon, ctx): Polygon | null => {
  if (polygon && polygonSelfIntersects(polygon)) {
    ctx.addIssue({ code: 'custom', message: BOUNDARY_CROSSES_MESSAGE });
    return z.NEVER;
  }
  return polygon;
});

const number = (label: string, min: number, max: number, integer = false) => {
  const base = z.coerce.number({ error: `The ${label} must be a number.` });
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    (integer ? base.int(`The ${label} must be a whole number.`) : base)
      .min(min, `The ${label} must be between ${min} and ${max}.`)
      .max(max, `The ${label} must be between ${min} and ${max}.`),
  );
};

/** The fields of an update; the server's procedure takes the boundary's shape and checks crossings itself. */
export const settingUpdateShape = z.object({
  title: z
    .string({ error: 'The title is required.' })
    .trim()
    .min(1, 'The title is required.')
    .max(255, 'The title may not be longer than 255 characters.'),
  description: optionalText('description', 2000),
  map_center_lat: number('map centre latitude', -90, 90),
  map_center_lng: number('map centre longitude', -180, 180),
  map_zoom: number('map zoom', MIN_ZOOM, MAX_ZOOM, true),
  village_boundary: z.preprocess(blankAsNull, villageBoundaryShape).optional(),
  // An addition to the spec's contract: a client that does not send it keeps the current mode.
  language: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(LANGUAGE_MODES, { error: 'The language must be standar, id or en.' }).optional(),
  ),
  version: recordVersion,
});
export const settingUpdateInput = settingUpdateShape.extend({
  village_boundary: z.preprocess(blankAsNull, villageBoundaryInput).optional(),
});
export type SettingUpdateInput = z.infer<typeof settingUpdateShape>;

/** What the boundary's file picker offers: the map import's formats that can hold a polygon. */
export const BOUNDARY_FILE_ACCEPT = '.geojson,.json,.kml,.kmz,.zip';

/** The village boundary as the kecamatan sent it: GeoJSON, KML, KMZ or a zipped Shapefile. */
export const boundaryFileInput = formInput(
  z.object({
    file: z.custom<File>(
      (value) => typeof File !== 'undefined' && value instanceof File && value.size > 0,
      'Choose the boundary file (multipart/form-data).',
    ),
  }),
);
export type BoundaryFileInput = z.infer<typeof boundaryFileInput>;

/**
 * The polygons of a boundary file that could become the village boundary; nothing is saved. A file of
 * several (every village of a kecamatan, or the parts of one MultiPolygon) lets the user choose one.
 */
export const boundaryFileOutput = z.object({
  file_name: z.string(),
  format: z.enum(IMPORT_FORMATS),
  /** How the coordinates were read, e.g. "WGS 84" or the .prj's name when reprojected. */
  source_crs: z.string(),
  candidates: z.array(
    z.object({
      /** The feature's name in the file (a part of a MultiPolygon gets "(1/3)" after it). */
      name: z.string(),
      geometry: z.unknown(),
    }),
  ),
  /** Features that are not usable polygons (points, lines, broken or crossing shapes), left out. */
  left_out: z.number().int(),
});
export type BoundaryFile = z.infer<typeof boundaryFileOutput>;
