import { z } from 'zod';
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
    .string({ error: 'The category name is required.' })
    .trim()
    .min(1, 'The category name is required.')
    .max(100, 'The category name may not be longer than 100 characters.'),
  description: optionalText('description', 2000),
  color: z.preprocess(
    blankAsUndefined,
    z
      .string({ error: 'Choose a colour such as #0ea5e9.' })
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, 'Choose a colour such as #0ea5e9.')
      .transform((color) => color.toLowerCase())
      .default(DEFAULT_CATEGORY_COLOR),
  ),
  image: imageInput,
  map_marker: z.preprocess(
    blankAsUndefined,
    z.enum(MAP_MARKERS, { error: 'Choose the coloured circle or the category icon.' }).default('circle'),
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
});
export type Category = z.infer<typeof categoryOutput>;

export const categoryListItem = categoryOutput.extend({ maps_count: z.number().int() });
export const categoryPage = paginated(categoryListItem);
export const categoryOption = namedRef.extend({ color: z.string() });
