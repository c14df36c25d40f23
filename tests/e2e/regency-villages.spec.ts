import { expect, test } from '@playwright/test';
import { apiCall, apiLogin, signInAsAdmin, unique } from './admin-helpers.ts';

// Issue 35: the regency admin adds a village with its first admin on the regency's screen; that admin signs in
// under the village's path and works in the village alone, while / stays the first village.

test('a village added by the regency is its own site under /desa/{slug}/, with its own admin', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const slug = unique('sumber');
  const admin = { username: unique('kades'), password: 'sumberagung-e2e-2026' };
  // The regency admin (the first start's admin) adds the village on the regency's screen (the default mode
  // speaks the spec's English in the back office).
  await signInAsAdmin(page, request, baseURL!);
  await page.goto('/admin/regency');
  await expect(page.getByRole('heading', { name: 'Villages of the regency' })).toBeVisible();
  await page.getByLabel('Village name').fill('Desa Sumberagung');
  await page.getByLabel('Address name').fill(slug);
  await page.getByLabel('Kecamatan (optional)').fill('Jatiroto');
  await page.getByLabel("First admin's username").fill(admin.username);
  await page.getByLabel("First admin's password").fill(admin.password);
  await page.getByRole('button', { name: 'Add village' }).click();
  await expect(page.getByText(`/desa/${slug}/login`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `/desa/${slug}/` });
  await expect(row).toContainText('Jatiroto');
  await expect(row).toContainText('No places');
  await page.screenshot({ path: test.info().outputPath('regency-desktop.png'), fullPage: true });
  // On a phone the screen fits: nothing wider than the screen but the table's own scroll.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Villages of the regency' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('regency-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.context().clearCookies();

  const base = `/desa/${slug}`;

  // Its public map names it, and reads its own (empty) data beneath its path.
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await page.goto(`${base}/`);
  await expect(page.locator('.site-header').getByText('Desa Sumberagung')).toBeVisible();
  await expect(page.getByText('0 fitur ditampilkan')).toBeVisible();
  expect(asked.filter((path) => path.startsWith('/api/'))).toEqual([]);
  expect(asked).toContain(`${base}/api/public/settings`);

  // Its admin signs in there and stays there.
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/admin/dashboard$`));
  await page.goto(`${base}/admin/users`);
  // Only its own admin: not the first village's.
  await expect(page.getByText(`@${admin.username}`)).toBeVisible();
  await expect(page.getByText('@admin', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Showing 1 to 1 of 1')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('village-users.png'), fullPage: true });

  // The first village is still at /, where this admin is nobody.
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/login$/);

  // The regency admin closes the village, after a question that names the day it will be deleted: it reads
  // but refuses changes; opened again, it changes again.
  const villageToken = (
    (await (await request.post(`${base}/api/login`, { data: admin })).json()) as {
      data: { token: string };
    }
  ).data.token;
  const write = () =>
    request.post(`${base}/api/admin/categories`, {
      headers: { Authorization: `Bearer ${villageToken}` },
      data: { name: unique('Kategori '), color: '#2563eb' },
    });
  await signInAsAdmin(page, request, baseURL!);
  await page.goto('/admin/regency');
  const villageRow = page.getByRole('row').filter({ hasText: `/desa/${slug}/` });
  await villageRow.getByRole('button', { name: 'Close village' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Close Desa Sumberagung?');
  await expect(dialog).toContainText('unless it is opened again');
  await page.screenshot({ path: test.info().outputPath('regency-close.png') });
  await dialog.getByRole('button', { name: 'Close village' }).click();
  await expect(villageRow).toContainText('Closed, deleted');
  expect((await write()).status()).toBe(423);
  expect((await request.get(`${base}/api/public/settings`)).status()).toBe(200);
  // Its staff read it on every screen of the back office, before a save is refused.
  const staff = await browser.newPage({ baseURL });
  await staff.goto(`${base}/login`);
  await staff.getByLabel('Username').fill(admin.username);
  await staff.getByLabel('Password').fill(admin.password);
  await staff.getByRole('button', { name: 'Masuk' }).click();
  await expect(staff).toHaveURL(new RegExp(`${base}/admin/dashboard$`));
  await expect(staff.getByRole('status').filter({ hasText: 'closed by the regency' })).toBeVisible();
  await staff.screenshot({ path: test.info().outputPath('village-closed.png') });
  await villageRow.getByRole('button', { name: 'Open again' }).click();
  await expect(villageRow.getByRole('button', { name: 'Close village' })).toBeVisible();
  expect((await write()).status()).toBe(201);

  // A shared category (decision 0060): the regency adds it once; the village files places under it and
  // cannot change it.
  const shared = unique('Posyandu ');
  const sharedForm = page.locator('form').filter({ hasText: 'Add a shared category' });
  await sharedForm.getByLabel('Name').fill(shared);
  await sharedForm.getByRole('button', { name: 'Add to every village' }).click();
  const sharedRow = page.getByRole('row').filter({ hasText: shared });
  await expect(sharedRow).toContainText('0 places in 0 villages');
  await page.screenshot({ path: test.info().outputPath('regency-shared.png'), fullPage: true });
  await staff.goto(`${base}/admin/categories`);
  const inVillage = staff.getByRole('row').filter({ hasText: shared });
  await expect(inVillage).toContainText('Regency');
  await expect(inVillage.getByRole('link', { name: /edit/i })).toHaveCount(0);
  await expect(inVillage.getByRole('button', { name: /delete/i })).toHaveCount(0);
  await expect(staff.getByRole('status').filter({ hasText: 'closed by the regency' })).toHaveCount(0);
  await staff.screenshot({ path: test.info().outputPath('village-shared-category.png'), fullPage: true });
  // A place's form says which category is the regency's.
  await staff.goto(`${base}/admin/maps/create`);
  await expect(staff.getByLabel('Category')).toContainText(`Regency: ${shared}`);
  await staff.getByLabel('Category').selectOption({ label: `Regency: ${shared}` });
  await staff.getByLabel('Category').scrollIntoViewIfNeeded();
  await staff.screenshot({ path: test.info().outputPath('village-place-shared-desktop.png') });
  await staff.setViewportSize({ width: 360, height: 760 });
  // From the top: a whole-page picture taken scrolled down draws the sticky header where the view was.
  await staff.evaluate(() => window.scrollTo(0, 0));
  await staff.screenshot({ path: test.info().outputPath('village-place-shared-phone.png'), fullPage: true });
  await staff.close();
});

test("the regency map's basemap comes even when its tiles do not", async ({ page }) => {
  await page.route('**/kabupaten/tiles/**', (route) => route.abort());
  await page.goto('/kabupaten');
  await expect(page.locator('.map-view__basemap')).toHaveCount(1, { timeout: 30_000 });
});

test.describe("the regency's public page on a 360 px touch phone", () => {
  test.use({ viewport: { width: 360, height: 760 }, isMobile: true, hasTouch: true });

  test('lists and draws every village, and its search opens a place of another village on that map', async ({
    page,
    request,
  }) => {
    const slug = unique('karang');
    const name = `Desa Karang ${slug}`;
    const admin = { username: unique('kades'), password: 'karang-e2e-2026-pass' };
    const regency = (await apiLogin(request)).token;
    await apiCall(request, regency, 'POST', '/api/regency/villages', {
      slug,
      name,
      kecamatan: 'Tempeh',
      admin,
    });
    const login = await request.post(`/desa/${slug}/api/login`, { data: admin });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const place = `Posyandu Kenanga ${slug}`;
    await apiCall(request, token, 'POST', `/desa/${slug}/api/admin/maps`, {
      name: place,
      latitude: -7.55,
      longitude: 110.45,
    });
    const firstVillage = (
      (await (await request.get('/api/public/settings')).json()) as { data: { title: string } }
    ).data.title;

    await page.addInitScript(() => localStorage.setItem('petadesa.language', 'id'));
    // What the map had drawn when its basemap (MapLibre) started: the basemap waits for the places.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.map-view__basemap')) return;
        (window as { drawnAtBasemap?: number }).drawnAtBasemap = window.__petadesaMap?.featuresDrawn ?? 0;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const tileRead = page.waitForResponse(
      (response) => response.url().includes('/kabupaten/tiles/') && response.status() === 200,
      { timeout: 30_000 },
    );
    await page.goto('/kabupaten');
    await expect(page.getByRole('heading', { name: 'Peta desa se-kabupaten' })).toBeVisible();
    const list = page.getByRole('navigation', { name: 'Daftar desa' });
    await expect(list.getByRole('heading', { name: 'Tempeh' })).toBeVisible();
    const village = list.getByRole('link', { name: new RegExp(name) });
    await expect(village).toContainText('1 tempat');
    await expect(village).toHaveAttribute('href', `/desa/${slug}/`);
    await expect(list.getByRole('link', { name: new RegExp(firstVillage) }).first()).toBeVisible();
    // Both villages are drawn on the map (a point at the centre of a village without a boundary).
    await expect
      .poll(() => page.evaluate(() => window.__petadesaMap?.featuresDrawn ?? 0), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    // And their places, from the regency's tiles across villages: more is drawn than the villages alone.
    await tileRead;
    const villagesListed = await list.getByRole('link').count();
    await expect
      .poll(() => page.evaluate(() => window.__petadesaMap?.featuresDrawn ?? 0), { timeout: 30_000 })
      .toBeGreaterThan(villagesListed);
    await expect
      .poll(() => page.evaluate(() => (window as { drawnAtBasemap?: number }).drawnAtBasemap ?? 0))
      .toBeGreaterThan(villagesListed);

    // Nothing is cut or off the side, and every control is a finger's size.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const search = page.getByRole('searchbox', { name: 'Cari tempat di semua desa' });
    for (const control of [search, village])
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: test.info().outputPath('regency-public-phone.png'), fullPage: true });
    // On a desktop the map and the list stand side by side, nothing off the side.
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('regency-public-desktop.png') });
    await page.setViewportSize({ width: 360, height: 760 });

    // A place of the new village, found from the regency's page, opens on that village's own map.
    await search.fill(`kenanga ${slug}`);
    const hit = page.getByTestId('regency-hits').getByRole('link', { name: new RegExp(place) });
    await expect(hit).toContainText(`di ${name}`);
    await page.screenshot({ path: test.info().outputPath('regency-public-search.png'), fullPage: true });
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`/desa/${slug}/\\?place=`));
    await expect(page.getByTestId('feature-popup').getByRole('heading')).toHaveText(place, {
      timeout: 30_000,
    });
  });
});
