import type { TestApp } from './test-app.ts';
import { createCategory } from './transfer.ts';

/**
 * A few places of two categories for the OGC query and filter tests: points, a road and an area, names
 * whose order is the same in every collation (PGlite's and PostgreSQL's).
 */
export interface OgcPlaces {
  ibadah: number;
  kantor: number;
  ids: Record<string, number>;
}

export const ROAD = {
  type: 'LineString',
  coordinates: [
    [112.1, -7.4],
    [112.4, -7.7],
  ],
};
/** The village hall: a square of 0.01 degrees around 112.25 E, 7.55 S. */
export const HALL = {
  type: 'Polygon',
  coordinates: [
    [
      [112.245, -7.555],
      [112.255, -7.555],
      [112.255, -7.545],
      [112.245, -7.545],
      [112.245, -7.555],
    ],
  ],
};

export async function createOgcPlaces(t: TestApp): Promise<OgcPlaces> {
  const admin = await t.login();
  const ibadah = await createCategory(t, admin, 'Ibadah');
  const kantor = await createCategory(t, admin, 'Kantor');
  const ids: Record<string, number> = {};
  const create = async (name: string, category: number, geometry: object, extra: object = {}) => {
    const payload = { name, category_id: category, geometry, ...extra };
    const response = await t.request({ method: 'POST', url: '/api/admin/maps', token: admin, payload });
    if (response.statusCode !== 201) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
    ids[name] = response.json().data.id;
  };
  await create(
    'Masjid Agung',
    ibadah,
    { type: 'Point', coordinates: [112.2, -7.45] },
    {
      address: 'Krajan',
      description: 'Masjid besar desa',
    },
  );
  await create(
    'Musala Ikhlas',
    ibadah,
    { type: 'Point', coordinates: [112.21, -7.46] },
    { address: 'Kidul' },
  );
  await create('Gereja', ibadah, { type: 'Point', coordinates: [112.32, -7.6] }, { address: 'Krajan' });
  await create('Balai Desa', kantor, HALL, { address: "Jl. O'Neil 1" });
  await create('Jalan Poros', kantor, ROAD);
  return { ibadah, kantor, ids };
}

export const namesOf = (page: { features: { properties: { name: string } }[] }) =>
  page.features.map((feature) => feature.properties.name);
