import { execFile, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../support/multipart.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { coordinateDistance } from '../support/transfer.ts';

let t: TestApp;
let admin: string;
let work: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  work = await mkdtemp(path.join(tmpdir(), 'petadesa-boundary-'));
});
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

const url = '/api/admin/settings/boundary-file';

function send(filename: string, bytes: Uint8Array | string, token: string | null = admin) {
  return t.request({
    method: 'POST',
    url,
    ...(token ? { token } : {}),
    ...multipart(
      {},
      {
        field: 'file',
        filename,
        contentType: 'application/octet-stream',
        bytes: typeof bytes === 'string' ? Buffer.from(bytes) : bytes,
      },
    ),
  });
}

const ring = [
  [112.2, -7.57],
  [112.26, -7.57],
  [112.26, -7.52],
  [112.2, -7.52],
  [112.2, -7.57],
];
const ringText = ring.map(([x, y]) => `${x},${y}`).join(' ');
const kml = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${body}</Document></kml>`;
const kmlPolygon = (name: string, coordinates = ringText) =>
  `<Placemark><name>${name}</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${coordinates}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`;

const storedBoundary = async () =>
  (await t.request({ method: 'GET', url: '/api/admin/settings', token: admin })).json().data.village_boundary;

describe('the village boundary from a file', () => {
  it('offers the polygon of a KML and saves nothing; the settings then take it as it came', async () => {
    const before = await storedBoundary();
    const response = await send('batas.kml', kml(kmlPolygon('Desa Sumberagung')));
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ file_name: 'batas.kml', format: 'kml', source_crs: 'WGS 84', left_out: 0 });
    expect(data.candidates).toEqual([
      { name: 'Desa Sumberagung', geometry: { type: 'Polygon', coordinates: [ring] } },
    ]);
    expect(await storedBoundary()).toEqual(before);

    const settings = (await t.request({ method: 'GET', url: '/api/admin/settings', token: admin })).json()
      .data;
    const saved = await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      token: admin,
      payload: { ...settings, village_boundary: data.candidates[0].geometry },
    });
    expect(saved.statusCode).toBe(200);
    expect(await storedBoundary()).toEqual({ type: 'Polygon', coordinates: [ring] });
  });

  it('reads a KMZ, and a GeoJSON FeatureCollection of a kecamatan: one polygon per village, named by DESA', async () => {
    const kmz = zipSync({ 'doc.kml': Buffer.from(kml(kmlPolygon('Batas KMZ'))) });
    const fromKmz = (await send('batas.kmz', kmz)).json().data;
    expect(fromKmz).toMatchObject({ format: 'kmz', candidates: [{ name: 'Batas KMZ' }] });
    expect(coordinateDistance(fromKmz.candidates[0].geometry.coordinates, [ring])).toBe(0);

    const shifted = ring.map(([x, y]) => [x! + 0.1, y!]);
    const geojson = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { DESA: 'Sumberagung' },
          geometry: { type: 'Polygon', coordinates: [ring] },
        },
        {
          type: 'Feature',
          properties: { DESA: 'Sidomulyo' },
          geometry: { type: 'Polygon', coordinates: [shifted] },
        },
        {
          type: 'Feature',
          properties: { DESA: 'Kantor' },
          geometry: { type: 'Point', coordinates: [112.2, -7.5] },
        },
      ],
    };
    const response = await send('kecamatan.geojson', JSON.stringify(geojson));
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ format: 'geojson', left_out: 1 });
    expect(data.candidates.map((candidate: { name: string }) => candidate.name)).toEqual([
      'Sumberagung',
      'Sidomulyo',
    ]);
  });

  it('offers the parts of a MultiPolygon one by one (the boundary is one polygon)', async () => {
    const far = ring.map(([x, y]) => [x! + 0.5, y!]);
    const geojson = {
      type: 'Feature',
      properties: { name: 'Desa Pulau' },
      geometry: { type: 'MultiPolygon', coordinates: [[ring], [far]] },
    };
    const data = (await send('pulau.json', JSON.stringify(geojson))).json().data;
    expect(data.candidates.map((candidate: { name: string }) => candidate.name)).toEqual([
      'Desa Pulau (1/2)',
      'Desa Pulau (2/2)',
    ]);
  });

  it('answers 422 with what to do for a file without a polygon, a crossing boundary, a damaged zip and an unknown file', async () => {
    const before = await storedBoundary();
    const points = await send(
      'titik.kml',
      kml(
        '<Placemark><name>Balai Desa</name><Point><coordinates>112.23,-7.55</coordinates></Point></Placemark>',
      ),
    );
    expect(points.statusCode).toBe(422);
    expect(points.json().errors.File).toMatch(/no polygon, only points or lines.*Choose the file/);

    const bowtie = '112.2,-7.57 112.26,-7.52 112.26,-7.57 112.2,-7.52 112.2,-7.57';
    const crossing = await send('silang.kml', kml(kmlPolygon('Silang', bowtie)));
    expect(crossing.statusCode).toBe(422);
    expect(crossing.json().errors.File).toMatch(/crosses itself; fix it/);

    const zip = zipSync({ 'doc.kml': Buffer.from(kml(kmlPolygon('Rusak'))) });
    const damaged = zip.slice(0, zip.length - 30);
    const broken = await send('batas.kmz', damaged);
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors.File).toBeTruthy();

    const notXml = await send('batas.kml', 'not a map at all');
    expect(notXml.statusCode).toBe(422);
    expect(notXml.json().errors.File).toMatch(/not well-formed/);

    const unknown = await send('batas.pdf', '%PDF-1.4');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.File).toMatch(/not supported/);

    const empty = await send('kosong.geojson', '');
    expect(empty.statusCode).toBe(422);
    expect(await storedBoundary()).toEqual(before);
  });

  it('answers 413 for a file over the upload limit', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1).fill(32);
    const response = await send('besar.geojson', big);
    expect(response.statusCode).toBe(413);
  });

  it('needs the settings-edit permission: 401 without a session, 403 with maps-create only', async () => {
    const file = kml(kmlPolygon('Desa'));
    expect((await send('batas.kml', file, null)).statusCode).toBe(401);
    const mapper = await t.tokenWith(['maps-create', 'maps-edit']);
    const refused = await send('batas.kml', file, mapper);
    expect(refused.statusCode).toBe(403);
    const editor = await t.tokenWith(['settings-edit']);
    expect((await send('batas.kml', file, editor)).statusCode).toBe(200);
  });
});

const gdal = spawnSync('ogr2ogr', ['--version'], { encoding: 'utf8' });
const run = promisify(execFile);

/** ogr2ogr's Shapefile of the ring, in `crs`, zipped as people send it (optionally without some parts). */
async function zippedShapefile(name: string, crs: string, leaveOut: string[] = []) {
  const source = path.join(work, `${name}.geojson`);
  await writeFile(
    source,
    JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { NAMOBJ: 'Sumberagung' },
          geometry: { type: 'Polygon', coordinates: [ring] },
        },
      ],
    }),
  );
  const folder = path.join(work, name);
  await mkdir(folder);
  await run('ogr2ogr', ['-f', 'ESRI Shapefile', '-t_srs', crs, path.join(folder, `${name}.shp`), source], {
    env: { ...process.env, CPL_LOG: '/dev/null' },
  });
  const files: Record<string, Uint8Array> = {};
  for (const file of await readdir(folder))
    if (!leaveOut.includes(path.extname(file))) files[file] = await readFile(path.join(folder, file));
  return zipSync(files);
}

describe.skipIf(gdal.status !== 0)('the village boundary from a zipped Shapefile (GDAL)', () => {
  it('reprojects a UTM 49S Shapefile by its .prj, to within a centimetre', async () => {
    const response = await send('batas-utm.zip', await zippedShapefile('batas_utm', 'EPSG:32749'));
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.format).toBe('shapefile');
    expect(data.source_crs).toMatch(/UTM/);
    expect(data.candidates).toHaveLength(1);
    expect(data.candidates[0].name).toBe('Sumberagung');
    expect(coordinateDistance(data.candidates[0].geometry.coordinates, [ring])).toBeLessThan(1e-7);
  });

  it('refuses a Shapefile without its .prj, as the import does', async () => {
    const response = await send('tanpa-prj.zip', await zippedShapefile('tanpa_prj', 'EPSG:32749', ['.prj']));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.File).toMatch(/\.prj/);
  });
});
