import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOgcPlaces, namesOf, type OgcPlaces } from '../support/ogc-places.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** OGC API Features Part 3: queryables and CQL2 filters, text and JSON (issue 37). */
let t: TestApp;
let places: OgcPlaces;

beforeAll(async () => {
  t = await createTestApp();
  places = await createOgcPlaces(t);
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url });
const text = async (filter: string, extra = '', collection = 'all') => {
  const response = await get(
    `/ogc/collections/${collection}/items?sortby=name&filter=${encodeURIComponent(filter)}${extra}`,
  );
  expect(response.statusCode, `${filter}: ${response.body}`).toBe(200);
  return namesOf(response.json());
};
const json = (filter: object, extra = '') => text(JSON.stringify(filter), `&filter-lang=cql2-json${extra}`);
const refusal = async (filter: string, extra = '') => {
  const response = await get(`/ogc/collections/all/items?filter=${encodeURIComponent(filter)}${extra}`);
  expect(response.statusCode, `${filter.slice(0, 80)}: ${response.body.slice(0, 200)}`).toBe(400);
  return response.json().message as string;
};
const property = (name: string) => ({ property: name });

describe('queryables', () => {
  it('each collection links its queryables, a JSON Schema of what a filter may name', async () => {
    const collection = (await get(`/ogc/collections/${places.kantor}`)).json();
    const link = collection.links.find(
      (l: { rel: string }) => l.rel === 'http://www.opengis.net/def/rel/ogc/1.0/queryables',
    );
    expect(link).toMatchObject({
      href: `http://localhost:80/ogc/collections/${places.kantor}/queryables`,
      type: 'application/schema+json',
    });
    const response = await get(`/ogc/collections/${places.kantor}/queryables`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/schema\+json/);
    const schema = response.json();
    expect(schema).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: `http://localhost:80/ogc/collections/${places.kantor}/queryables`,
      type: 'object',
      title: 'Kantor',
      additionalProperties: false,
    });
    expect(Object.keys(schema.properties)).toEqual([
      'geometry',
      'id',
      'name',
      'slug',
      'description',
      'address',
      'category',
    ]);
    expect(schema.properties.name).toMatchObject({ type: 'string', title: 'Name' });
    expect(schema.properties.id.type).toBe('integer');
    expect(schema.properties.geometry.format).toBe('geometry-any');
    expect((await get('/ogc/collections/999/queryables')).statusCode).toBe(404);
  });

  it('the conformance document claims Part 3 and the CQL2 classes implemented, and the API definition its parameters', async () => {
    const conformsTo = (await get('/ogc/conformance')).json().conformsTo as string[];
    for (const part of ['queryables', 'queryables-query-parameters', 'filter', 'features-filter']) {
      expect(conformsTo).toContain(`http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/${part}`);
    }
    for (const part of [
      'cql2-text',
      'cql2-json',
      'basic-cql2',
      'advanced-comparison-operators',
      'case-insensitive-comparison',
      'basic-spatial-functions',
    ]) {
      expect(conformsTo).toContain(`http://www.opengis.net/spec/cql2/1.0/conf/${part}`);
    }
    // Not the classes of functions, arithmetic, arrays, temporal or the full spatial set: those are 400s.
    expect(conformsTo.filter((uri) => uri.includes('/cql2/'))).toHaveLength(6);
    const api = (await get('/ogc/api')).json();
    const items = api.paths['/collections/{collectionId}/items'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(items).toEqual(
      expect.arrayContaining(['filter', 'filter-lang', 'filter-crs', 'sortby', 'properties', 'skipGeometry']),
    );
    expect(items).toEqual(
      expect.arrayContaining(['id', 'name', 'slug', 'description', 'address', 'category']),
    );
    expect(Object.keys(api.paths)).toContain('/collections/{collectionId}/queryables');
  });
});

