import { z } from 'zod';
import { issueMessage } from '../i18n/message.ts';
import { idSchema, paginated, recordVersion, timestamp, versionOutput } from './common.ts';
import { blankAsUndefined, formInput, imageInput, optionalText } from './form.ts';
import { namedRef } from './roles.ts';

export const DEFAULT_CATEGORY_COLOR = '#0ea5e9';

/** How a category's places are marked on the map: the spec's coloured circle, or its icon inside it. */
export const MAP_MARKERS = ['circle', 'icon'] as const;
export type MapMarker = (typeof MAP_MARKERS)[number];

/** The fields as the API checks them (also a restored backup's rows, src/server/db/restore-rows.ts). */
export const categoryFields = z.object({
  name: z
    .string({ error: issueMessage('api_category_name_required') })
    .trim()
    .min(1, issueMessage('api_category_name_required'))
    .max(100, issueMessage('api_category_name_long')),
  description: optionalText(2000, { text: 'api_description_text', long: 'api_description_long' }),
  color: z.preprocess(
    blankAsUndefined,
    z
      .string({ error: issueMessage('api_choose_colour') })
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, issueMessage('api_choose_colour'))
      .transform((color) => color.toLowerCase())
      .default(DEFAULT_CATEGORY_COLOR),
  ),
  image: imageInput,
  map_marker: z.preprocess(
    blankAsUndefined,
    z.enum(MAP_MARKERS, { error: issueMessage('api_choose_marker') }).default('circle'),
  ),
});

export const categoryCreateInput = formInput(categoryFields);
export const categoryUpdateInput = formInput(categoryFields.extend({ id: idSchema, version: recordVersion }));
export type CategoryCreateInput = z.infer<typeof categoryCreateInput>;
export type CategoryUpdateInput = z.infer<typeof categoryUpdateInput>;

export const categoryOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  image: z.string().nullable(),
  map_marker: z.enum(MAP_MARKERS),
  created_at: timestamp,
  updated_at: timestamp,
  version: versionOutput,
  /**
   * The regency's (issue 35, decision 0060): the same in every village, read-only there. Present only on a
   * shared category, so a village's own categories read as the spec has them.
   */
  shared: z.literal(true).optional(),
});
export type Category = z.infer<typeof categoryOutput>;

export const categoryListItem = categoryOutput.extend({ maps_count: z.number().int() });
export const categoryPage = paginated(categoryListItem);
/** A category to choose from (a place's form, a filter); a shared one says so, as in the list. */
export const categoryOption = namedRef.extend({ color: z.string(), shared: z.literal(true).optional() });
export type CategoryOption = z.infer<typeof categoryOption>;
