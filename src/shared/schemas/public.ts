import { z } from 'zod';

export const publicMap = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  description: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  /** Set only when the place has more than one photo (`image` is the first): the public answer stays small. */
  photos: z.array(z.string()).optional(),
  /** Set only when staff wrote them (issue 31). */
  opening_hours: z.string().optional(),
  phone: z.string().optional(),
  website: z.string().optional(),
  geometry: z.unknown().nullable(),
});
export type PublicMap = z.infer<typeof publicMap>;

/** A category on the public map with its active maps; active maps without a category come last, id null. */
export const publicCategory = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  image: z.string().nullable(),
  /** 'icon': its places are marked with its image inside the coloured circle (when it has an image). */
  map_marker: z.enum(['circle', 'icon']),
  maps: z.array(publicMap),
});
export type PublicCategory = z.infer<typeof publicCategory>;

/**
 * A place as the public map's light answer carries it (issue 34): what the sidebar, the search and a popup's
 * first line need, and one point where it is (shared/geo/representative-point.ts), never its shape.
 */
export const publicPlaceLight = publicMap.pick({ id: true, name: true, address: true, slug: true }).extend({
  /** [longitude, latitude]; null for a place without a geometry. */
  point: z.tuple([z.number(), z.number()]).nullable(),
});
export type PublicPlaceLight = z.infer<typeof publicPlaceLight>;

/** A category of the light answer: as the full one, with light places. */
export const publicCategoryLight = publicCategory.omit({ maps: true }).extend({
  maps: z.array(publicPlaceLight),
});
export type PublicCategoryLight = z.infer<typeof publicCategoryLight>;

/** The light answer: the places by category, and the data's version their tiles are cut at (`?v=`). */
export const publicPlacesLight = z.object({ version: z.string(), categories: z.array(publicCategoryLight) });
export type PublicPlacesLight = z.infer<typeof publicPlacesLight>;

export const UNCATEGORIZED_NAME = 'Tanpa kategori';
