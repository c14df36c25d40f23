import { z } from 'zod';
import './zod-issue-messages.ts';
import { issueMessage } from '../i18n/message.ts';

/** Timestamps travel as ISO 8601 strings on both the REST and the tRPC side, so both answer alike. */
export const timestamp = z.string();

export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idInput = z.object({ id: idSchema });

/**
 * The version of the record an update was made from (every record answer carries its `version`): an
 * update from an older one is refused with 409 and the current record. Left out, the update overwrites
 * whatever is there (last writer wins), as the spec's REST contract has it.
 */
export const recordVersion = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: issueMessage('api_version_whole') })
    .int(issueMessage('api_version_whole'))
    .positive(issueMessage('api_version_whole'))
    .max(2_147_483_647, issueMessage('api_version_whole'))
    .optional(),
);
export const versionOutput = z.number().int();

/** Far past any list's end: a larger page reads as this one, so the offset stays a sane number. */
export const MAX_PAGE = 1_000_000;

/** `page` starts at 1; anything else (0, -3, 'abc') falls back to 1 instead of failing. */
export const pageSchema = z.preprocess((value) => {
  const page = Number(value);
  if (!Number.isFinite(page) || !Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, MAX_PAGE);
}, z.number().int().min(1));

export const listInput = z.object({
  page: pageSchema.optional().default(1),
  search: z
    .string()
    .max(200)
    .optional()
    .transform((value) => value?.trim() || undefined),
});
export type ListInput = z.infer<typeof listInput>;

export const PER_PAGE = 10;

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
}

export interface Paginated<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export const okOutput = z.object({ message: z.string() });
