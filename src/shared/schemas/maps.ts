import { z } from 'zod';
import { normalizeGeometry } from '../geo/normalize.ts';
import type { PetaGeometry } from '../geo/types.ts';
import { issueMessage, issueOf } from '../i18n/message.ts';
import { idSchema, paginated, recordVersion, timestamp, versionOutput } from './common.ts';
import { blankAsNull, blankAsUndefined, formInput, imageInput, optionalText } from './form.ts';
import { photoInputs, placeInfoFields } from './place-info.ts';
import { namedRef } from './roles.ts';

export const MAP_STATUSES = ['active', 'inactive'] as const;
export type MapStatus = (typeof MAP_STATUSES)[number];

/** GeoJSON text or object (Geometry, Feature or FeatureCollection), normalised by the shared rules. */
export const geometryInput = z.unknown().transform((value, ctx): PetaGeometry => {
  const result = normalizeGeometry(value);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: issueOf(result.message) });
    return z.NEVER;
  }
  return result.geometry;
});

const coordinate = (
  limit: number,
  messages: {
    number: 'api_latitude_number' | 'api_longitude_number';
    range: 'api_latitude_range' | 'api_longitude_range';
  },
) =>
  z.preprocess(
    blankAsNull,
    z.coerce
      .number({ error: issueMessage(messages.number) })
      .min(-limit, issueMessage(messages.range))
      .max(limit, issueMessage(messages.range))
      .nullable(),
  );

/** The fields as the API checks them (also a restored backup's rows, src/server/db/restore-rows.ts). */
export const mapFields = {
  name: z
    .string({ error: issueMessage('api_name_required') })
    .trim()
    .min(1, issueMessage('api_name_required'))
    .max(255, issueMessage('api_name_long')),
  description: optionalText(5000, { text: 'api_description_text', long: 'api_description_long' }),
  address: optionalText(500, { text: 'api_address_text', long: 'api_address_long' }),
  category_id: z.preprocess(blankAsNull, idSchema.nullable()).optional(),
  latitude: coordinate(90, { number: 'api_latitude_number', range: 'api_latitude_range' }).optional(),
  longitude: coordinate(180, { number: 'api_longitude_number', range: 'api_longitude_range' }).optional(),
  image: imageInput,
  ...placeInfoFields,
};

const status = z.enum(MAP_STATUSES, { error: issueMessage('api_status_values') });

export const mapCreateInput = formInput(
  z.object({
    ...mapFields,
    new_photos: photoInputs.new_photos,
    geometry: z.preprocess(blankAsUndefined, geometryInput.optional()),
    status: z.preprocess(blankAsUndefined, status.default('active')),
  }),
);

/** On update, geometry and status change only when sent (spec section 7). */
export const mapUpdateInput = formInput(
  z.object({
    id: idSchema,
    version: recordVersion,
    ...mapFields,
    // A client that knows only the spec's fields does not send these: absent keeps them (decision 0031).
    opening_hours: placeInfoFields.opening_hours.optional(),
    phone: placeInfoFields.phone.optional(),
    website: placeInfoFields.website.optional(),
    ...photoInputs,
    geometry: z.preprocess(blankAsUndefined, geometryInput.optional()),
    status: z.preprocess(blankAsUndefined, status.optional()),
  }),
);
export type MapCreateInput = z.infer<typeof mapCreateInput>;
export type MapUpdateInput = z.infer<typeof mapUpdateInput>;

const mapBase = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  category_id: z.number().int().nullable(),
  category: namedRef.nullable(),
  status: z.enum(MAP_STATUSES),
  /** The first photo (the spec's single image). */
  image: z.string().nullable(),
  /** Every photo in order, `image` first; empty when there is none. */
  photos: z.array(z.string()),
  opening_hours: z.string(),
  phone: z.string(),
  website: z.string(),
  geometry_type: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  version: versionOutput,
});

export const mapListItem = mapBase;
export const mapPage = paginated(mapListItem);
export const mapOutput = mapBase.extend({ geometry: z.unknown().nullable() });
export type MapRecord = z.infer<typeof mapOutput>;