describe('CQL2 text and JSON', () => {
  it('basic CQL2: comparisons, AND, OR, NOT, IS NULL, on text and numbers', async () => {
    expect(await text("name = 'Gereja'")).toEqual(['Gereja']);
    expect(await text("name <> 'Gereja' AND category = 'Ibadah'")).toEqual(['Masjid Agung', 'Musala Ikhlas']);
    expect(await text("address = 'Kidul' OR name = 'Balai Desa'")).toEqual(['Balai Desa', 'Musala Ikhlas']);
    expect(await text("NOT (category = 'Ibadah') AND NOT address = ''")).toEqual(['Balai Desa']);
    expect(await text("name >= 'J' and name < 'Mb'")).toEqual(['Jalan Poros', 'Masjid Agung']);
    expect(await text(`id > ${places.ids.Gereja}`)).toEqual(['Balai Desa', 'Jalan Poros']);
    expect(await text('address IS NULL')).toEqual([]);
    expect(await text('description is not null and true')).toHaveLength(5);
    expect(await text('"name" = \'Gereja\' or false')).toEqual(['Gereja']);
    expect(await text("address = 'Jl. O''Neil 1'")).toEqual(['Balai Desa']);
    expect(await json({ op: '=', args: [property('name'), 'Gereja'] })).toEqual(['Gereja']);
    // Temporal literals (no queryable is temporal, so they meet only each other).
    expect(await text("DATE('2024-01-31') < DATE('2024-02-01') AND name = 'Gereja'")).toEqual(['Gereja']);
    expect(await text("TIMESTAMP('2024-01-31T08:00:00Z') > TIMESTAMP('2024-01-31T09:00:00Z')")).toEqual([]);
    expect(await json({ op: '=', args: [{ date: '2024-02-29' }, { date: '2024-02-29' }] })).toHaveLength(5);
    expect(
      await json({
        op: 'and',
        args: [
          { op: 'not', args: [{ op: '=', args: [property('category'), 'Kantor'] }] },
          {
            op: 'or',
            args: [
              { op: '=', args: [property('address'), 'Kidul'] },
              { op: 'isNull', args: [property('slug')] },
            ],
          },
        ],
      }),
    ).toEqual(['Musala Ikhlas']);
  });

  it('advanced comparison: LIKE, BETWEEN, IN, and their NOT', async () => {
    expect(await text("name LIKE 'M%'")).toEqual(['Masjid Agung', 'Musala Ikhlas']);
    expect(await text("name LIKE '_ereja'")).toEqual(['Gereja']);
    expect(await text("name NOT LIKE '%a%'")).toEqual([]);
    expect(await text("address LIKE 'Jl. O''Neil%'")).toEqual(['Balai Desa']);
    // The escape character makes a wildcard a character: no name holds a literal %.
    expect(await text("name LIKE '%\\%%'")).toEqual([]);
    const [first, last] = [places.ids['Musala Ikhlas']!, places.ids['Balai Desa']!];
    expect(await text(`id BETWEEN ${first} AND ${last}`)).toEqual(['Balai Desa', 'Gereja', 'Musala Ikhlas']);
    expect(await text(`id NOT BETWEEN ${first} AND ${last}`)).toEqual(['Jalan Poros', 'Masjid Agung']);
    expect(await text("name IN ('Gereja', 'Balai Desa', 'Tidak Ada')")).toEqual(['Balai Desa', 'Gereja']);
    expect(await text("category NOT IN ('Ibadah')")).toEqual(['Balai Desa', 'Jalan Poros']);
    expect(await json({ op: 'like', args: [property('name'), '%Poros'] })).toEqual(['Jalan Poros']);
    expect(await json({ op: 'between', args: [property('id'), first, last] })).toHaveLength(3);
    expect(await json({ op: 'in', args: [property('name'), ['Gereja', 'Musala Ikhlas']] })).toEqual([
      'Gereja',
      'Musala Ikhlas',
    ]);
  });

  it('case-insensitive comparison: CASEI on either side', async () => {
    expect(await text("CASEI(name) = casei('GEREJA')")).toEqual(['Gereja']);
    expect(await text("name = 'GEREJA'")).toEqual([]);
    expect(await text("CASEI(name) LIKE CASEI('masjid%')")).toEqual(['Masjid Agung']);
    expect(await text("CASEI(category) IN (CASEI('KANTOR'))")).toEqual(['Balai Desa', 'Jalan Poros']);
    expect(
      await json({
        op: '=',
        args: [
          { op: 'casei', args: [property('name')] },
          { op: 'casei', args: ['balai desa'] },
        ],
      }),
    ).toEqual(['Balai Desa']);
  });

  it('basic spatial: S_INTERSECTS with a point, line, polygon or envelope, tested on the geometry itself', async () => {
    expect(await text('S_INTERSECTS(geometry, POINT(112.2 -7.45))')).toEqual(['Masjid Agung']);
    // On the road, between its ends; and a point in the hall.
    expect(await text('S_INTERSECTS(geometry, POINT(112.25 -7.55))')).toEqual(['Balai Desa', 'Jalan Poros']);
    expect(await text('S_INTERSECTS(geometry, POINT(112.248 -7.553))')).toEqual(['Balai Desa']);
    // Inside the road's box but off the road: nothing.
    expect(await text('S_INTERSECTS(geometry, POINT(112.3 -7.45))')).toEqual([]);
    // A line across the road and through the hall's corner, not the points.
    expect(await text('S_INTERSECTS(geometry, LINESTRING(112.2 -7.6, 112.26 -7.54))')).toEqual([
      'Balai Desa',
      'Jalan Poros',
    ]);
    // A small square inside the hall, off the road across it (no edges cross): the hall contains it.
    expect(
      await text(
        'S_INTERSECTS(geometry, POLYGON((112.246 -7.554, 112.248 -7.554, 112.248 -7.552, 112.246 -7.552, 112.246 -7.554)))',
      ),
    ).toEqual(['Balai Desa']);
    // A big polygon round everything, with a hole round the mosque and the musala.
    expect(
      await text(
        'S_INTERSECTS(geometry, POLYGON((112 -8, 113 -8, 113 -7, 112 -7, 112 -8), (112.19 -7.47, 112.22 -7.47, 112.22 -7.44, 112.19 -7.44, 112.19 -7.47)))',
      ),
    ).toEqual(['Balai Desa', 'Gereja', 'Jalan Poros']);
    expect(await text('S_INTERSECTS(geometry, BBOX(112.195, -7.465, 112.215, -7.445))')).toEqual([
      'Masjid Agung',
      'Musala Ikhlas',
    ]);
    expect(
      await text(
        "NOT S_INTERSECTS(geometry, BBOX(112.195, -7.465, 112.215, -7.445)) AND category = 'Ibadah'",
      ),
    ).toEqual(['Gereja']);
    expect(await text('S_INTERSECTS(MULTIPOINT((112.32 -7.6), (0 0)), geometry)')).toEqual(['Gereja']);
    expect(
      await json({
        op: 's_intersects',
        args: [property('geometry'), { type: 'Point', coordinates: [112.32, -7.6] }],
      }),
    ).toEqual(['Gereja']);
    expect(
      await json({
        op: 's_intersects',
        args: [property('geometry'), { bbox: [112.24, -7.56, 112.26, -7.54] }],
      }),
    ).toEqual(['Balai Desa', 'Jalan Poros']);
    // Within one category's collection, and with a bbox too.
    expect(await text('S_INTERSECTS(geometry, POINT(112.25 -7.55))', '', String(places.kantor))).toEqual([
      'Balai Desa',
      'Jalan Poros',
    ]);
    expect(
      await text('S_INTERSECTS(geometry, POINT(112.25 -7.55))', '&bbox=112.1,-7.45,112.15,-7.4'),
    ).toEqual(['Jalan Poros']);
  });

  it('filter-crs: the geometries of a filter in UTM or latitude first', async () => {
    const utm = 'http://www.opengis.net/def/crs/EPSG/0/32749';
    // The church (112.32 E, 7.6 S) in zone 49 South, and a box of 20 m round it.
    const [x, y] = [645_613.7, 9_159_700.48];
    const box = `BBOX(${x - 10}, ${y - 10}, ${x + 10}, ${y + 10})`;
    expect(await text(`S_INTERSECTS(geometry, ${box})`, `&filter-crs=${encodeURIComponent(utm)}`)).toEqual([
      'Gereja',
    ]);
    expect(await text(`S_INTERSECTS(geometry, ${box})`)).toEqual([]);
    const epsg4326 = 'http://www.opengis.net/def/crs/EPSG/0/4326';
    expect(
      await text('S_INTERSECTS(geometry, POINT(-7.6 112.32))', `&filter-crs=${encodeURIComponent(epsg4326)}`),
    ).toEqual(['Gereja']);
    expect(await refusal("name = 'x'", `&filter-crs=${encodeURIComponent(`${utm}/`)}`)).toMatch(
      /^filter-crs must be one of/,
    );
    expect(
      (await get(`/ogc/collections/all/items?filter-crs=${encodeURIComponent(utm)}`)).json().message,
    ).toBe('filter-crs says how to read filter: send it with a filter, or leave it out.');
  });

  it('a filter, the answer in UTM and a sort together; the next link carries all three', async () => {
    const response = await get(
      `/ogc/collections/all/items?filter=${encodeURIComponent("category = 'Ibadah'")}&crs=${encodeURIComponent('http://www.opengis.net/def/crs/EPSG/0/32749')}&sortby=-name&limit=2`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.numberMatched).toBe(3);
    expect(namesOf(body)).toEqual(['Musala Ikhlas', 'Masjid Agung']);
    expect(body.features[1].geometry.coordinates[0]).toBeGreaterThan(600_000);
    const next = body.links.find((l: { rel: string }) => l.rel === 'next').href as string;
    expect(namesOf((await get(next.replace('http://localhost:80', ''))).json())).toEqual(['Gereja']);
  });

  it('what is refused, with a message saying why', async () => {
    expect(await refusal("phone = '1'")).toBe(
      'The filter names the property "phone", which is not queryable: the queryables are id, name, slug, description, address, category (and geometry in S_INTERSECTS).',
    );
    expect(await refusal("UPPER(name) = 'X'")).toBe(
      'The filter calls UPPER, which is not known here: the functions are CASEI, S_INTERSECTS, DATE, TIMESTAMP.',
    );
    expect(await refusal('S_CONTAINS(geometry, POINT(0 0))')).toMatch(/^The filter calls S_CONTAINS, /);
    expect(await refusal("name = 'x' ; DROP TABLE maps")).toBe(
      'The filter is not valid CQL2 text at character 12 (";").',
    );
    expect(await refusal("name = 'x")).toMatch(/^The filter is not valid CQL2 text at character 8/);
    expect(await refusal('name =')).toBe('The filter ends before its expression does (CQL2 text).');
    expect(await refusal('name = 5')).toBe(
      'The operands of = in the filter are not of one type (text with text, number with number).',
    );
    expect(await refusal("id LIKE '1%'")).toMatch(/^The operands of LIKE /);
    expect(await refusal("DATE('2024-02-30') = DATE('2024-02-30')")).toBe(
      'A DATE in the filter must be a day written 2024-01-31, a TIMESTAMP a moment in UTC written 2024-01-31T08:00:00Z.',
    );
    expect(await refusal("name = DATE('2024-01-01')")).toMatch(/^The operands of = /);
    expect(await refusal('name LIKE name')).toMatch(/^A LIKE pattern must be a text in quotes/);
    expect(await refusal("name LIKE 'abc\\'")).toMatch(/^A LIKE pattern must be a text in quotes/);
    expect(await refusal('S_INTERSECTS(geometry, POLYGON((0 0, 1 0, 1 1, 0 0.5)))')).toMatch(
      /^A geometry in the filter is not valid/,
    );
    expect(await refusal('S_INTERSECTS(name, POINT(0 0))')).toMatch(
      /^S_INTERSECTS takes the property geometry/,
    );
    expect(await refusal('S_INTERSECTS(POINT(1 1), POINT(0 0))')).toMatch(
      /^S_INTERSECTS takes the property geometry/,
    );
    expect(await refusal("name = 'x'", '&filter-lang=cql2-json')).toBe(
      'The filter is not JSON, which filter-lang=cql2-json expects.',
    );
    expect(await refusal('{"op":"=","args":[{"property":"name"}]}', '&filter-lang=cql2-json')).toBe(
      'The filter is not valid CQL2 JSON at /args.',
    );
    expect(await refusal('{"op":"lower","args":["x"]}', '&filter-lang=cql2-json')).toMatch(
      /^The filter calls lower,/,
    );
    expect(await refusal("name = 'x'", '&filter-lang=cql-text')).toBe(
      'filter-lang must be cql2-text or cql2-json.',
    );
  });

  it('SQL in a string literal is a text to look for, nothing else', async () => {
    for (const literal of [
      "x' OR '1'='1",
      "x'; DROP TABLE maps; --",
      "'); DELETE FROM maps; --",
      "\\'; select 1; --",
    ]) {
      const quoted = `'${literal.replace(/'/g, "''")}'`;
      expect(await text(`name = ${quoted}`), literal).toEqual([]);
      expect(await text(`name LIKE ${quoted}`), literal).toEqual([]);
      expect(await json({ op: '=', args: [property('name'), literal] }), literal).toEqual([]);
    }
    expect(await text('name IS NOT NULL')).toHaveLength(5);
  });
});
