import { z } from 'zod';
import { issueMessage } from '../i18n/message.ts';
import { categoryFields, categoryOutput } from './categories.ts';
import { idSchema, recordVersion, timestamp } from './common.ts';
import { newPassword, userFields } from './users.ts';

/** How a village is named in its path (`/desa/{slug}/`) and in the directory: lowercase words and hyphens. */
export const VILLAGE_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The kode wilayah desa (Kemendagri): province.regency.district.village, for example 35.07.12.2001. */
export const REGION_CODE_PATTERN = /^[0-9]{2}\.[0-9]{2}\.[0-9]{2}\.[0-9]{4}$/;
/** A host name that reaches a village (`sumberagung.desa.id`), lowercase, without a port. */
const HOST_PATTERN =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

const slug = z
  .string({ error: issueMessage('api_village_slug_format') })
  .trim()
  .max(63, issueMessage('api_village_slug_format'))
  .regex(VILLAGE_SLUG_PATTERN, issueMessage('api_village_slug_format'));
const name = z
  .string({ error: issueMessage('api_name_required') })
  .trim()
  .min(1, issueMessage('api_name_required'))
  .max(255, issueMessage('api_name_long'));

export const villageCreateInput = z.object({
  slug,
  name,
  region_code: z
    .string()
    .trim()
    .regex(REGION_CODE_PATTERN, issueMessage('api_village_region_code_format'))
    .nullish(),
  kecamatan: z.string().trim().max(255, issueMessage('api_name_long')).optional(),
  hosts: z
    .array(z.string().trim().toLowerCase().regex(HOST_PATTERN, issueMessage('api_village_host_format')))
    .max(10)
    .optional(),
  admin: z.object({ username: userFields.username, password: newPassword }),
});
export type VillageCreateInput = z.infer<typeof villageCreateInput>;

export const villageCreated = z.object({ id: idSchema, slug: z.string() });

export const villageOutput = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.string(),
  region_code: z.string().nullable(),
  kecamatan: z.string(),
  hosts: z.array(z.string()),
  created_at: timestamp,
  closed_at: timestamp.nullable(),
});
export type VillageOutput = z.infer<typeof villageOutput>;

export const dashboardInput = z.object({ kecamatan: z.string().trim().max(255).optional() });
export type DashboardInput = z.infer<typeof dashboardInput>;

/** What a village lacks to be useful: no boundary drawn, no place on its map. */
export const VILLAGE_GAPS = ['boundary', 'places'] as const;

export const villageSummary = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.string(),
  kecamatan: z.string(),
  region_code: z.string().nullable(),
  places: z.number().int(),
  active_places: z.number().int(),
  categories: z.number().int(),
  last_edit: timestamp.nullable(),
  /** Staff who signed in or changed something in the last 30 days. */
  staff_active_30d: z.number().int(),
  missing: z.array(z.enum(VILLAGE_GAPS)),
  /** When the regency closed it (read-only), and when it is purged unless opened again; null while open. */
  closed_at: timestamp.nullable(),
  purge_at: timestamp.nullable(),
  /** False for the first village, which `/` serves: it is never closed. */
  closable: z.boolean(),
});
export type VillageSummary = z.infer<typeof villageSummary>;

/** An open village as the regency's public page shows it: where its map is, how many places, its shape. */
export const regencyPublicVillage = z.object({
  slug: z.string(),
  name: z.string(),
  kecamatan: z.string(),
  region_code: z.string().nullable(),
  places: z.number().int(),
  /** The village's own public map: `/desa/{slug}/`. */
  home: z.string(),
  /** The village boundary (a GeoJSON Polygon) when it has one. */
  boundary: z.unknown().nullable(),
  /** The centre of the village's map, [longitude, latitude], when its settings name one. */
  center: z.tuple([z.number(), z.number()]).nullable(),
});
export type RegencyPublicVillage = z.infer<typeof regencyPublicVillage>;

/** A search across villages: part of a place's name, in any case. */
export const regencySearchInput = z.object({
  q: z
    .string({ error: issueMessage('api_regency_search_short') })
    .trim()
    .min(2, issueMessage('api_regency_search_short'))
    .max(100, issueMessage('api_regency_search_long')),
});
export type RegencySearchInput = z.infer<typeof regencySearchInput>;

/** A public place found across villages, with the link that opens it on its village's own map. */
export const regencySearchHit = z.object({
  village: z.object({ slug: z.string(), name: z.string() }),
  name: z.string(),
  category: z.string().nullable(),
  link: z.string(),
});
export type RegencySearchHit = z.infer<typeof regencySearchHit>;

/**
 * A shared category's fields (decision 0060): a village category's, without the icon (a shared category is
 * marked by its colour).
 */
const sharedCategoryFields = categoryFields.omit({ image: true });
export const sharedCategoryCreateInput = sharedCategoryFields;
export const sharedCategoryUpdateInput = sharedCategoryFields.extend({
  id: idSchema,
  version: recordVersion,
});
export type SharedCategoryCreateInput = z.infer<typeof sharedCategoryCreateInput>;
export type SharedCategoryUpdateInput = z.infer<typeof sharedCategoryUpdateInput>;

/** A shared category with how many places across the villages are filed under it, and in how many villages. */
export const sharedCategory = categoryOutput.omit({ shared: true }).extend({
  places: z.number().int(),
  villages: z.number().int(),
});
export type SharedCategory = z.infer<typeof sharedCategory>;
