import { z } from 'zod';
import { issueMessage } from '../i18n/message.ts';
import { idSchema, pageSchema, paginated, recordVersion, timestamp } from './common.ts';
import { blankAsNull, blankAsUndefined, formInput } from './form.ts';

/**
 * Resident reports (issue 36, decision 0054): what anyone may send, what the reporter and the public see
 * of it, and what staff see and change.
 */

export const REPORT_STATUSES = [
  'baru',
  'diverifikasi',
  'ditindaklanjuti',
  'selesai',
  'ditolak',
  'duplikat',
] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The moderation edges: a report moves only along these (LAPOR!'s verify, follow up, close; or refuse). */
export const REPORT_EDGES: Readonly<Record<ReportStatus, readonly ReportStatus[]>> = {
  baru: ['diverifikasi', 'ditolak', 'duplikat'],
  diverifikasi: ['ditindaklanjuti', 'selesai', 'ditolak', 'duplikat'],
  ditindaklanjuti: ['selesai'],
  selesai: [],
  ditolak: [],
  duplikat: [],
};

/** States after verification: only these are ever public (and only publik or anonim ones). */
export const PUBLIC_STATUSES: readonly ReportStatus[] = ['diverifikasi', 'ditindaklanjuti', 'selesai'];

/** publik: shown with its place; anonim: shown at a 50 m grid, no photo; rahasia: never shown. */
export const REPORT_PRIVACIES = ['publik', 'anonim', 'rahasia'] as const;
export type ReportPrivacy = (typeof REPORT_PRIVACIES)[number];
/** Staff may move a report to a higher rank (more private), never to a lower one. */
export const PRIVACY_RANK: Readonly<Record<ReportPrivacy, number>> = { publik: 0, anonim: 1, rahasia: 2 };

export const MAX_REPORT_PHOTOS = 3;
export const MAX_REPORT_DESCRIPTION = 2000;
export const MAX_REPORTER_NAME = 100;
/** An anonim report's position on the public side: rounded to this grid (metres). */
export const ANONYMOUS_GRID_METRES = 50;

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;
const asList = (value: unknown) =>
  value === undefined || value === ''
    ? []
    : (Array.isArray(value) ? value : [value]).filter(
        // An empty file input (no name, no bytes) is no photo.
        (item) => !(isFile(item) && item.size === 0 && item.name === ''),
      );

const coordinate = (
  limit: number,
  messages: {
    number: 'api_latitude_number' | 'api_longitude_number';
    range: 'api_latitude_range' | 'api_longitude_range';
  },
) =>
  z.coerce
    .number({ error: issueMessage(messages.number) })
    .refine(Number.isFinite, issueMessage(messages.number))
    .pipe(z.number().min(-limit, issueMessage(messages.range)).max(limit, issueMessage(messages.range)));

export const reportPrivacy = z.enum(REPORT_PRIVACIES, { error: issueMessage('api_report_privacy_values') });

/** The form a resident sends (multipart on REST, FormData on tRPC), checked whole before anything is written. */
export const reportSubmitInput = formInput(
  z.object({
    kind: z.coerce
      .number({ error: issueMessage('api_report_kind_unknown') })
      .int(issueMessage('api_report_kind_unknown'))
      .positive(issueMessage('api_report_kind_unknown'))
      .max(2_147_483_647, issueMessage('api_report_kind_unknown')),
    description: z
      .string({ error: issueMessage('api_report_description_required') })
      .trim()
      .min(1, issueMessage('api_report_description_required'))
      .max(
        MAX_REPORT_DESCRIPTION,
        issueMessage('api_report_description_long', { max: String(MAX_REPORT_DESCRIPTION) }),
      ),
    latitude: coordinate(90, { number: 'api_latitude_number', range: 'api_latitude_range' }),
    longitude: coordinate(180, { number: 'api_longitude_number', range: 'api_longitude_range' }),
    privacy: z.preprocess(blankAsUndefined, reportPrivacy.default('publik')),
    name: z
      .preprocess((value) => value ?? '', z.string().trim())
      .pipe(
        z
          .string()
          .max(MAX_REPORTER_NAME, issueMessage('api_report_name_long', { max: String(MAX_REPORTER_NAME) })),
      ),
    phone: z
      .preprocess((value) => value ?? '', z.string().trim())
      .pipe(z.string().regex(/^[0-9+\- ]{0,30}$/, issueMessage('api_report_phone_invalid'))),
    photos: z.preprocess(
      asList,
      z
        .array(z.custom<File>(isFile, issueMessage('api_upload_image_file')))
        .max(MAX_REPORT_PHOTOS, issueMessage('api_report_photos_many', { max: String(MAX_REPORT_PHOTOS) })),
    ),
    altcha: z.preprocess(blankAsUndefined, z.string().max(20_000).optional()),
    idempotency_key: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9-]{8,64}$/, issueMessage('api_report_idempotency_key'))
        .optional(),
    ),
  }),
);
export type ReportSubmitInput = z.infer<typeof reportSubmitInput>;

export const reportSubmitted = z.object({ tracking_code: z.string() });

/** A tracking code as the reporter may type it: letters and digits, dashes and case ignored. */
export const trackingCodeInput = z.object({
  code: z
    .string()
    .max(40)
    .transform((value) => value.toUpperCase().replace(/[^0-9A-Z]/g, '')),
});

