import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOgcPlaces, type OgcPlaces } from '../support/ogc-places.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Clients nobody here wrote read Parts 2 and 3 (issue 37): GDAL's OAPIF driver filters on the server with
 * the equality parameters the API definition declares (seen in its own request log), and reprojects;
 * OWSLib (Debian's python3-owslib, run with Debian's /usr/bin/python3) reads the queryables and a
 * CQL2-filtered collection. CI installs both (.ci/run): there a missing one fails.
 */
const gdal = spawnSync('ogrinfo', ['--version'], { encoding: 'utf8' });
const hasGdal = gdal.status === 0;
const owslib = spawnSync('/usr/bin/python3', ['-c', 'import owslib; print(owslib.__version__)'], {
  encoding: 'utf8',
});
const hasOwslib = owslib.status === 0;
const run = promisify(execFile);

if (process.env.CI && (!hasGdal || !hasOwslib)) {
  describe('OGC clients in CI', () => {
    it('are installed', () => {
      expect.fail('ogrinfo or OWSLib is missing; CI must install gdal-bin and python3-owslib (see .ci/run).');
    });
  });
}

let t: TestApp;
let places: OgcPlaces;
let base: string;
let work: string;

beforeAll(async () => {
  t = await createTestApp();
  places = await createOgcPlaces(t);
  base = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/ogc`;
  work = await mkdtemp(path.join(tmpdir(), 'petadesa-ogc-clients-'));
});
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

describe.skipIf(!hasGdal)(`GDAL (${gdal.stdout?.trim()})`, () => {
  const env = { ...process.env, CPL_DEBUG: 'ON' };

  it('ogrinfo -where on a declared queryable sends it to the server as a parameter', async () => {
    const { stdout, stderr } = await run(
      'ogrinfo',
      ['-ro', `OAPIF:${base}`, 'all', '-where', "name = 'Gereja'"],
      {
        env,
      },
    );
    expect(stdout.match(/^OGRFeature\(all\)/gm)).toHaveLength(1);
    expect(stdout).toContain('name (String) = Gereja');
    // GDAL's HTTP log: the page it fetched carries the filter, so the server did the filtering.
    const fetched = stderr.split('\n').filter((line) => line.includes('/collections/all/items'));
    expect(
      fetched.some((line) => /[?&]name=Gereja(&|$|\))/.test(line)),
      fetched.join('\n'),
    ).toBe(true);
  });

  it('ogr2ogr reads a category filtered on the server and reprojected to UTM 49 South', async () => {
    const out = path.join(work, 'kantor-utm.geojson');
    const { stderr } = await run(
      'ogr2ogr',
      [
        '-f',
        'GeoJSON',
        '-t_srs',
        'EPSG:32749',
        out,
        `OAPIF:${base}`,
        String(places.kantor),
        '-where',
        "address = ''",
      ],
      { env },
    );
    // GDAL sends `address=` and trusts the server with it: an empty value is a value there.
    expect(
      stderr.split('\n').some((line) => /\/items\?.*[?&]address=(&|\))/.test(line)),
      stderr.slice(-2500),
    ).toBe(true);
    const read = JSON.parse(await readFile(out, 'utf8')) as {
      features: { properties: { name: string }; geometry: { coordinates: number[][] } }[];
    };
    expect(read.features.map((f) => f.properties.name)).toEqual(['Jalan Poros']);
    // The road's first vertex (112.1 E, 7.4 S) in metres: as the server itself gives it with crs=EPSG:32749.
    const ours = (
      await t.request({
        method: 'GET',
        url: `/ogc/collections/${places.kantor}/items/${places.ids['Jalan Poros']}?crs=${encodeURIComponent('http://www.opengis.net/def/crs/EPSG/0/32749')}`,
      })
    ).json();
    const [x, y] = read.features[0]!.geometry.coordinates[0]!;
    expect(Math.abs(x! - ours.geometry.coordinates[0][0])).toBeLessThan(0.001);
    expect(Math.abs(y! - ours.geometry.coordinates[0][1])).toBeLessThan(0.001);
  });
});

describe.skipIf(!hasOwslib)(`OWSLib ${owslib.stdout?.trim()}`, () => {
  it('reads the queryables and a collection filtered with CQL2 text and JSON', async () => {
    const script = `
import json, sys
from owslib.ogcapi.features import Features
api = Features(sys.argv[1])
queryables = api.collection_queryables('all')
text = api.collection_items('all', **{'filter': "category = 'Ibadah' AND name LIKE 'M%'", 'filter-lang': 'cql2-text', 'sortby': '-name'})
cql_json = json.dumps({'op': 's_intersects', 'args': [{'property': 'geometry'}, {'bbox': [112.24, -7.56, 112.26, -7.54]}]})
spatial = api.collection_items('all', **{'filter': cql_json, 'filter-lang': 'cql2-json', 'sortby': 'name'})
print(json.dumps({
  'conformance': api.conformance()['conformsTo'],
  'queryables': sorted(queryables['properties'].keys()),
  'text': [f['properties']['name'] for f in text['features']],
  'spatial': [f['properties']['name'] for f in spatial['features']],
}))
`;
    const { stdout } = await run('/usr/bin/python3', ['-c', script, `${base}/`]);
    const read = JSON.parse(stdout);
    expect(read.conformance).toContain('http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/filter');
    expect(read.queryables).toEqual(['address', 'category', 'description', 'geometry', 'id', 'name', 'slug']);
    expect(read.text).toEqual(['Musala Ikhlas', 'Masjid Agung']);
    expect(read.spatial).toEqual(['Balai Desa', 'Jalan Poros']);
  });
});
