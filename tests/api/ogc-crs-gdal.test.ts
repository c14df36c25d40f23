import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createCategory } from '../support/transfer.ts';

/**
 * Part 2's reprojection against GDAL's own (`ogr2ogr -t_srs`, PROJ underneath) on the same features, for
 * every UTM zone of Indonesia and Web Mercator: within 1 mm. CI installs gdal-bin: there a missing ogr2ogr
 * fails, as in transfer-gdal.test.ts.
 */
const gdalVersion = spawnSync('ogr2ogr', ['--version'], { encoding: 'utf8' });
const hasGdal = gdalVersion.status === 0;
const run = promisify(execFile);

if (!hasGdal && process.env.CI) {
  describe('GDAL in CI', () => {
    it('is installed', () => {
      expect.fail('ogr2ogr is missing; CI must install gdal-bin (see .ci/run).');
    });
  });
}

type Geometry = { type: string; coordinates: unknown };
type Feature = { type: 'Feature'; properties: { name: string }; geometry: Geometry };

/** A point, a road and a parcel near the middle of UTM zone `zone`, north or south of the equator. */
function featuresOfZone(zone: number, south: boolean): Feature[] {
  const lng = zone * 6 - 183 + 0.8123457;
  const lat = south ? -6.2345671 : 3.4567891;
  const at = (dx: number, dy: number) => [Number((lng + dx).toFixed(7)), Number((lat + dy).toFixed(7))];
  const name = `${zone}${south ? 'S' : 'N'}`;
  return [
    {
      type: 'Feature',
      properties: { name: `titik ${name}` },
      geometry: { type: 'Point', coordinates: at(0, 0) },
    },
    {
      type: 'Feature',
      properties: { name: `jalan ${name}` },
      geometry: { type: 'LineString', coordinates: [at(-1.9, -0.4), at(0.0123456, 0.0234567), at(1.7, 0.9)] },
    },
    {
      type: 'Feature',
      properties: { name: `sawah ${name}` },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [at(-2.5, 1), at(-2.4987654, 1), at(-2.4987654, 1.0012345), at(-2.5, 1.0012345), at(-2.5, 1)],
        ],
      },
    },
  ];
}

const ZONES = [46, 47, 48, 49, 50, 51, 52, 53, 54];

function positions(coordinates: unknown): number[][] {
  if (Array.isArray(coordinates) && typeof coordinates[0] === 'number') return [coordinates as number[]];
  return (coordinates as unknown[]).flatMap(positions);
}

let t: TestApp;
let work: string;
let category: number;

describe.skipIf(!hasGdal)(`reprojection against ${gdalVersion.stdout?.trim() ?? 'GDAL'}`, () => {
  beforeAll(async () => {
    t = await createTestApp();
    work = await mkdtemp(path.join(tmpdir(), 'petadesa-crs-'));
    const admin = await t.login();
    category = await createCategory(t, admin, 'Zona UTM');
    for (const zone of ZONES) {
      for (const feature of [...featuresOfZone(zone, false), ...featuresOfZone(zone, true)]) {
        const payload = { name: feature.properties.name, category_id: category, geometry: feature.geometry };
        const response = await t.request({ method: 'POST', url: '/api/admin/maps', token: admin, payload });
        expect(response.statusCode, response.body).toBe(201);
      }
    }
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  /** What ogr2ogr makes of `features` in EPSG:`code`, by name. */
  async function byGdal(features: Feature[], code: number): Promise<Map<string, Geometry>> {
    const source = path.join(work, `${code}-in.geojson`);
    const target = path.join(work, `${code}-out.geojson`);
    await writeFile(source, JSON.stringify({ type: 'FeatureCollection', features }));
    await run('ogr2ogr', [
      '-f',
      'GeoJSON',
      '-t_srs',
      `EPSG:${code}`,
      '-lco',
      'COORDINATE_PRECISION=9',
      target,
      source,
    ]);
    const read = JSON.parse(await readFile(target, 'utf8')) as { features: Feature[] };
    return new Map(read.features.map((f) => [f.properties.name, f.geometry]));
  }

  async function expectSameAsGdal(features: Feature[], code: number) {
    const gdal = await byGdal(features, code);
    const crs = `http://www.opengis.net/def/crs/EPSG/0/${code}`;
    const response = await t.request({
      method: 'GET',
      url: `/ogc/collections/${category}/items?limit=1000&crs=${encodeURIComponent(crs)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-crs']).toBe(`<${crs}>`);
    const ours = new Map<string, Geometry>(
      (response.json().features as Feature[]).map((f) => [f.properties.name, f.geometry]),
    );
    let worst = 0;
    for (const feature of features) {
      const expected = positions(gdal.get(feature.properties.name)!.coordinates);
      const got = positions(ours.get(feature.properties.name)!.coordinates);
      expect(got.length, feature.properties.name).toBe(expected.length);
      got.forEach((position, i) => {
        const distance = Math.hypot(position[0]! - expected[i]![0]!, position[1]! - expected[i]![1]!);
        worst = Math.max(worst, distance);
      });
    }
    expect(worst, `EPSG:${code}: worst ${worst} m`).toBeLessThanOrEqual(0.001);
    return worst;
  }

  it('every UTM zone of Indonesia, north and south, within 1 mm of ogr2ogr -t_srs', async () => {
    const worst: Record<string, number> = {};
    for (const zone of ZONES) {
      // A zone's own features, and its neighbours' (up to about 9 degrees from its central meridian).
      for (const south of [false, true]) {
        const near = [zone - 1, zone, zone + 1]
          .filter((z) => ZONES.includes(z))
          .flatMap((z) => featuresOfZone(z, south));
        const code = (south ? 32700 : 32600) + zone;
        worst[code] = await expectSameAsGdal(near, code);
      }
    }
    console.log('worst distance from ogr2ogr, metres:', worst);
  }, 120_000);

  it('Web Mercator within 1 mm of ogr2ogr -t_srs', async () => {
    const everything = ZONES.flatMap((zone) => [
      ...featuresOfZone(zone, false),
      ...featuresOfZone(zone, true),
    ]);
    await expectSameAsGdal(everything, 3857);
  });
});
