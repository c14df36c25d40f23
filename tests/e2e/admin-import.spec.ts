import { expect, type Page, test } from '@playwright/test';
import { apiCall, expectAccessible, signInAsAdmin, toast, unique } from './admin-helpers.ts';

let token: string;
test.beforeEach(async ({ page, request, baseURL }) => {
  token = await signInAsAdmin(page, request, baseURL!);
  // No tiles from the network in tests: the basemap's background stands in for them.
  await page.route(/tile\.openstreetmap\.org|\{s\}|\/\d+\/\d+\/\d+\.png/, (route) => route.abort());
});

/** Where a position is on the page in the preview map's current view. */
async function screenPoint(page: Page, lng: number, lat: number): Promise<[number, number]> {
  const point = await page.evaluate(([x, y]) => window.__petadesaMap?.project(x!, y!) ?? null, [lng, lat]);
  expect(point, 'the map projects positions').not.toBeNull();
  return point!;
}

function kml(names: string[]): Buffer {
  const placemarks = names
    .map(
      (name, i) =>
        `<Placemark><name>${name}</name><ExtendedData><Data name="alamat"><value>RT 0${i + 1}</value></Data></ExtendedData>` +
        `<Point><coordinates>${112.23 + i / 1000},-7.546</coordinates></Point></Placemark>`,
    )
    .join('');
  const broken =
    '<Placemark><name>Rusak</name><Point><coordinates>512.2,-97.5</coordinates></Point></Placemark>';
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${placemarks}${broken}</Document></kml>`,
  );
}

test('import a KML: preview on a map, with problems and mapping, then commit', async ({ page, request }) => {
  // Three server round trips (preview, preview again, commit) and a map on top of the page itself.
  test.slow();
  const category = await apiCall<{ id: number; name: string }>(
    request,
    token,
    'POST',
    '/api/admin/categories',
    {
      name: unique('Impor '),
    },
  );
  const names = [unique('Sumur '), unique('Pos ')];
  await page.goto('/admin/maps');
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/admin\/maps\/import$/);
  await expect(page.getByRole('heading', { name: 'Import Maps', level: 1 })).toBeVisible();

  await page.getByLabel('File').setInputFiles({
    name: 'desa.kml',
    mimeType: 'application/vnd.google-earth.kml+xml',
    buffer: kml(names),
  });
  await page.getByLabel('Category').selectOption(String(category.id));
  await page.getByRole('button', { name: 'Preview' }).click();

  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview.getByText('3 features in desa.kml')).toBeVisible();
  await expect(preview.getByText('2 will be imported')).toBeVisible();
  await expect(preview.getByText(/Coordinates are outside longitude/).first()).toBeVisible();
  await expect(page.getByLabel('Address from')).toHaveValue('alamat');
  await expect(preview.getByText(names[0]!, { exact: true })).toBeVisible();

  // The map: both points; the far one cannot be drawn.
  const map = preview.getByRole('region', { name: 'Map of the features in the file' });
  await expect(map.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => page.evaluate(() => window.__petadesaMap?.featuresDrawn ?? -1), { timeout: 30_000 })
    .toBe(2);
  const legend = preview.getByRole('list', { name: 'Map legend' });
  await expect(legend).toContainText('Imported as read: 2');
  await expect(legend).toContainText('Not on the map: 1');
  await expect(preview.getByRole('button', { name: /^Show 3 Rusak/ })).toHaveCount(0);
  await expectAccessible(page);

  // A row's pin brings the map to its shape; a click on a shape selects its row.
  await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await preview.getByRole('button', { name: `Show 2 ${names[1]} on the map` }).click();
  await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = (await map.boundingBox())!;
  await expect
    .poll(async () => {
      const [x, y] = await screenPoint(page, 112.231, -7.546);
      return Math.hypot(x - (box.x + box.width / 2), y - (box.y + box.height / 2));
    })
    .toBeLessThan(3);
  const [x, y] = await screenPoint(page, 112.23, -7.546);
  await page.mouse.click(x, y);
  await expect(preview.getByText(`#1 ${names[0]}: Imported as "${names[0]}".`)).toBeVisible();
  await expect(preview.locator('#import-row-0')).toHaveClass(/is-selected/);

  // No address: the preview is read again with the new mapping.
  await page.getByLabel('Address from').selectOption('');
  await expect(preview.getByText('RT 01')).toHaveCount(0);
  await page.getByLabel('Address from').selectOption('alamat');
  await expect(preview.getByText('RT 01')).toBeVisible();

  await page.getByRole('button', { name: 'Import 2 maps' }).click();
  await expect(toast(page, `2 maps imported into ${category.name}; 1 skipped.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/maps$/);
  const listed = await apiCall<{ data: { name: string; address: string }[] }>(
    request,
    token,
    'GET',
    `/api/admin/maps?search=${encodeURIComponent(names[0]!)}`,
  );
  expect(listed.data).toEqual([expect.objectContaining({ name: names[0], address: 'RT 01' })]);
});

test('a large file shows upload progress; the preview map tells problem features apart', async ({ page }) => {
  test.slow();
  await page.goto('/admin/maps/import');
  await expect(page.getByLabel('Category')).not.toHaveValue('');
  const point = (name: string, lng: number) => ({
    type: 'Feature',
    properties: { name },
    geometry: { type: 'Point', coordinates: [lng, -7.546] },
  });
  const open = {
    type: 'Feature',
    properties: { name: 'Terbuka' },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [112.234, -7.545],
          [112.236, -7.545],
          [112.236, -7.547],
          [112.234, -7.547],
        ],
      ],
    },
  };
  // 1.5 MB of padding: the upload takes seconds at the throttled speed below.
  const file = JSON.stringify({
    type: 'FeatureCollection',
    padding: 'x'.repeat(1_500_000),
    features: [point(unique('Besar '), 112.23), point('', 112.231), open],
  });
  await page.getByLabel('File').setInputFiles({
    name: 'besar.geojson',
    mimeType: 'application/geo+json',
    buffer: Buffer.from(file),
  });
  // Every text the progress line shows, in order, however briefly.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { importProgressSeen: seen });
    new MutationObserver(() => {
      const text = document.querySelector('.import-progress__text')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  await page.getByRole('button', { name: 'Preview' }).click();

  const bar = page.getByRole('progressbar', { name: 'Upload' });
  await expect(page.getByRole('status').filter({ hasText: /Uploading the file\.\.\. \d+%/ })).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('value'))).toBeGreaterThan(0);
  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const seen = await page.evaluate(
    () => (window as unknown as { importProgressSeen: string[] }).importProgressSeen,
  );
  const percents = seen.flatMap((text) => /(\d+)%$/.exec(text)?.[1] ?? []).map(Number);
  expect(
    percents.some((percent) => percent > 0 && percent < 100),
    seen.join(' | '),
  ).toBe(true);
  expect(percents).toEqual([...percents].sort((a, b) => a - b));
  expect(seen.at(-1)).toBe('Reading the file...');

  // Plain, changed (no name) and refused (ring left open) shapes all on the map, each in its colour.
  await expect(preview.getByText('3 features in besar.geojson')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.__petadesaMap?.featuresDrawn ?? -1), { timeout: 30_000 })
    .toBe(3);
  const legend = preview.getByRole('list', { name: 'Map legend' });
  await expect(legend).toContainText('Imported as read: 1');
  await expect(legend).toContainText('Imported with changes: 1');
  await expect(legend).toContainText('Skipped, shape refused: 1');
  await expect(preview.locator('#import-row-2 .import-swatch--skipped')).toHaveCount(1);
  await expect(preview.getByRole('button', { name: 'Show 3 Terbuka on the map' })).toBeVisible();

  // The first view is fitted to the file: its far corners span most of the map, and both are inside it.
  const map = preview.getByRole('region', { name: 'Map of the features in the file' });
  await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = (await map.boundingBox())!;
  const west = await screenPoint(page, 112.23, -7.546);
  const east = await screenPoint(page, 112.236, -7.547);
  for (const [x, y] of [west, east]) {
    expect(x).toBeGreaterThan(box.x);
    expect(x).toBeLessThan(box.x + box.width);
    expect(y).toBeGreaterThan(box.y);
    expect(y).toBeLessThan(box.y + box.height);
  }
  expect(east[0] - west[0]).toBeGreaterThan(box.width / 2);
});

test('a broken file is refused with its reason', async ({ page }) => {
  await page.goto('/admin/maps/import');
  // The first category is chosen once the list arrives.
  await expect(page.getByLabel('Category')).not.toHaveValue('');
  await page.getByLabel('File').setInputFiles({
    name: 'rusak.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('PK\u0003\u0004broken'),
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('alert').first()).toContainText('damaged or incomplete');
  await expect(page.getByRole('region', { name: 'Import preview' })).toHaveCount(0);
});

test('the public map offers its data as a download', async ({ page, request }) => {
  // The public map loads the map libraries first; on a busy machine that alone takes a while.
  test.slow();
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Unduh data' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await panel.getByLabel('Format').selectOption('kml');
  const link = panel.getByRole('link', { name: 'Unduh' });
  await expect(link).toHaveAttribute('href', '/api/public/export?format=kml');
  await expect(link).toHaveAttribute('download', '');
  const file = await request.get((await link.getAttribute('href'))!);
  expect(file.headers()['content-disposition']).toContain('filename="petadesa-all.kml"');
  expect(await file.text()).toContain('<kml xmlns="http://www.opengis.net/kml/2.2">');
});

test('the maps list exports every map, inactive ones too', async ({ page, request }) => {
  const name = unique('Tersembunyi ');
  await apiCall(request, token, 'POST', '/api/admin/maps', {
    name,
    status: 'inactive',
    latitude: -7.5,
    longitude: 112.2,
  });
  await page.goto('/admin/maps');
  await page.getByLabel('Export format').selectOption('csv');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('petadesa-all.csv');
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
  expect(text.split('\r\n')[0]).toBe(
    'name,id,slug,description,address,category,opening_hours,phone,website,status,WKT',
  );
  expect(text).toContain(`${name},`);
  expect(text).toContain('inactive,POINT(112.2 -7.5)');
});
