import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Position } from 'geojson';
import { representativePoint } from '../../src/shared/geo/representative-point.ts';
import type { PetaGeometry } from '../../src/shared/geo/types.ts';
import type { PublicCategory, PublicMap } from '../../src/shared/schemas/public.ts';
import type { PublicSetting } from '../../src/shared/schemas/settings.ts';

const ADMIN = { username: 'admin', password: 'admin-e2e-password' };
const DIRECTIONS = 'https://www.google.com/maps/dir/?api=1&destination=';

async function publicData(request: APIRequestContext) {
  const settings = ((await (await request.get('/api/public/settings')).json()) as { data: PublicSetting })
    .data;
  const categories = (
    (await (await request.get('/api/public/categories')).json()) as { data: PublicCategory[] }
  ).data;
  const total = categories.reduce((sum, category) => sum + category.maps.length, 0);
  return { settings, categories, total };
}

function findMap(categories: PublicCategory[], name: string): { category: PublicCategory; map: PublicMap } {
  for (const category of categories) {
    const map = category.maps.find((candidate) => candidate.name === name);
    if (map) return { category, map };
  }
  throw new Error(`the demo village has no map named ${name}`);
}

const drawn = (page: Page) => page.evaluate(() => window.__petadesaMap?.featuresDrawn ?? -1);

async function waitForDrawn(page: Page, count: number) {
  // The first frame waits for the map's code and a software WebGL context: allow it time.
  await expect.poll(() => drawn(page), { message: `${count} features drawn`, timeout: 30_000 }).toBe(count);
}

/** Where a position is on the screen in the map's current view. */
async function screenPoint(page: Page, [lng, lat]: Position): Promise<[number, number]> {
  const point = await page.evaluate(([x, y]) => window.__petadesaMap?.project(x!, y!) ?? null, [lng, lat]);
  expect(point, 'the map projects positions').not.toBeNull();
  return point!;
}

