import { z } from 'zod';
import { issueMessage } from '../i18n/message.ts';
import { idSchema, pageSchema, paginated, recordVersion, timestamp } from './common.ts';

/**
 * The audit log's actions: 'restore' brings a deleted record back; 'import' is an import as a whole (each of
 * its places has its own 'create').
 */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore', 'import'] as const;
export type AuditActionName = (typeof AUDIT_ACTIONS)[number];

/** The resources the audit log speaks of, by table name. */
export const AUDIT_RESOURCES = [
  'maps',
  'categories',
  'settings',
  'users',
  'roles',
  'permissions',
  'reports',
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

/** One change to one record: who, when, what, and the fields it changed. */
export const historyEntry = z.object({
  id: z.string(),
  at: timestamp,
  by: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  changed: z.array(z.string()),
  /** The record's version after this change, when the record says it. */
  version: z.number().int().nullable(),
  /** The entry whose version this change restored. */
  restored_from: z.string().nullable(),
  /** Sent without a version: it overwrote whatever was there. */
  last_writer_wins: z.boolean(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** Newest first. */
export const historyOutput = z.object({ data: z.array(historyEntry) });

/**
 * One version: the entry and the record as it was before and after it ("Restore this version" brings back
 * `after`; a delete's `after` is null). Read one at a time, since a record with its geometry can be large.
 */
export const historyVersion = historyEntry.extend({ before: z.unknown(), after: z.unknown() });
export type HistoryVersion = z.infer<typeof historyVersion>;

const entryId = z.coerce.string().regex(/^\d{1,18}$/, issueMessage('api_choose_version'));
export const historyVersionInput = z.object({ id: idSchema, entry: entryId });
export const settingsVersionInput = z.object({ entry: entryId });

export const historyInput = z.object({ id: idSchema });

/** Which entry's version to bring back, and (optionally) the version the screen showed as current. */
export const restoreVersionInput = historyVersionInput.extend({ version: recordVersion });
export type RestoreVersionInput = z.infer<typeof restoreVersionInput>;
/** Settings are one record, without an id. */
export const restoreSettingsVersionInput = settingsVersionInput.extend({ version: recordVersion });
export type RestoreSettingsVersionInput = z.infer<typeof restoreSettingsVersionInput>;

export const deletedRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  deleted_at: timestamp,
  deleted_by: z.string(),
  /** When the cleanup may purge it. */
  purge_after: timestamp,
});
export type DeletedRecord = z.infer<typeof deletedRecord>;
export const deletedOutput = z.object({ data: z.array(deletedRecord) });

const optionalText = z
  .string()
  .max(200)
  .optional()
  .transform((value) => value?.trim() || undefined);
const optionalDate = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.iso.date(issueMessage('api_date_format')).optional(),
);

/** The activity screen's filters; each is optional, dates are whole days in the server's time zone. */
export const activityInput = z.object({
  page: pageSchema.optional().default(1),
  user: optionalText,
  resource: z.preprocess((value) => (value === '' ? undefined : value), z.enum(AUDIT_RESOURCES).optional()),
  action: z.preprocess((value) => (value === '' ? undefined : value), z.enum(AUDIT_ACTIONS).optional()),
  from: optionalDate,
  to: optionalDate,
});
export type ActivityInput = z.infer<typeof activityInput>;

/** What an import's entry keeps: the file, where its places went, and how many were created and skipped. */
export const importRecord = z.object({
  file_name: z.string(),
  format: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  status: z.string(),
  /** Features in the file. */
  total: z.number().int(),
  created: z.number().int(),
  skipped: z.number().int(),
});
export type ImportRecord = z.infer<typeof importRecord>;

export const activityEntry = historyEntry.extend({
  resource: z.enum(AUDIT_RESOURCES),
  /** Null for an import, which is about many records (each has its own entry). */
  record_id: z.number().int().nullable(),
  /** The record's name as the entry saw it; an import's file name. */
  name: z.string(),
  /** An import's file and counts; null for every other entry. */
  import: importRecord.nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;
export const activityPage = paginated(activityEntry);