export const reportKind = z.object({
  id: z.number().int(),
  name: z.string(),
  due_days: z.number().int(),
  makes_place: z.boolean(),
  /** A verified report of it is set beside the place it corrects ("Data salah"). */
  corrects_place: z.boolean(),
});
export type ReportKind = z.infer<typeof reportKind>;

export const reportEvent = z.object({
  at: timestamp,
  status: z.enum(REPORT_STATUSES),
  reason: z.string(),
});

/** What the reporter sees with the tracking code: the report's state and its steps, never who moved it. */
export const reportTracking = z.object({
  tracking_code: z.string(),
  kind: z.string(),
  description: z.string(),
  status: z.enum(REPORT_STATUSES),
  privacy: reportPrivacy,
  reason: z.string(),
  duplicate_of_code: z.string().nullable(),
  created_at: timestamp,
  events: z.array(reportEvent),
});
export type ReportTracking = z.infer<typeof reportTracking>;

/** A report on the public side: no name, no phone; an anonim one at its 50 m grid and without photos. */
export const publicReport = z.object({
  id: z.number().int(),
  kind: z.string(),
  description: z.string(),
  status: z.enum(REPORT_STATUSES),
  privacy: z.enum(['publik', 'anonim']),
  latitude: z.number(),
  longitude: z.number(),
  photos: z.array(z.string()),
  created_at: timestamp,
});
export type PublicReport = z.infer<typeof publicReport>;

export const adminReport = z.object({
  id: z.number().int(),
  tracking_code: z.string(),
  kind_id: z.number().int(),
  kind: z.string(),
  makes_place: z.boolean(),
  corrects_place: z.boolean(),
  description: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  privacy: reportPrivacy,
  reporter_name: z.string(),
  reporter_phone: z.string(),
  photos: z.array(z.string()),
  photos_public: z.boolean(),
  status: z.enum(REPORT_STATUSES),
  reason: z.string(),
  duplicate_of: z.number().int().nullable(),
  place_id: z.number().int().nullable(),
  due_at: timestamp,
  overdue: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
  version: z.number().int(),
});
export type AdminReport = z.infer<typeof adminReport>;

/** A place near a report's point (within NEARBY_METRES), for a "Data salah" report. */
export const nearbyPlace = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  distance_m: z.number().int(),
});
export type NearbyPlace = z.infer<typeof nearbyPlace>;

export const adminReportDetail = adminReport.extend({
  events: z.array(reportEvent.extend({ actor: z.string(), privacy: reportPrivacy })),
  /** Only for a report that corrects a place: the places it may be about, nearest first. */
  nearby_places: z.array(nearbyPlace),
});
export type AdminReportDetail = z.infer<typeof adminReportDetail>;

export const reportListInput = z.object({
  page: pageSchema.optional().default(1),
  status: z.preprocess(blankAsUndefined, z.enum(REPORT_STATUSES).optional()),
  kind_id: z.preprocess(blankAsUndefined, idSchema.optional()),
  /** Only reports at least this many days old. */
  older_than_days: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(3650).optional()),
  overdue: z.preprocess(
    (value) =>
      value === 'true' || value === '1'
        ? true
        : value === 'false' || value === '0' || value === ''
          ? undefined
          : value,
    z.boolean().optional(),
  ),
});
export type ReportListInput = z.infer<typeof reportListInput>;
export const reportPage = paginated(adminReport);

export const reportUpdateInput = z.object({
  id: idSchema,
  version: recordVersion,
  status: z.preprocess(blankAsUndefined, z.enum(REPORT_STATUSES).optional()),
  reason: z.preprocess(
    (value) => (value === null ? undefined : value),
    z.string().trim().max(1000).optional(),
  ),
  duplicate_of: z.preprocess(blankAsNull, idSchema.nullable().optional()),
  privacy: z.preprocess(blankAsUndefined, reportPrivacy.optional()),
  photos_public: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean().optional(),
  ),
});
export type ReportUpdateInput = z.infer<typeof reportUpdateInput>;

/** A rectangle of a photo to blur, as fractions of its width and height (so the screen's size does not matter). */
export const reportBlurInput = z.object({
  id: idSchema,
  // Left out: the first photo, whole.
  photo: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_REPORT_PHOTOS - 1)
    .default(0),
  x: z.coerce.number().min(0).max(1).default(0),
  y: z.coerce.number().min(0).max(1).default(0),
  width: z.coerce.number().gt(0).max(1).default(1),
  height: z.coerce.number().gt(0).max(1).default(1),
});
export type ReportBlurInput = z.infer<typeof reportBlurInput>;

export const reportKindUpdateInput = z.object({
  id: idSchema,
  /** Left out: nothing changes (the kinds are answered as they are). */
  due_days: z.coerce
    .number({ error: issueMessage('api_report_due_days') })
    .int(issueMessage('api_report_due_days'))
    .min(1, issueMessage('api_report_due_days'))
    .max(365, issueMessage('api_report_due_days'))
    .optional(),
});

export const placeFromReport = z.object({ place_id: z.number().int() });
/** The place a "Data salah" report is about, chosen by staff. */
export const reportPlaceLinkInput = z.object({ id: idSchema, place_id: idSchema });

/** An ALTCHA challenge (altcha-lib's v2 shape), as the solver takes it. */
export const reportChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
export type ReportChallenge = z.infer<typeof reportChallenge>;
