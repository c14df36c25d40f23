import { execFile, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { coordinateDistance, createCategory, sendImport } from '../support/transfer.ts';

/**
 * Files written by GDAL, the library QGIS and most GIS tools use, so the readers meet files PetaDesa did not
 * write; and GDAL's OAPIF driver as a real OGC API client. CI installs gdal-bin: there a missing ogr2ogr fails.
 */
const gdalVersion = spawnSync('ogr2ogr', ['--version'], { encoding: 'utf8' });
const hasGdal = gdalVersion.status === 0;
if (!hasGdal && !process.env.CI) {
  console.warn('GDAL tests skipped: ogr2ogr is not installed (apt-get install gdal-bin). CI runs them.');
}

const run = promisify(execFile);

if (!hasGdal && process.env.CI) {
  describe('GDAL in CI', () => {
    it('is installed', () => {
      expect.fail('ogr2ogr is missing; CI must install gdal-bin (see .ci/run).');
    });
  });
}

type Feature = {
  type: 'Feature';
  properties: Record<string, string> & { name: string };
  geometry: { type: string; coordinates: unknown };
};
const collection = (features: Feature[]) => ({ type: 'FeatureCollection', features });
const feature = (name: string, alamat: string, geometry: Feature['geometry']): Feature => ({
  type: 'Feature',
  properties: { name, alamat },
  geometry,
});
const square = (lng: number, lat: number, size: number) => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [lng + size, lat],
      [lng + size, lat + size],
      [lng, lat + size],
      [lng, lat],
    ],
  ],
});

const points = [
  feature('Masjid Al-Ikhlas', 'Dusun Krajan', { type: 'Point', coordinates: [112.2330712, -7.5468391] }),
  feature('Balai Desa', 'Jl. Raya 1', { type: 'Point', coordinates: [112.2412345, -7.5501234] }),
];
const lines = [
  feature('Jalan Poros', 'Krajan', {
    type: 'LineString',
    coordinates: [
      [112.231, -7.541],
      [112.2324567, -7.5429876],
      [112.2351, -7.5443],
    ],
  }),
];
/** Near 112° E: UTM zone 49 South. */
const parcels49 = [
  feature('Sawah Blok A', 'Dusun Kidul', square(112.23, -7.56, 0.004)),
  feature('Tanah Kas Desa', 'Dusun Lor', square(112.25, -7.52, 0.0025)),
];
/** Near 116° E (Lombok): UTM zone 50 South. */
const parcels50 = [feature('Kebun Kopi', 'Sembalun', square(116.5312345, -8.3612345, 0.003))];

let t: TestApp;
let admin: string;
let categoryId: number;
let work: string;

async function ogr2ogr(args: string[]) {
  await run('ogr2ogr', args, { env: { ...process.env, CPL_LOG: '/dev/null' } });
}

/** The app's OGC API Features as a GDAL OAPIF source, listening on a free port from the first call on. */
async function ogcSource(): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `OAPIF:http://127.0.0.1:${port}/ogc`;
}

async function source(name: string, features: Feature[]): Promise<string> {
  const file = path.join(work, `${name}.geojson`);
  await writeFile(file, JSON.stringify(collection(features)));
  return file;
}

/** ogr2ogr into a Shapefile, zipped as people send it (optionally without some of its parts). */
async function zippedShapefile(name: string, features: Feature[], extra: string[], leaveOut: string[] = []) {
  const folder = path.join(work, name);
  await mkdir(folder);
  await ogr2ogr([
    '-f',
    'ESRI Shapefile',
    path.join(folder, `${name}.shp`),
    await source(`${name}-src`, features),
    ...extra,
  ]);
  const files: Record<string, Uint8Array> = {};
  for (const file of await readdir(folder)) {
    if (!leaveOut.includes(path.extname(file)))
      files[`${name}/${file}`] = await readFile(path.join(folder, file));
  }
  return zipSync(files);
}

