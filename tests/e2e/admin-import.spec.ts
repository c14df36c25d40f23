import { expect, test } from '@playwright/test';
import { apiCall, expectAccessible, signInAsAdmin, toast, unique } from './admin-helpers.ts';

let token: string;
test.beforeEach(async ({ page, request, baseURL }) => {
  token = await signInAsAdmin(page, request, baseURL!);
});

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

test('import a KML: preview with problems and mapping, then commit', async ({ page, request }) => {
  // Three server round trips (preview, preview again, commit) on top of the page itself.
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
  await expect(preview.getByRole('img', { name: 'Sketch of 2 shapes to import' })).toBeVisible();
  await expect(preview.getByText(names[0]!, { exact: true })).toBeVisible();
  await expectAccessible(page);

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
  expect(text.split('\r\n')[0]).toBe('name,id,slug,description,address,category,status,WKT');
  expect(text).toContain(`${name},`);
  expect(text).toContain('inactive,POINT(112.2 -7.5)');
});
