import { describe, expect, it } from 'vitest';
import type { PublicCategory } from '../../../shared/schemas/public.ts';
import { buildCatalog } from './map-catalog.ts';
import { follow, type OpenPlace } from './use-open-place.ts';

const place = (id: number, name: string, coordinates: [number, number]) => ({
  id,
  name,
  address: '',
  description: '',
  slug: name.toLowerCase(),
  image: null,
  geometry: { type: 'Point', coordinates },
});
const catalogOf = (...maps: ReturnType<typeof place>[]) =>
  buildCatalog([
    { id: 1, name: 'Ibadah', description: '', color: '#16a34a', image: null, map_marker: 'circle', maps },
  ] as unknown as PublicCategory[]);
const indexById = (catalog: ReturnType<typeof catalogOf>) =>
  new Map(catalog.entries.map((entry, index) => [entry.id, index]));

const opened: OpenPlace = {
  id: 7,
  name: 'Masjid',
  anchor: [110.4, -7.5],
  shape: JSON.stringify({ type: 'Point', coordinates: [110.4, -7.5] }),
};

describe('an open popup after the data is read again', () => {
  it('follows its place to its new index, keeping where it points when the place did not move', () => {
    const catalog = catalogOf(place(3, 'Pasar', [110.41, -7.51]), place(7, 'Masjid', [110.4, -7.5]));
    expect(follow(opened, catalog, indexById(catalog))).toEqual({
      popup: { index: 1, anchor: [110.4, -7.5] },
      removed: null,
    });
  });

  it('moves with its place', () => {
    const catalog = catalogOf(place(7, 'Masjid', [110.42, -7.52]));
    expect(follow(opened, catalog, indexById(catalog)).popup).toEqual({ index: 0, anchor: [110.42, -7.52] });
  });

  it('says its place was removed, by name', () => {
    const catalog = catalogOf(place(3, 'Pasar', [110.41, -7.51]));
    expect(follow(opened, catalog, indexById(catalog))).toEqual({ popup: null, removed: 'Masjid' });
  });
});
