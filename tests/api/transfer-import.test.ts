import { zipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createCategory, sendImport } from '../support/transfer.ts';

let t: TestApp;
let admin: string;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  categoryId = await createCategory(t, admin, 'Fasilitas Umum');
});
afterAll(() => t.close());

const mapCount = async () =>
  (
    await t.database.db
      .selectFrom('maps')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

const kml = (placemarks: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${placemarks}</Document></kml>`;

const square = '112.23,-7.55 112.24,-7.55 112.24,-7.54 112.23,-7.54 112.23,-7.55';

/** A file without issue 31's attributes maps none of them. */
const noPlaceInfo = { opening_hours: null, phone: null, website: null };

describe('import preview', () => {
  it('reads a KML from Google Earth: placemarks, extended data, a MultiGeometry merged like the editors do', async () => {
    const file = kml(`
      <Folder><name>Desa</name>
      <Placemark><name>Masjid Al-Ikhlas</name><description>Masjid utama</description>
        <ExtendedData><Data name="alamat"><value>Dusun Krajan</value></Data></ExtendedData>
        <Point><coordinates>112.23307,-7.546839,0</coordinates></Point></Placemark>
      <Placemark><name>Sawah Blok A</name><MultiGeometry>
        <Polygon><outerBoundaryIs><LinearRing><coordinates>${square}</coordinates></LinearRing></outerBoundaryIs></Polygon>
        <Polygon><outerBoundaryIs><LinearRing><coordinates>112.25,-7.55 112.26,-7.55 112.26,-7.54 112.25,-7.55</coordinates></LinearRing></outerBoundaryIs></Polygon>
      </MultiGeometry></Placemark>
      </Folder>`);
    const before = await mapCount();
    const response = await sendImport(t, 'preview', {
      token: admin,
      filename: 'desa.kml',
      bytes: file,
      categoryId,
    });
    expect(response.statusCode).toBe(200);
    const preview = response.json().data;
    expect(preview).toMatchObject({
      format: 'kml',
      source_crs: 'WGS 84',
      category: { id: categoryId, name: 'Fasilitas Umum' },
      mapping: { name: 'name', description: 'description', address: 'alamat' },
      total: 2,
      importable: 2,
      skipped: 0,
    });
    expect(preview.features[0]).toMatchObject({
      name: 'Masjid Al-Ikhlas',
      description: 'Masjid utama',
      address: 'Dusun Krajan',
      geometry_type: 'Point',
      action: 'import',
      problems: [],
    });
    expect(preview.features[1].geometry_type).toBe('MultiPolygon');
    expect(await mapCount()).toBe(before);
  });

  it('reports each bad feature and what happens to it: broken rings, out-of-range coordinates, empty name', async () => {
    const file = kml(`
      <Placemark><name>Dua Titik</name><Polygon><outerBoundaryIs><LinearRing>
        <coordinates>112.23,-7.55 112.24,-7.55</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
      <Placemark><name>Rusak</name><Polygon><outerBoundaryIs><LinearRing>
        <coordinates>112.23,-7.55 112.24,abc 112.24,-7.54 112.23,-7.55</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
      <Placemark><name>Jauh</name><Point><coordinates>512.2,-97.5</coordinates></Point></Placemark>
      <Placemark><Point><coordinates>112.2,-7.5</coordinates></Point></Placemark>`);
    const preview = (
      await sendImport(t, 'preview', { token: admin, filename: 'rusak.kml', bytes: file, categoryId })
    ).json().data;
    expect(preview).toMatchObject({ total: 4, importable: 1, skipped: 3 });
    const [short, ring, far, unnamed] = preview.features;
    expect(short).toMatchObject({ action: 'skip', problems: [{ kind: 'no_geometry' }] });
    expect(short.outcome).toMatch(/too few points/);
    expect(ring).toMatchObject({ action: 'skip', problems: [{ kind: 'no_geometry' }] });
    expect(far).toMatchObject({ action: 'skip', problems: [{ kind: 'out_of_range' }] });
    expect([short.rejected_geometry, ring.rejected_geometry, far.rejected_geometry]).toEqual([
      null,
      null,
      null,
    ]);
    expect(unnamed).toMatchObject({ action: 'import', name: 'rusak 4', problems: [{ kind: 'empty_name' }] });
  });

  it("reports an unclosed GeoJSON ring with the editors' message", async () => {
    const ring = [
      [112.23, -7.55],
      [112.24, -7.55],
      [112.24, -7.54],
      [112.23, -7.54],
    ];
    const file = JSON.stringify({
      type: 'Feature',
      properties: { name: 'Terbuka' },
      geometry: { type: 'Polygon', coordinates: [ring] },
    });
    const preview = (
      await sendImport(t, 'preview', { token: admin, filename: 'a.geojson', bytes: file, categoryId })
    ).json().data;
    expect(preview.features[0]).toMatchObject({
      action: 'skip',
      problems: [
        {
          kind: 'invalid_geometry',
          message: 'Polygon rings must be closed: the first and last positions must be equal.',
        },
      ],
    });
    // Refused, but still drawn in the preview so the person sees where it lies.
    expect(preview.features[0].rejected_geometry).toEqual({ type: 'Polygon', coordinates: [ring] });
  });

  it('reads a CSV with latitude and longitude, a decimal comma, and reports text in the coordinate columns', async () => {
    const csv =
      'nama;lintang;bujur;keterangan\nPos Ronda;-7,5501;112,2301;Jaga malam\nBalai;abc;112.2;Rusak\n';
    const preview = (
      await sendImport(t, 'preview', { token: admin, filename: 'titik.csv', bytes: csv, categoryId })
    ).json().data;
    expect(preview).toMatchObject({ format: 'csv', total: 2, importable: 1, skipped: 1 });
    expect(preview.mapping).toEqual({
      name: 'nama',
      description: 'keterangan',
      address: null,
      ...noPlaceInfo,
    });
    expect(preview.features[0]).toMatchObject({
      name: 'Pos Ronda',
      description: 'Jaga malam',
      geometry: { type: 'Point', coordinates: [112.2301, -7.5501] },
    });
    expect(preview.features[1]).toMatchObject({
      action: 'skip',
      problems: [{ kind: 'invalid_geometry', message: 'The lintang value "abc" is not a number.' }],
    });
  });

  it('reads a CSV with a WKT column and takes the chosen attribute mapping', async () => {
    const csv =
      'WKT,judul,info,lokasi\n"LINESTRING (112.1 -7.1,112.2 -7.2)",Jalan Desa,Aspal,RT 01\n"POINT (oops)",X,Y,Z\n';
    const preview = (
      await sendImport(t, 'preview', {
        token: admin,
        filename: 'jalan.csv',
        bytes: csv,
        categoryId,
        fields: { name_field: 'judul', description_field: 'info', address_field: '' },
      })
    ).json().data;
    expect(preview.mapping).toEqual({ name: 'judul', description: 'info', address: null, ...noPlaceInfo });
    expect(preview.features[0]).toMatchObject({
      name: 'Jalan Desa',
      description: 'Aspal',
      address: '',
      geometry_type: 'LineString',
    });
    expect(preview.features[1]).toMatchObject({ action: 'skip', problems: [{ kind: 'invalid_geometry' }] });
  });

  it('reads GPX waypoints and tracks, and a KMZ', async () => {
    const gpx = `<?xml version="1.0"?><gpx version="1.1" creator="phone" xmlns="http://www.topografix.com/GPX/1/1">
      <wpt lat="-7.5" lon="112.2"><ele>120</ele><name>Sumur</name><desc>Air bersih</desc></wpt>
      <trk><name>Jalur Sawah</name><trkseg><trkpt lat="-7.5" lon="112.2"/><trkpt lat="-7.51" lon="112.21"/></trkseg>
      <trkseg><trkpt lat="-7.52" lon="112.22"/><trkpt lat="-7.53" lon="112.23"/></trkseg></trk></gpx>`;
    const fromGpx = (
      await sendImport(t, 'preview', { token: admin, filename: 'hp.gpx', bytes: gpx, categoryId })
    ).json().data;
    expect(
      fromGpx.features.map((f: { name: string; geometry_type: string }) => [f.name, f.geometry_type]),
    ).toEqual([
      ['Jalur Sawah', 'MultiLineString'],
      ['Sumur', 'Point'],
    ]);
    expect(fromGpx.features[1].description).toBe('Air bersih');
    const kmz = zipSync({
      'doc.kml': Buffer.from(
        kml(
          '<Placemark><name>Kantor Desa</name><Point><coordinates>112.2,-7.5</coordinates></Point></Placemark>',
        ),
      ),
    });
    const fromKmz = (
      await sendImport(t, 'preview', { token: admin, filename: 'desa.kmz', bytes: kmz, categoryId })
    ).json().data;
    expect(fromKmz).toMatchObject({ format: 'kmz', total: 1, features: [{ name: 'Kantor Desa' }] });
  });
});

describe('bad files are refused with a message, never a crash', () => {
  const refused = async (filename: string, bytes: Uint8Array | string, message: RegExp) => {
    const response = await sendImport(t, 'preview', { token: admin, filename, bytes, categoryId });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.File).toMatch(message);
  };

  it('a truncated zip, a zip without a layer, a Shapefile without .shx, .dbf or .prj', async () => {
    const zip = zipSync({ 'a.kml': Buffer.from(kml('')) });
    await refused('data.zip', zip.subarray(0, zip.length - 30), /damaged or incomplete/);
    await refused('data.zip', zipSync({ 'readme.txt': Buffer.from('hi') }), /neither a Shapefile/);
    const parts = {
      'desa.shp': new Uint8Array(100),
      'desa.dbf': new Uint8Array(40),
      'desa.prj': Buffer.from('GEOGCS["WGS 84"]'),
    };
    await refused('desa.zip', zipSync(parts), /has no \.shx file/);
    await refused(
      'desa.zip',
      zipSync({ ...parts, 'desa.shx': new Uint8Array(100), 'desa.prj': undefined as never }),
      /no \.prj file/,
    );
    await refused(
      'desa.zip',
      zipSync({ ...parts, 'desa.shx': new Uint8Array(100) }),
      /damaged or incomplete/,
    );
  });

  it('XML that is not well-formed, JSON that is not JSON, an unknown type, an empty collection', async () => {
    await refused('a.kml', '<kml><Document><Placemark></Document>', /not well-formed XML/);
    await refused('a.geojson', '{"type": "FeatureCollection", ', /not valid JSON/);
    await refused('a.docx', 'hello', /not supported/);
    await refused('a.geojson', '{"type":"FeatureCollection","features":[]}', /no features/);
    await refused('a.csv', 'name,alamat\nA,B\n', /needs a WKT column/);
  });

  it('limits: too many features, a file larger than the upload limit, a category that does not exist', async () => {
    const many = {
      type: 'FeatureCollection',
      features: Array.from({ length: 5001 }, (_, i) => ({
        type: 'Feature',
        properties: { name: `T${i}` },
        geometry: { type: 'Point', coordinates: [112, -7] },
      })),
    };
    await refused('many.geojson', JSON.stringify(many), /5,001 features; at most 5,000/);
    const none = await sendImport(t, 'preview', {
      token: admin,
      filename: 'a.kml',
      bytes: kml(''),
      categoryId: '' as never,
    });
    expect(none.json().errors).toEqual({ CategoryId: 'Choose a category.' });
    const missing = await sendImport(t, 'preview', {
      token: admin,
      filename: 'a.kml',
      bytes: kml(''),
      categoryId: 999999,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ CategoryId: 'The selected category does not exist.' });
    const small = await createTestApp({ MAX_UPLOAD_MB: '0.01' });
    try {
      const big = await sendImport(small, 'preview', {
        token: await small.login(),
        filename: 'big.geojson',
        bytes: JSON.stringify(many),
        categoryId: 1,
      });
      expect(big.statusCode).toBe(413);
      expect(big.json().errors.File).toMatch(/may not be larger than/);
    } finally {
      await small.close();
    }
  });
});

describe('import commit', () => {
  it('writes every importable feature with unique slugs into the category, and skips the ones shown as skipped', async () => {
    const file = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { Nama: 'Posyandu Melati', ALAMAT: 'RT 02' },
          geometry: { type: 'Point', coordinates: [112.2, -7.5] },
        },
        {
          type: 'Feature',
          properties: { Nama: 'Posyandu Melati' },
          geometry: { type: 'Point', coordinates: [112.3, -7.6] },
        },
        { type: 'Feature', properties: { Nama: 'Kosong' }, geometry: null },
      ],
    });
    const response = await sendImport(t, 'commit', {
      token: admin,
      filename: 'posyandu.geojson',
      bytes: file,
      categoryId,
    });
    expect(response.statusCode).toBe(201);
    const result = response.json().data;
    expect(result).toMatchObject({
      created: 2,
      skipped: 1,
      message: '2 maps imported into Fasilitas Umum; 1 skipped.',
    });
    const rows = await t.database.db
      .selectFrom('maps')
      .selectAll()
      .where('id', 'in', result.ids)
      .orderBy('id')
      .execute();
    expect(
      rows.map((row) => [row.name, row.slug, row.address, row.category_id, row.status, row.latitude]),
    ).toEqual([
      ['Posyandu Melati', 'posyandu-melati', 'RT 02', categoryId, 'active', -7.5],
      ['Posyandu Melati', 'posyandu-melati-2', '', categoryId, 'active', -7.6],
    ]);
    expect(rows[0]!.bbox_min_lng).toBe(112.2);
  });

  it('is all or nothing: a failure on one row leaves none of the file behind', async () => {
    const db = t.database.owner;
    await sql`create or replace function refuse_boom() returns trigger as $$
      begin if new.name = 'Boom' then raise exception 'boom refused'; end if; return new; end $$ language plpgsql`.execute(
      db,
    );
    await sql`create trigger refuse_boom before insert on maps for each row execute function refuse_boom()`.execute(
      db,
    );
    try {
      const before = await mapCount();
      const features = ['Satu', 'Dua', 'Boom', 'Empat'].map((name, i) => ({
        type: 'Feature',
        properties: { name },
        geometry: { type: 'Point', coordinates: [112 + i / 100, -7] },
      }));
      const response = await sendImport(t, 'commit', {
        token: admin,
        filename: 'boom.geojson',
        bytes: JSON.stringify({ type: 'FeatureCollection', features }),
        categoryId,
      });
      expect(response.statusCode).toBe(500);
      expect(await mapCount()).toBe(before);
      expect(await db.selectFrom('maps').select('id').where('name', 'in', ['Satu', 'Dua']).execute()).toEqual(
        [],
      );
    } finally {
      await sql`drop trigger refuse_boom on maps`.execute(db);
    }
  });

  it('refuses a file where nothing can be imported, and needs maps-create', async () => {
    const nothing = await sendImport(t, 'commit', {
      token: admin,
      filename: 'x.csv',
      bytes: 'name,lat,lon\nA,x,y\n',
      categoryId,
    });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().errors.File).toMatch(/None of the features/);
    const reader = await t.tokenWith(['maps-edit']);
    for (const step of ['preview', 'commit'] as const) {
      const response = await sendImport(t, step, {
        token: reader,
        filename: 'a.kml',
        bytes: kml(''),
        categoryId,
      });
      expect(response.statusCode).toBe(403);
    }
    const creator = await t.tokenWith(['maps-create']);
    const allowed = await sendImport(t, 'preview', {
      token: creator,
      filename: 'a.csv',
      bytes: 'name,lat,lon\nA,-7,112\n',
      categoryId,
    });
    expect(allowed.statusCode).toBe(200);
  });
});
