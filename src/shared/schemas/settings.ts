import type { Polygon } from 'geojson';
import { z } from 'zod';
import { normalizeGeometry } from '../geo/normalize.ts';
import { polygonSelfIntersects } from '../geo/self-intersection.ts';
import { LANGUAGE_MODES } from '../i18n/language.ts';
import { issueMessage, issueOf } from '../i18n/message.ts';
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

/** The village boundary's shape: one polygon (a Feature or FeatureCollection of one is fine), not yet
 * checked for crossings. */
export const villageBoundaryShape = z.unknown().transform((value, ctx): Polygon | null => {
  if (value === null || value === undefined) return null;
  const result = normalizeGeometry(value, { allowedTypes: ['Polygon'] });
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: issueOf(result.message) });
    return z.NEVER;
  }
  return result.geometry as Polygon;
});

/** The village boundary: one simple polygon. The server checks crossings of a large one off its event loop. */
export const villageBoundaryInput = villageBoundaryShape.transform((polygon, ctx): Polygon | null => {
  if (polygon && polygonSelfIntersects(polygon)) {
    ctx.addIssue({ code: 'custom', message: issueMessage('api_boundary_crosses') });
    return z.NEVER;
  }
  return polygon;
});

type NumberKey = 'api_map_center_lat_number' | 'api_map_center_lng_number' | 'api_map_zoom_number';
type RangeKey = 'api_map_center_lat_range' | 'api_map_center_lng_range' | 'api_map_zoom_range';

const number = (
  min: number,
  max: number,
  messages: { number: NumberKey; range: RangeKey; whole?: 'api_map_zoom_whole' },
) => {
  const base = z.coerce.number({ error: issueMessage(messages.number) });
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    (messages.whole ? base.int(issueMessage(messages.whole)) : base)
      .min(min, issueMessage(messages.range))
      .max(max, issueMessage(messages.range)),
  );
};

/** The fields of an update; the server's procedure takes the boundary's shape and checks crossings itself. */
export const settingUpdateShape = z.object({
  title: z
    .string({ error: issueMessage('api_title_required') })
    .trim()
    .min(1, issueMessage('api_title_required'))
    .max(255, issueMessage('api_title_long')),
  description: optionalText(2000, { text: 'api_description_text', long: 'api_description_long' }),
  map_center_lat: number(-90, 90, { number: 'api_map_center_lat_number', range: 'api_map_center_lat_range' }),
  map_center_lng: number(-180, 180, {
    number: 'api_map_center_lng_number',
    range: 'api_map_center_lng_range',
  }),
  map_zoom: number(MIN_ZOOM, MAX_ZOOM, {
    number: 'api_map_zoom_number',
    range: 'api_map_zoom_range',
    whole: 'api_map_zoom_whole',
  }),
  village_boundary: z.preprocess(blankAsNull, villageBoundaryShape).optional(),
  // An addition to the spec's contract: a client that does not send it keeps the current mode.
  language: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(LANGUAGE_MODES, { error: issueMessage('api_language_values') }).optional(),
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
      issueMessage('api_choose_boundary_file'),
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