async function expectSame(filename: string, bytes: Uint8Array, expected: Feature[], format: string) {
  const response = await sendImport(t, 'preview', { token: admin, filename, bytes, categoryId });
  expect(response.statusCode, response.body).toBe(200);
  const preview = response.json().data;
  expect(preview.format).toBe(format);
  expect(
    preview.features.filter((f: { action: string }) => f.action === 'skip'),
    filename,
  ).toEqual([]);
  const byName = new Map<string, { geometry: { coordinates: unknown }; address: string }>(
    preview.features.map((f: { name: string }) => [f.name, f]),
  );
  expect([...byName.keys()].sort()).toEqual(expected.map((f) => f.properties.name).sort());
  for (const original of expected) {
    const imported = byName.get(original.properties.name)!;
    const distance = coordinateDistance(imported.geometry.coordinates, original.geometry.coordinates);
    expect(distance, `${filename}: ${original.properties.name}`).toBeLessThanOrEqual(1e-6);
  }
  return preview;
}

describe.skipIf(!hasGdal)(`files written by GDAL (${gdalVersion.stdout?.trim() ?? 'missing'})`, () => {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    categoryId = await createCategory(t, admin, 'Dari GDAL');
    work = await mkdtemp(path.join(tmpdir(), 'petadesa-gdal-'));
  });
  afterAll(async () => {
    await t?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('a WGS 84 Shapefile, with its attributes mapped', async () => {
    const zip = await zippedShapefile('titik', points, []);
    const preview = await expectSame('titik.zip', zip, points, 'shapefile');
    expect(preview.source_crs).toBe('WGS 84');
    expect(preview.mapping).toMatchObject({ name: 'name', address: 'alamat' });
    expect(preview.features.find((f: { name: string }) => f.name === 'Balai Desa').address).toBe(
      'Jl. Raya 1',
    );
  });

  it('Shapefiles in UTM zone 49S and 50S, reprojected from their .prj', async () => {
    const utm49 = await zippedShapefile('bidang49', parcels49, ['-t_srs', 'EPSG:32749']);
    expect((await expectSame('bidang49.zip', utm49, parcels49, 'shapefile')).source_crs).toBe(
      'WGS 1984 UTM Zone 49S',
    );
    const utm50 = await zippedShapefile('bidang50', parcels50, ['-t_srs', 'EPSG:32750']);
    expect((await expectSame('bidang50.zip', utm50, parcels50, 'shapefile')).source_crs).toBe(
      'WGS 1984 UTM Zone 50S',
    );
  });

  it('refuses a UTM Shapefile without its .prj, and one without its .shx', async () => {
    for (const [leaveOut, message] of [
      ['.prj', /no \.prj file, so its coordinate system is unknown/],
      ['.shx', /has no \.shx file/],
    ] as const) {
      const zip = await zippedShapefile(
        `tanpa${leaveOut.slice(1)}`,
        parcels49,
        ['-t_srs', 'EPSG:32749'],
        [leaveOut],
      );
      const response = await sendImport(t, 'preview', {
        token: admin,
        filename: 'x.zip',
        bytes: zip,
        categoryId,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.File).toMatch(message);
    }
  });

  it('KML with points, lines and polygons, and a KMZ', async () => {
    const all = [...points, ...lines, ...parcels49];
    const kml = path.join(work, 'desa.kml');
    await ogr2ogr(['-f', 'KML', kml, await source('campur', all)]);
    await expectSame('desa.kml', await readFile(kml), all, 'kml');
    // LIBKML writes a KMZ whose doc.kml links to layers/<name>.kml, as Google Earth's own folders do.
    const kmz = path.join(work, 'desa.kmz');
    await ogr2ogr(['-f', 'LIBKML', kmz, await source('campur', all)]);
    const kmzBytes = await readFile(kmz);
    await expectSame('desa.kmz', kmzBytes, all, 'kmz');
  });

  it('GPX waypoints and tracks', async () => {
    const waypoints = path.join(work, 'titik.gpx');
    await ogr2ogr(['-f', 'GPX', waypoints, await source('wpt', points)]);
    await expectSame('titik.gpx', await readFile(waypoints), points, 'gpx');
    const tracks = path.join(work, 'jalur.gpx');
    await ogr2ogr(['-f', 'GPX', tracks, await source('trk', lines), '-lco', 'FORCE_GPX_TRACK=YES']);
    await expectSame('jalur.gpx', await readFile(tracks), lines, 'gpx');
  });

  it('CSV with a WKT column, and CSV with X and Y columns', async () => {
    const all = [...points, ...lines, ...parcels49];
    const wkt = path.join(work, 'wkt.csv');
    await ogr2ogr(['-f', 'CSV', wkt, await source('campur', all), '-lco', 'GEOMETRY=AS_WKT']);
    await expectSame('wkt.csv', await readFile(wkt), all, 'csv');
    const xy = path.join(work, 'xy.csv');
    await ogr2ogr(['-f', 'CSV', xy, await source('wpt', points), '-lco', 'GEOMETRY=AS_XY']);
    await expectSame('xy.csv', await readFile(xy), points, 'csv');
  });

  it('ogrinfo and ogr2ogr read the OGC API Features of a listening server', async () => {
    const everything = [...points, ...lines, ...parcels49];
    const committed = await sendImport(t, 'commit', {
      token: admin,
      filename: 'desa.geojson',
      bytes: JSON.stringify(collection(everything)),
      categoryId,
    });
    expect(committed.statusCode).toBe(201);
    const url = await ogcSource();
    const { stdout: layers } = await run('ogrinfo', ['-ro', '-q', url]);
    expect(layers).toMatch(/\ball\b/);
    expect(layers).toContain(String(categoryId));
    const { stdout: summary } = await run('ogrinfo', ['-ro', '-so', url, String(categoryId)]);
    expect(summary).toMatch(/Feature Count: 5/);
    const out = path.join(work, 'dari-ogc.geojson');
    await ogr2ogr(['-f', 'GeoJSON', out, url, String(categoryId)]);
    const read = JSON.parse(await readFile(out, 'utf8')) as { features: Feature[] };
    expect(read.features.map((f) => f.properties.name).sort()).toEqual(
      everything.map((f) => f.properties.name).sort(),
    );
    for (const original of everything) {
      const fetched = read.features.find((f) => f.properties.name === original.properties.name)!;
      expect(fetched.properties.address).toBe(original.properties.alamat);
      expect(fetched.properties.category).toBe('Dari GDAL');
      expect(
        coordinateDistance(fetched.geometry.coordinates, original.geometry.coordinates),
      ).toBeLessThanOrEqual(1e-6);
    }
  });

  it('ogrinfo reads and filters the OGC API Features with -where and prints no ERROR', async () => {
    const committed = await sendImport(t, 'commit', {
      token: admin,
      filename: 'pos.geojson',
      bytes: JSON.stringify(
        collection([feature('Pos Ronda Lor', 'Dusun Lor', { type: 'Point', coordinates: [112.24, -7.53] })]),
      ),
      categoryId,
    });
    expect(committed.statusCode).toBe(201);
    const url = await ogcSource();
    // -where makes GDAL read the service description; 3.6 refused its Content-Type as Fastify rewrote it
    // (`version="3.0"; charset=utf-8`: "ERROR 1: Unexpected Content-Type"); a refused parameter would show too.
    const summary = await run('ogrinfo', ['-ro', '-so', url]);
    expect(`${summary.stdout}${summary.stderr}`).not.toMatch(/^ERROR/m);
    const filtered = await run('ogrinfo', ['-ro', url, 'all', '-where', "name = 'Pos Ronda Lor'"]);
    expect(`${filtered.stdout}${filtered.stderr}`).not.toMatch(/^ERROR/m);
    expect(filtered.stdout).toContain('name (String) = Pos Ronda Lor');
    expect(filtered.stdout).toContain('address (String) = Dusun Lor');
    expect(filtered.stdout.match(/^OGRFeature\(all\)/gm)).toHaveLength(1);
  });

  it("ogrinfo's MVT driver reads a vector tile as served, with each place's fields", async () => {
    // Masjid Al-Ikhlas (imported above) in its tile at street zoom (decision 0048), saved under its z/x/y as
    // GDAL reads a tile.
    const [lng, lat] = [112.2330712, -7.5468391];
    const z = 16;
    const x = Math.floor(((lng + 180) / 360) * 2 ** z);
    const rad = (lat * Math.PI) / 180;
    const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z);
    const response = await t.request({ method: 'GET', url: `/tiles/${z}/${x}/${y}.mvt` });
    expect(response.statusCode).toBe(200);
    const file = path.join(work, 'tiles', String(z), String(x), `${y}.mvt`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, response.rawPayload);
    const read = await run('ogrinfo', ['-ro', '-al', file]);
    expect(`${read.stdout}${read.stderr}`).not.toMatch(/^ERROR/m);
    expect(read.stdout).toContain('Layer name: places');
    expect(read.stdout).toContain('name (String) = Masjid Al-Ikhlas');
    expect(read.stdout).toMatch(/slug \(String\) = masjid-al-ikhlas/);
  });
});
