import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOgcPlaces, namesOf, type OgcPlaces } from '../support/ogc-places.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** sortby, properties and skipGeometry on the items of OGC API Features (issue 37). */
let t: TestApp;
let places: OgcPlaces;

beforeAll(async () => {
  t = await createTestApp();
  places = await createOgcPlaces(t);
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url });
const page = async (query: string, collection = 'all') => {
  const response = await get(`/ogc/collections/${collection}/items?${query}`);
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return response.json();
};

describe('sortby', () => {
  it('one property ascending or descending, ties and the rest by id', async () => {
    expect(namesOf(await page(''))).toEqual([
      'Masjid Agung',
      'Musala Ikhlas',
      'Gereja',
      'Balai Desa',
      'Jalan Poros',
    ]);
    expect(namesOf(await page('sortby=name'))).toEqual([
      'Balai Desa',
      'Gereja',
      'Jalan Poros',
      'Masjid Agung',
      'Musala Ikhlas',
    ]);
    expect(namesOf(await page('sortby=-name'))).toEqual([
      'Musala Ikhlas',
      'Masjid Agung',
      'Jalan Poros',
      'Gereja',
      'Balai Desa',
    ]);
  });

  it('several properties, each with its direction; a + arrives as a space and still means ascending', async () => {
    expect(namesOf(await page('sortby=category,-name'))).toEqual([
      'Musala Ikhlas',
      'Masjid Agung',
      'Gereja',
      'Jalan Poros',
      'Balai Desa',
    ]);
    // Krajan twice (by name then), Kidul; the road and the hall have no address ('' first), by name.
    expect(namesOf(await page('sortby=-address,%2Bname'))).toEqual([
      'Gereja',
      'Masjid Agung',
      'Musala Ikhlas',
      'Balai Desa',
      'Jalan Poros',
    ]);
    expect(namesOf(await page('sortby=+category,+name'))).toEqual([
      'Gereja',
      'Masjid Agung',
      'Musala Ikhlas',
      'Balai Desa',
      'Jalan Poros',
    ]);
    expect(namesOf(await page('sortby=-id'))).toEqual([
      'Jalan Poros',
      'Balai Desa',
      'Gereja',
      'Musala Ikhlas',
      'Masjid Agung',
    ]);
  });

  it('pages follow the order, and the next link keeps it; a bbox page too', async () => {
    const second = await page('sortby=name&limit=2&offset=2');
    expect(namesOf(second)).toEqual(['Jalan Poros', 'Masjid Agung']);
    const next = second.links.find((link: { rel: string }) => link.rel === 'next').href as string;
    expect(next).toContain('sortby=name');
    expect(namesOf(await page(next.split('?')[1]!))).toEqual(['Musala Ikhlas']);
    // The road's box holds every place; the exact test keeps the road, the hall and the mosque it passes.
    const boxed = await page('bbox=112.19,-7.61,112.33,-7.44&sortby=-name');
    expect(namesOf(boxed)).toEqual(['Musala Ikhlas', 'Masjid Agung', 'Jalan Poros', 'Gereja', 'Balai Desa']);
    const small = await page('bbox=112.24,-7.56,112.26,-7.54&sortby=-name');
    expect(namesOf(small)).toEqual(['Jalan Poros', 'Balai Desa']);
  });

  it('an unknown or malformed property is a 400 naming it and the sortable ones', async () => {
    for (const [sortby, name] of [
      ['phone', 'phone'],
      ['name;drop', 'name;drop'],
      ['geometry', 'geometry'],
      ['name,', ''],
      ['--name', '-name'],
      ['Name', 'Name'],
    ]) {
      const response = await get(`/ogc/collections/all/items?sortby=${encodeURIComponent(sortby!)}`);
      expect(response.statusCode, sortby).toBe(400);
      expect(response.json().message).toBe(
        `sortby names "${name}", which cannot be sorted on: sortby takes id, name, slug, description, address, category, each with + (ascending, the default) or - (descending) before it, separated by commas.`,
      );
    }
  });
});

describe('properties and skipGeometry', () => {
  it('only the properties asked for, in that order; none of the others', async () => {
    const trimmed = await page(`properties=category,name&sortby=name&limit=1`, String(places.kantor));
    expect(trimmed.features[0].properties).toEqual({ category: 'Kantor', name: 'Balai Desa' });
    expect(Object.keys(trimmed.features[0].properties)).toEqual(['category', 'name']);
    expect(trimmed.features[0].geometry.type).toBe('Polygon');
    const one = await page('properties=address');
    expect(
      one.features.every((f: { properties: object }) => Object.keys(f.properties).join() === 'address'),
    ).toBe(true);
    const refused = await get('/ogc/collections/all/items?properties=name,phone');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'properties names "phone", which the features do not have: properties takes name, slug, description, address, category, separated by commas.',
    );
  });

  it('skipGeometry=true leaves every geometry out; anything but true or false is a 400', async () => {
    const bare = await page('skipGeometry=true&properties=name');
    expect(bare.features).toHaveLength(5);
    for (const feature of bare.features) expect(feature.geometry).toBeNull();
    expect((await page('skipGeometry=false')).features[0].geometry).not.toBeNull();
    const refused = await get('/ogc/collections/all/items?skipGeometry=yes');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('skipGeometry must be true or false.');
  });
});

describe('equality parameters (what GDAL 3.6 sends for a declared queryable)', () => {
  it('each queryable as a parameter selects the features whose value is equal', async () => {
    expect(namesOf(await page('name=Gereja'))).toEqual(['Gereja']);
    expect(namesOf(await page('address=Krajan&sortby=name'))).toEqual(['Gereja', 'Masjid Agung']);
    expect(namesOf(await page('category=Kantor'))).toEqual(['Balai Desa', 'Jalan Poros']);
    expect(namesOf(await page(`id=${places.ids.Gereja}`))).toEqual(['Gereja']);
    expect(namesOf(await page(`address=${encodeURIComponent("Jl. O'Neil 1")}`))).toEqual(['Balai Desa']);
    expect(namesOf(await page("name=x' or '1'='1"))).toEqual([]);
    expect((await page('name=Gereja&category=Kantor')).numberMatched).toBe(0);
    // An empty value is a value: GDAL sends `address=` for -where "address = ''" and trusts the answer.
    expect(namesOf(await page('address='))).toEqual(['Jalan Poros']);
    const refused = await get('/ogc/collections/all/items?id=1.5');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('id must be a whole number.');
  });
});