const categoryTrigger = (page: Page, name: string) =>
  page.locator('#public-sidebar').getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}\\b`) });
const searchBox = (page: Page, name: string) => page.getByPlaceholder(`Cari di ${name}...`);
const showAll = (page: Page) => page.getByRole('checkbox', { name: 'Tampilkan semua', exact: true });
const showCategory = (page: Page) => page.getByRole('checkbox', { name: 'Tampilkan semua di kategori ini' });
const counter = (page: Page) => page.getByText(/\d+ fitur ditampilkan/);
const popup = (page: Page) => page.getByTestId('feature-popup');

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Hides everything but one map, so a click on it cannot land on a neighbour. */
async function showOnly(page: Page, categoryName: string, mapName: string) {
  await showAll(page).uncheck();
  await waitForDrawn(page, 0);
  await categoryTrigger(page, categoryName).click();
  await page.getByRole('checkbox', { name: mapName }).check();
  await waitForDrawn(page, 1);
}

test('the sidebar: one category open at a time, search, show-all and the counter', async ({
  page,
  request,
}) => {
  const { settings, categories, total } = await publicData(request);
  await page.goto('/');
  await waitForDrawn(page, total);
  await expect(page).toHaveTitle(`${settings.title} - Sistem Informasi Geografis ${settings.title}`);
  await expect(page.getByRole('heading', { name: 'Kategori', exact: true })).toBeVisible();
  await expect(counter(page)).toHaveText(`${total} fitur ditampilkan`);
  await expect(showAll(page)).toBeChecked();

  // Every category with its icon, colour dot, name and count.
  for (const category of categories) {
    await expect(categoryTrigger(page, category.name)).toContainText(String(category.maps.length));
  }

  const [first, second] = categories.filter((category) => category.maps.length >= 2) as [
    PublicCategory,
    PublicCategory,
  ];
  await categoryTrigger(page, first.name).click();
  await expect(searchBox(page, first.name)).toBeVisible();
  await expect(categoryTrigger(page, first.name)).toHaveAttribute('aria-expanded', 'true');
  await categoryTrigger(page, second.name).click();
  await expect(searchBox(page, second.name)).toBeVisible();
  await expect(searchBox(page, first.name)).toHaveCount(0);
  await categoryTrigger(page, second.name).click();
  await expect(searchBox(page, second.name)).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);

  // Search: by name, address or slug, whatever the case.
  await categoryTrigger(page, first.name).click();
  const list = page.locator('#public-sidebar .pm-entry');
  await expect(list).toHaveCount(first.maps.length);
  const target = first.maps[1]!;
  await searchBox(page, first.name).fill(target.slug.toUpperCase());
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText(target.name);
  await expect(list.first()).toContainText(target.address);
  await expect(list.first().getByText('Ditampilkan')).toBeVisible();
  await searchBox(page, first.name).fill(target.name.toLowerCase());
  await expect(list.first()).toContainText(target.name);
  await searchBox(page, first.name).fill('tidak-ada-yang-cocok-xyz');
  await expect(page.getByText('Tidak ada hasil.')).toBeVisible();
  await expect(list).toHaveCount(0);
  await searchBox(page, first.name).fill('');
  await expect(list).toHaveCount(first.maps.length);

  // Show-all of one category, then one map, then everything.
  await showCategory(page).uncheck();
  await expect(counter(page)).toHaveText(`${total - first.maps.length} fitur ditampilkan`);
  await expect(showAll(page)).not.toBeChecked();
  await expect(list.getByText('Ditampilkan')).toHaveCount(0);
  await waitForDrawn(page, total - first.maps.length);
  await page.getByRole('checkbox', { name: target.name }).check();
  await expect(counter(page)).toHaveText(`${total - first.maps.length + 1} fitur ditampilkan`);
  await expect(list.getByText('Ditampilkan')).toHaveCount(1);
  await showCategory(page).check();
  await expect(counter(page)).toHaveText(`${total} fitur ditampilkan`);
  await expect(showAll(page)).toBeChecked();

  await showAll(page).uncheck();
  await expect(counter(page)).toHaveText('0 fitur ditampilkan');
  await expect(showCategory(page)).not.toBeChecked();
  await waitForDrawn(page, 0);
  await showAll(page).check();
  await expect(counter(page)).toHaveText(`${total} fitur ditampilkan`);
  await expect(showCategory(page)).toBeChecked();
  await waitForDrawn(page, total);
});

test('an empty category says so', async ({ page, request }) => {
  const login = await request.post('/api/login', { data: ADMIN });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { Authorization: `Bearer ${token}` };
  const name = `Kategori Kosong ${Math.random().toString(36).slice(2, 7)}`;
  const created = await request.post('/api/admin/categories', {
    headers,
    data: { name, description: '', color: '#9333ea' },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  try {
    await page.goto('/');
    await categoryTrigger(page, name).click();
    await expect(page.getByText('Belum ada data.')).toBeVisible();
    await expect(showCategory(page)).toBeDisabled();
    await searchBox(page, name).fill('apa saja');
    await expect(page.getByText('Tidak ada hasil.')).toBeVisible();
  } finally {
    await request.delete(`/api/admin/categories/${id}`, { headers });
  }
});

test("the page asks for its data once, announced in its head with the map page's chunks", async ({
  page,
}) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/public/')) reads.push(pathname);
  });
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/<link rel="preload" href="\/api\/public\/categories" as="fetch"/);
  // The build's manifest still names the module the router loads for `/`.
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/public-map-page-[\w-]+\.js">/);
  await expect(counter(page)).toBeVisible();
  expect(reads.sort()).toEqual(['/api/public/categories', '/api/public/settings']);
});

test('the basemap starts once the features are on screen, not before', async ({ page, request }) => {
  const { total } = await publicData(request);
  await page.goto('/');
  await waitForDrawn(page, total);
  await expect(page.locator('.maplibregl-canvas')).toHaveCount(1);
  // MapLibre's code is asked for only when the basemap starts; both times are on the page's clock.
  const { drawnAt, maplibreAsked } = await page.evaluate(() => ({
    drawnAt: window.__petadesaMap?.lastDrawAt ?? 0,
    maplibreAsked: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/maplibre-gl-[\w-]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(drawnAt).toBeGreaterThan(0);
  expect(maplibreAsked).toHaveLength(1);
  expect(maplibreAsked[0]).toBeGreaterThanOrEqual(drawnAt);
});

test('clicking a drawn point opens its popup with directions to it', async ({ page, request }) => {
  const { categories, total } = await publicData(request);
  const { category, map } = findMap(
    categories,
    categories.flatMap((c) => c.maps).find((m) => (m.geometry as PetaGeometry).type === 'Point')!.name,
  );
  const position = (map.geometry as { coordinates: Position }).coordinates;
  await page.goto('/');
  await waitForDrawn(page, total);
  await showOnly(page, category.name, map.name);

  const [x, y] = await screenPoint(page, position);
  await page.mouse.click(x, y);
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByRole('heading')).toHaveText(map.name);
  await expect(popup(page)).toContainText(category.name);
  await expect(popup(page)).toContainText(map.address);
  const box = (await popup(page).boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(280);
  await expect(popup(page).getByRole('link', { name: 'Petunjuk Arah' })).toHaveAttribute(
    'href',
    `${DIRECTIONS}${position[1]},${position[0]}`,
  );
  await expect(popup(page).getByRole('link', { name: 'Petunjuk Arah' })).toHaveAttribute('target', '_blank');

  // Closing: the button, Escape, and a click on empty map.
  await popup(page).getByRole('button', { name: 'Tutup popup' }).click();
  await expect(popup(page)).toHaveCount(0);
  await page.mouse.click(x, y);
  await expect(popup(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveCount(0);
  await page.mouse.click(x, y);
  await expect(popup(page)).toBeVisible();
  await page.mouse.click(x + 150, y + 150);
  await expect(popup(page)).toHaveCount(0);
});

test('clicking a drawn polygon opens its popup', async ({ page, request }) => {
  const { categories, total } = await publicData(request);
  const polygonMap = categories
    .flatMap((c) => c.maps)
    .find((m) => ['Polygon', 'MultiPolygon'].includes((m.geometry as PetaGeometry).type))!;
  const { category, map } = findMap(categories, polygonMap.name);
  const inside = representativePoint(map.geometry as PetaGeometry)!;
  await page.goto('/');
  await waitForDrawn(page, total);
  await showOnly(page, category.name, map.name);

  const [x, y] = await screenPoint(page, inside);
  await page.mouse.click(x, y);
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByRole('heading')).toHaveText(map.name || 'Tanpa nama');
  await expect(popup(page)).toContainText(category.name);
  // Not a point: the link leads to a point inside the area (issue 31), never to its address.
  const [lng, lat] = inside;
  const six = (value: number) => String(Math.round(value * 1e6) / 1e6);
  await expect(popup(page).getByRole('link', { name: 'Petunjuk Arah' })).toHaveAttribute(
    'href',
    `${DIRECTIONS}${six(lat!)},${six(lng!)}`,
  );
});

test('clicking a drawn line opens its popup', async ({ page, request }) => {
  const { categories, total } = await publicData(request);
  const lineMap = categories
    .flatMap((c) => c.maps)
    .find((m) => ['LineString', 'MultiLineString'].includes((m.geometry as PetaGeometry).type))!;
  const { category, map } = findMap(categories, lineMap.name);
  const geometry = map.geometry as PetaGeometry;
  const line = (
    geometry.type === 'MultiLineString' ? geometry.coordinates[0] : geometry.coordinates
  ) as Position[];
  await page.goto('/');
  await waitForDrawn(page, total);
  await showOnly(page, category.name, map.name);

  // A vertex in the middle lies on the drawn line whatever its joints look like.
  const [x, y] = await screenPoint(page, line[Math.floor(line.length / 2)]!);
  await page.mouse.click(x, y);
  await expect(popup(page).getByRole('heading')).toHaveText(map.name || 'Tanpa nama');
  await expect(popup(page)).toContainText(category.name);
});

test('a drag moves a picture of the features and the basemap, drawn again once the view rests', async ({
  page,
  request,
}) => {
  const { categories, total } = await publicData(request);
  const point = categories.flatMap((c) => c.maps).find((m) => (m.geometry as PetaGeometry).type === 'Point')!;
  const position = (point.geometry as { coordinates: Position }).coordinates;
  await page.goto('/');
  await waitForDrawn(page, total);
  const picture = page.locator('.map-view__snapshot');
  await expect(picture).toBeHidden();
  // The basemap starts after the features' first paint; it is not moved until the view moves.
  const basemap = page.locator('.map-view__basemap');
  await expect(basemap.locator('.maplibregl-canvas')).toHaveCount(1);
  await expect(basemap).not.toHaveAttribute('style', /transform/);
  const [beforeX, beforeY] = await screenPoint(page, position);

  const box = (await page.locator('.map-view__deck').boundingBox())!;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(cx - step * 12, cy - step * 6);
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('style', /translate\(-\d/);
  // MapLibre stays at the view the drag started from and is moved with the features' picture.
  await expect(basemap).toHaveAttribute('style', /translate\(-\d/);
  await page.mouse.up();
  await expect(picture).toBeHidden();
  await expect(basemap).not.toHaveAttribute('style', /transform/);
  expect(await drawn(page)).toBe(total);
  // The view followed the pointer (the pan starts on the first move, so one step less than 96 x 48).
  const [afterX, afterY] = await screenPoint(page, position);
  expect(afterX - beforeX).toBeGreaterThan(-100);
  expect(afterX - beforeX).toBeLessThan(-75);
  expect(afterY - beforeY).toBeGreaterThan(-52);
  expect(afterY - beforeY).toBeLessThan(-36);
});

test('a ?place= link opens the map on that place with its popup, and the popup copies it', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const { categories, total } = await publicData(request);
  const { category, map } = findMap(categories, categories.find((c) => c.maps.length > 0)!.maps.at(-1)!.name);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto(`/?place=${encodeURIComponent(map.slug)}`);
  await waitForDrawn(page, total);
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByRole('heading')).toHaveText(map.name);
  await expect(popup(page)).toContainText(category.name);

  // The popup points at the place, which is in view.
  const [x, y] = await screenPoint(page, representativePoint(map.geometry as PetaGeometry)!);
  const viewport = page.viewportSize()!;
  expect(x).toBeGreaterThan(0);
  expect(x).toBeLessThan(viewport.width);
  expect(y).toBeGreaterThan(0);
  expect(y).toBeLessThan(viewport.height);

  await popup(page).getByRole('button', { name: 'Salin tautan' }).click();
  await expect(page.getByText('Tautan disalin.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${new URL(baseURL!).origin}/?place=${encodeURIComponent(map.slug)}`);

  // An unknown place is simply the whole map.
  await page.goto('/?place=tidak-ada-tempat-ini');
  await waitForDrawn(page, total);
  await expect(counter(page)).toHaveText(`${total} fitur ditampilkan`);
  await expect(popup(page)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('the sidebar is toggled from the header and closed by its overlay', async ({ page, request }) => {
    const { total } = await publicData(request);
    await page.goto('/');
    await waitForDrawn(page, total);
    const sidebar = page.locator('#public-sidebar');
    const toggle = page.getByRole('button', { name: 'Tampilkan kategori' });
    await expect(sidebar).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(sidebar).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(counter(page)).toHaveText(`${total} fitur ditampilkan`);
    const overlay = page.getByTestId('sidebar-overlay');
    await expect(overlay).toBeVisible();
    const sidebarBox = (await sidebar.boundingBox())!;
    expect(sidebarBox.width).toBeLessThan(360);
    // The part of the overlay beside the sidebar.
    await overlay.click({ position: { x: 350, y: 300 } });
    await expect(sidebar).toBeHidden();
    await expect(overlay).toHaveCount(0);

    await toggle.click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('button', { name: 'Tutup sidebar' }).click();
    await expect(sidebar).toBeHidden();
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the sidebar is always there and has no toggle', async ({ page, request }) => {
    const { total } = await publicData(request);
    await page.goto('/');
    await waitForDrawn(page, total);
    await expect(page.locator('#public-sidebar')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tampilkan kategori' })).toBeHidden();
    await expect(page.locator('#public-sidebar').getByRole('button', { name: 'Tutup sidebar' })).toBeHidden();
  });
});
