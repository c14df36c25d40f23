import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { apiLogin, signInAsAdmin, unique } from './admin-helpers.ts';

/**
 * Issue 31, decision 0031: what staff write about a place (hours, phone / WhatsApp, website, photos) is
 * entered in the map form and read in the public popup, on a 360 x 760 touch phone and a 1280 x 800 desktop.
 */

const POINT = '{"type":"Point","coordinates":[112.23307,-7.54684]}';
const DESCRIPTION = 'Posyandu balita setiap Selasa.\nInfo: https://desa.id/posyandu. Kader: 0812-3456-7890';

/** A photo of one colour, so the popup's pictures can be told apart on the screenshots. */
const photo = (color: string) =>
  sharp({ create: { width: 480, height: 320, channels: 3, background: color } })
    .png()
    .toBuffer();

async function placeWithEverything(request: APIRequestContext): Promise<{ slug: string; name: string }> {
  const { token } = await apiLogin(request);
  const headers = { Authorization: `Bearer ${token}` };
  const name = unique('Posyandu Melati ');
  const created = await request.post('/api/admin/maps', {
    headers,
    multipart: {
      name,
      description: DESCRIPTION,
      address: 'Dusun Krajan RT 05/RW 03',
      geometry: POINT,
      opening_hours: 'Selasa 08.00–11.00\nKamis 08.00–10.00',
      phone: '081234567890',
      website: 'https://desa.id/posyandu',
      image: { name: 'a.png', mimeType: 'image/png', buffer: await photo('#0f766e') },
      new_photos: { name: 'b.png', mimeType: 'image/png', buffer: await photo('#b45309') },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const map = (await created.json()).data as { id: number; slug: string; version: number };
  // A third photo, added by a later save.
  const updated = await request.put(`/api/admin/maps/${map.id}`, {
    headers,
    multipart: {
      // A PUT carries the spec's fields again (absent, they would be emptied); hours, phone and website
      // stay when not sent.
      name,
      description: DESCRIPTION,
      address: 'Dusun Krajan RT 05/RW 03',
      version: String(map.version),
      new_photos: { name: 'c.png', mimeType: 'image/png', buffer: await photo('#1d4ed8') },
    },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  return { slug: map.slug, name };
}

async function checkPopup(page: Page, shot: string) {
  const popup = page.getByTestId('feature-popup');
  await expect(popup).toBeVisible({ timeout: 30_000 });
  // The description as plain text, its line break kept, its address and number as links.
  const description = popup.getByTestId('place-description');
  await expect(description).toContainText('Posyandu balita setiap Selasa.');
  expect(await description.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('pre-line');
  await expect(description.getByRole('link', { name: 'https://desa.id/posyandu' })).toHaveAttribute(
    'href',
    'https://desa.id/posyandu',
  );
  await expect(description.getByRole('link', { name: '0812-3456-7890' })).toHaveAttribute(
    'href',
    'tel:+6281234567890',
  );
  await expect(popup.getByTestId('place-hours')).toContainText('Selasa 08.00–11.00');
  await expect(popup.getByTestId('place-phone')).toHaveAttribute('href', 'tel:+6281234567890');
  await expect(popup.getByTestId('place-whatsapp')).toHaveAttribute('href', 'https://wa.me/6281234567890');
  const website = popup.getByTestId('place-website');
  await expect(website).toHaveAttribute('href', 'https://desa.id/posyandu');
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', /noopener/);
  // 'Petunjuk Arah' stays; a point has no size to tell.
  await expect(popup.getByRole('link', { name: 'Petunjuk Arah' })).toBeVisible();
  await expect(popup.getByTestId('place-measure')).toHaveCount(0);

  // The photos: the first large, the others as thumbnails to tap, lazily loaded.
  const main = popup.locator('img.pm-popup__image');
  await expect(main).toHaveAttribute('loading', 'lazy');
  const first = await main.getAttribute('src');
  const thumbs = popup.getByRole('button', { name: /^Foto \d dari / });
  await expect(thumbs).toHaveCount(3);
  for (const link of [
    popup.getByTestId('place-phone'),
    popup.getByTestId('place-whatsapp'),
    website,
    thumbs.first(),
  ]) {
    const box = (await link.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  await expect.poll(() => main.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);
  await page.screenshot({ path: test.info().outputPath(`${shot}.png`) });
  await thumbs.nth(2).click();
  await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(main).not.toHaveAttribute('src', first!);
  await expect.poll(() => main.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);
  await page.screenshot({ path: test.info().outputPath(`${shot}-third-photo.png`) });
}

test.describe('the popup on a 360 x 760 touch phone', () => {
  test.use({ viewport: { width: 360, height: 760 }, hasTouch: true, isMobile: true });

  test('shows the description, hours, phone links and photos', async ({ page, request }) => {
    const place = await placeWithEverything(request);
    await page.goto(`/?place=${encodeURIComponent(place.slug)}`);
    await checkPopup(page, 'popup-phone');
  });
});

test.describe('the popup on a 1280 x 800 desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the description, hours, phone links and photos', async ({ page, request }) => {
    const place = await placeWithEverything(request);
    await page.goto(`/?place=${encodeURIComponent(place.slug)}`);
    await checkPopup(page, 'popup-desktop');
  });
});

/** A field of about 130 m x 66 m (8,548 m²) and a road of 1,274 m, in the demo village. */
const FIELD =
  '{"type":"Polygon","coordinates":[[[112.2345,-7.5462],[112.235678,-7.5462],[112.235678,-7.545608],[112.2345,-7.545608],[112.2345,-7.5462]]]}';
const ROAD = '{"type":"LineString","coordinates":[[112.2301,-7.5495],[112.2355,-7.5495],[112.2355,-7.5434]]}';

test.describe('the measure in the popup (issue 32)', () => {
  test.use({ viewport: { width: 360, height: 760 }, hasTouch: true, isMobile: true });

  test("says an area's size in hectares and a line's length, and nothing of a point", async ({
    page,
    request,
  }) => {
    const { token } = await apiLogin(request);
    const create = async (name: string, geometry: string) => {
      const created = await request.post('/api/admin/maps', {
        headers: { Authorization: `Bearer ${token}` },
        multipart: { name, description: '', address: '', geometry },
      });
      expect(created.status(), await created.text()).toBe(201);
      return ((await created.json()).data as { slug: string }).slug;
    };
    const field = await create(unique('Sawah Pak Harjo '), FIELD);
    const road = await create(unique('Jalan Usaha Tani '), ROAD);

    await page.goto(`/?place=${encodeURIComponent(field)}`);
    const popup = page.getByTestId('feature-popup');
    await expect(popup.getByTestId('place-measure')).toHaveText('Luas: 0,85 ha', { timeout: 30_000 });
    await page.screenshot({ path: test.info().outputPath('popup-area.png') });

    await page.goto(`/?place=${encodeURIComponent(road)}`);
    await expect(popup.getByTestId('place-measure')).toHaveText('Panjang: 1,3 km', { timeout: 30_000 });
  });
});

test('staff fill in hours, phone, website and photos in the map form', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page, request, baseURL!);
  const name = unique('Balai Warga ');
  await page.goto('/admin/maps/create');
  await expect(page.getByRole('region', { name: 'Drawing map' })).toBeVisible({ timeout: 30_000 });
  await page
    .getByLabel('Image')
    .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: await photo('#0f766e') });
  await page
    .getByText('Add photos')
    .locator('input[type=file]')
    .setInputFiles([
      { name: 'b.png', mimeType: 'image/png', buffer: await photo('#b45309') },
      { name: 'c.png', mimeType: 'image/png', buffer: await photo('#1d4ed8') },
    ]);
  await expect(page.getByTestId('photos-list').getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Opening hours').fill('Setiap hari 07.00–21.00');
  await page.getByLabel('Website').fill('https://balai.desa.id');
  await page.getByLabel('Raw Geometry (GeoJSON)').fill(POINT);

  // A number that is neither form is refused with the field's message, and nothing is saved.
  await page.getByLabel('Phone / WhatsApp').fill('hubungi pak RT');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#map-phone-error')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/maps\/create$/);
  await page.screenshot({ path: test.info().outputPath('form-phone-refused.png'), fullPage: true });

  await page.getByLabel('Phone / WhatsApp').fill('0274 123456');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/maps$/);

  const { token } = await apiLogin(request);
  const headers = { Authorization: `Bearer ${token}` };
  const listed = await (
    await request.get(`/api/admin/maps?search=${encodeURIComponent(name)}`, { headers })
  ).json();
  const list = (Array.isArray(listed.data) ? listed.data : listed.data.data) as { id: number }[];
  const saved = (await (await request.get(`/api/admin/maps/${list[0]!.id}`, { headers })).json()).data;
  expect(saved).toMatchObject({
    opening_hours: 'Setiap hari 07.00–21.00',
    phone: '0274 123456',
    website: 'https://balai.desa.id',
  });
  expect(saved.photos).toHaveLength(3);
  expect(saved.image).toBe(saved.photos[0]);

  // Make the third photo the main one and remove the second, on the edit screen.
  await page.goto(`/admin/maps/edit/${saved.id}`);
  const photos = page.getByTestId('photos-list').getByRole('listitem');
  await expect(photos).toHaveCount(3);
  await page.getByRole('button', { name: 'Make photo 3 the main one' }).click();
  await page.getByRole('button', { name: 'Remove photo 3' }).click();
  await expect(photos).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('form-photos.png'), fullPage: true });
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/admin\/maps$/);
  const after = (await (await request.get(`/api/admin/maps/${saved.id}`, { headers })).json()).data;
  expect(after.photos).toEqual([saved.photos[2], saved.photos[0]]);
  expect(after.image).toBe(saved.photos[2]);
});
