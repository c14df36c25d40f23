import { z } from 'zod';
import { EXPORT_FORMATS } from '../export-formats.ts';
import { issueMessage } from '../i18n/message.ts';
import { idSchema } from './common.ts';
import { blankAsUndefined, formInput } from './form.ts';
import { MAP_STATUSES } from './maps.ts';

export const IMPORT_FORMATS = ['geojson', 'kml', 'kmz', 'gpx', 'csv', 'shapefile'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** What the file picker offers; the server decides by content and name, not by this list. */
export const IMPORT_ACCEPT = '.geojson,.json,.kml,.kmz,.gpx,.csv,.zip';

/** At most this many features in one import: a village layer has hundreds, a district one a few thousand. */
export const MAX_IMPORT_FEATURES = 5000;

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** A mapped attribute: absent means "guess", '' means "none". */
const fieldChoice = z.preprocess(
  (value) => (value === null ? '' : value),
  z.string().max(200, issueMessage('api_attribute_name_long')).optional(),
);

export const importInput = formInput(
  z.object({
    file: z.custom<File>((value) => isFile(value) && value.size > 0, issueMessage('api_choose_import_file')),
    category_id: z.preprocess(
      blankAsUndefined,
      z.coerce
        .number({ error: issueMessage('api_choose_category') })
        .int(issueMessage('api_choose_category'))
        .positive(issueMessage('api_choose_category'))
        .max(2_147_483_647, issueMessage('api_choose_category')),
    ),
    name_field: fieldChoice,
    description_field: fieldChoice,
    address_field: fieldChoice,
    opening_hours_field: fieldChoice,
    phone_field: fieldChoice,
    website_field: fieldChoice,
    status: z.preprocess(
      blankAsUndefined,
      z.enum(MAP_STATUSES, { error: issueMessage('api_status_values') }).default('active'),
    ),
  }),
);
export type ImportInput = z.infer<typeof importInput>;

export const IMPORT_PROBLEMS = [
  'no_geometry',
  'invalid_geometry',
  'out_of_range',
  'empty_name',
  'truncated',
  /** A phone number or website the fields would refuse (decision 0031): left empty. */
  'invalid_value',
] as const;
export type ImportProblemKind = (typeof IMPORT_PROBLEMS)[number];

export const importMapping = z.object({
  name: z.string().nullable(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  opening_hours: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
});
export type ImportMapping = z.infer<typeof importMapping>;

export const importFeature = z.object({
  index: z.number().int(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  opening_hours: z.string(),
  phone: z.string(),
  website: z.string(),
  geometry_type: z.string().nullable(),
  /** Rounded for display; null when the feature will be skipped. */
  geometry: z.unknown().nullable(),
  /** A skipped feature's refused shape when it can still be drawn (a ring left open), to show where it is. */
  rejected_geometry: z.unknown().nullable(),
  problems: z.array(z.object({ kind: z.enum(IMPORT_PROBLEMS), message: z.string() })),
  action: z.enum(['import', 'skip']),
  /** What will happen to it, in words. */
  outcome: z.string(),
});
export type ImportFeature = z.infer<typeof importFeature>;

export const importPreview = z.object({
  format: z.enum(IMPORT_FORMATS),
  file_name: z.string(),
  /** How the coordinates were read, e.g. "WGS 84" or the .prj's name when reprojected. */
  source_crs: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  fields: z.array(z.string()),
  mapping: importMapping,
  total: z.number().int(),
  importable: z.number().int(),
  skipped: z.number().int(),
  features: z.array(importFeature),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importResult = z.object({
  message: z.string(),
  created: z.number().int(),
  skipped: z.number().int(),
  ids: z.array(z.number().int()),
});

const formatChoice = z.enum(EXPORT_FORMATS, { error: issueMessage('api_export_format') });

export const publicExportInput = z.object({
  format: formatChoice,
  category_id: z.preprocess(blankAsUndefined, idSchema.optional()),
});
export const adminExportInput = publicExportInput.extend({
  status: z.preprocess(blankAsUndefined, z.enum(['all', ...MAP_STATUSES]).default('all')),
});
export type AdminExportInput = z.infer<typeof adminExportInput>;

/** A file answer: the REST adapter sends `content` as the body with these headers. */
export const fileOutput = z.object({
  file_name: z.string(),
  content_type: z.string(),
  content: z.string(),
});
export type FileOutput = z.infer<typeof fileOutput>;
