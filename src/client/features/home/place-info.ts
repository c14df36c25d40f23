import type { PublicMap } from '../../../shared/schemas/public.ts';

/** What staff wrote about a place beyond the spec's popup parts (issue 31, decision 0031). */
export interface PlaceInfo {
  description: string;
  openingHours: string;
  phone: string;
  website: string;
  /** Every photo in order, the spec's `image` first. */
  photos: readonly string[];
}

export function placeInfoOf(map: PublicMap): PlaceInfo {
  return {
    description: map.description,
    openingHours: map.opening_hours ?? '',
    phone: map.phone ?? '',
    website: map.website ?? '',
    // The answer lists the photos only when there are several; one photo is the image alone.
    photos: map.photos ?? (map.image ? [map.image] : []),
  };
}
