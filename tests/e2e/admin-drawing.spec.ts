// Drawing with the mouse on the editors' maps (issue 5): deck.gl's editable layer under Chromium's software
// WebGL. An upgrade that stops clicks from reaching the layer fails here.
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Position } from 'geojson';
import type { PetaGeometry } from '../../src/shared/geo/types.ts';
import { apiCall, signInAsAdmin, toast, unique } from './admin-helpers.ts';

interface MapRecord {
  id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
  geometry: PetaGeometry | string | null;
}

// Every vertex waits out the double-click window, and software WebGL is slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

let token: string;
/** Maps made here are removed again, so later suites see only the demo village. */
const created: number[] = [];
test.afterEach(async ({ request }) => {
  for (const id of created.splice(0)) await apiCall(request, token, 'DELETE', `/api/admin/maps/${id}`);
});
test.beforeEach(async ({ page, request, baseURL }) => {
  token = await signInAsAdmin(page, request, baseURL!);
  // No tiles from the network in tests: the basemap's background stands in for them.
  await page.route(/tile\.openstreetmap\.org|\{s\}|\/\d+\/\d+\/\d+\.png/, (route) => route.abort());
});

/** A click on the canvas waits for a possible double click; placing the next vertex sooner is swallowed. */
const CLICK_GAP_MS = 700;

const drawn = (page: Page) => page.evaluate(() => window.__petadesaMap?.featuresDrawn ?? -1);

async function mapBox(page: Page, name: string) {
  const map = page.getByRole('region', { name });
  await expect(map.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  // The first frame waits for the map's code and a software WebGL context.
  await expect
    .poll(() => page.evaluate(() => (window.__petadesaMap?.lastDrawAt ?? 0) > 0), { timeout: 30_000 })
    .toBe(true);
  // Mouse events only land inside the window: bring the whole map into it.
  await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await map.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/** Clicks at fractions of the map's width and height, one vertex at a time. */
async function clickAt(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  fx: number,
  fy: number,
) {
  await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
  await page.waitForTimeout(CLICK_GAP_MS);
}

async function clickPath(page: Page, name: string, points: [number, number][]) {
  const box = await mapBox(page, name);
  for (const [fx, fy] of points) await clickAt(page, box, fx, fy);
}

async function screenPoint(page: Page, [lng, lat]: Position): Promise<[number, number]> {
  const point = await page.evaluate(([x, y]) => window.__petadesaMap?.project(x!, y!) ?? null, [lng, lat]);
  expect(point, 'the map projects positions').not.toBeNull();
  return point!;
}

const geometryText = (page: Page) => page.getByLabel('Raw Geometry (GeoJSON)');

async function textGeometry(field: Locator): Promise<PetaGeometry> {
  return JSON.parse(await field.inputValue()) as PetaGeometry;
}

async function startMap(page: Page, type: string) {
  const name = unique('E2E Gambar ');
  await page.goto('/admin/maps/create');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Type', { exact: true }).selectOption(type);
  return name;
}

async function saveAndFetch(page: Page, request: Parameters<typeof apiCall>[0], name: string) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Map created successfully!')).toBeVisible();
  const list = await apiCall<{ data: MapRecord[] }>(
    request,
    token,
    'GET',
    `/api/admin/maps?search=${encodeURIComponent(name)}`,
  );
  expect(list.data).toHaveLength(1);
  created.push(list.data[0]!.id);
  return apiCall<MapRecord>(request, token, 'GET', `/api/admin/maps/${list.data[0]!.id}`);
}

const asObject = (geometry: MapRecord['geometry']) =>
  (typeof geometry === 'string' ? JSON.parse(geometry) : geometry) as PetaGeometry;

test('a marker fills Latitude and Longitude with five decimals and is saved as a Point', async ({
  page,
  request,
}) => {
  const name = await startMap(page, 'Point');
  await clickPath(page, 'Drawing map', [[0.5, 0.5]]);
  await expect(geometryText(page)).toHaveValue(/"Point"/);
  await expect(page.getByLabel('Latitude')).toHaveValue(/^-?\d+\.\d{5}$/);
  await expect(page.getByLabel('Longitude')).toHaveValue(/^-?\d+\.\d{5}$/);
  // A second marker replaces the first: a Point map keeps one shape.
  await clickPath(page, 'Drawing map', [[0.3, 0.3]]);
  await expect.poll(() => drawn(page)).toBe(1);
  const latitude = Number(await page.getByLabel('Latitude').inputValue());
  const longitude = Number(await page.getByLabel('Longitude').inputValue());

  const record = await saveAndFetch(page, request, name);
  const geometry = asObject(record.geometry);
  expect(geometry.type).toBe('Point');
  const [lng, lat] = geometry.coordinates as number[];
  expect(lng).toBeCloseTo(longitude, 4);
  expect(lat).toBeCloseTo(latitude, 4);
  expect(record.latitude).toBeCloseTo(latitude, 5);
});

test('a slow press still places the marker', async ({ page }) => {
  await startMap(page, 'Point');
  const box = await mapBox(page, 'Drawing map');
  // Held past deck.gl's default 250 ms tap, as a busy phone's late release looks to the recogniser.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(600);
  await page.mouse.up();
  await expect(geometryText(page)).toHaveValue(/"Point"/);
  await expect.poll(() => drawn(page)).toBe(1);
});

test('a line of three clicks is saved as a LineString', async ({ page, request }) => {
  const name = await startMap(page, 'LineString');
  // Clicking the last vertex again finishes the line.
  await clickPath(page, 'Drawing map', [
    [0.3, 0.6],
    [0.5, 0.4],
    [0.7, 0.6],
    [0.7, 0.6],
  ]);
  await expect(geometryText(page)).toHaveValue(/"LineString"/);
  const text = await textGeometry(geometryText(page));
  expect(text.type).toBe('LineString');
  expect(text.coordinates).toHaveLength(3);
  const record = await saveAndFetch(page, request, name);
  expect(asObject(record.geometry)).toEqual(text);
});

test('a polygon closed on its first corner is saved, and a dragged corner moves on edit', async ({
  page,
  request,
}) => {
  const name = await startMap(page, 'Polygon');
  await clickPath(page, 'Drawing map', [
    [0.3, 0.3],
    [0.7, 0.3],
    [0.5, 0.7],
    [0.3, 0.3],
  ]);
  await expect(geometryText(page)).toHaveValue(/"Polygon"/);
  const text = await textGeometry(geometryText(page));
  expect(text.type).toBe('Polygon');
  expect((text.coordinates as Position[][])[0]).toHaveLength(4);
  const record = await saveAndFetch(page, request, name);
  const saved = asObject(record.geometry);
  expect(saved).toEqual(text);

  // Edit: no Type field, the view fits the shape, and a corner can be dragged.
  await page.goto(`/admin/maps/edit/${record.id}`);
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('Type', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit Shape' }).click();
  await mapBox(page, 'Drawing map');
  // The ring's second corner is the bottom one, away from the zoom buttons.
  const corner = (saved.coordinates as Position[][])[0]![1]!;
  const [x, y] = await screenPoint(page, corner);
  await page.waitForTimeout(CLICK_GAP_MS);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 20, y + 10, { steps: 5 });
  await page.mouse.move(x + 40, y + 30, { steps: 5 });
  await page.mouse.up();
  await expect
    .poll(async () => JSON.stringify((await textGeometry(geometryText(page))).coordinates))
    .not.toBe(JSON.stringify(saved.coordinates));
  const reshaped = await textGeometry(geometryText(page));
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Map updated successfully!')).toBeVisible();
  const after = await apiCall<MapRecord>(request, token, 'GET', `/api/admin/maps/${record.id}`);
  const ring = (asObject(after.geometry).coordinates as Position[][])[0]!;
  expect(asObject(after.geometry)).toEqual(reshaped);
  // The dragged corner moved east and south; the others stayed.
  expect(ring[1]![0]).toBeGreaterThan(corner[0]!);
  expect(ring[1]![1]).toBeLessThan(corner[1]!);
  expect(ring[0]).toEqual((saved.coordinates as Position[][])[0]![0]);
});

test('two drawn parts make one MultiPolygon', async ({ page, request }) => {
  const name = await startMap(page, 'MultiPolygon');
  await page.getByRole('button', { name: 'Rectangle' }).click();
  // Right of the type tools on the map's left edge (issue 32).
  await clickPath(page, 'Drawing map', [
    [0.3, 0.3],
    [0.45, 0.45],
  ]);
  await expect.poll(() => drawn(page)).toBe(1);
  await page.getByRole('button', { name: 'Polygon', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Polygon', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await clickPath(page, 'Drawing map', [
    [0.6, 0.6],
    [0.8, 0.6],
    [0.7, 0.8],
    [0.6, 0.6],
  ]);
  await expect.poll(() => drawn(page)).toBe(2);
  const text = await textGeometry(geometryText(page));
  expect(text.type).toBe('MultiPolygon');
  expect(text.coordinates).toHaveLength(2);
  const record = await saveAndFetch(page, request, name);
  expect(asObject(record.geometry)).toEqual(text);
});

test('the textarea and the drawing stay in step; bad text is ignored', async ({ page }) => {
  await startMap(page, 'Polygon');
  await mapBox(page, 'Drawing map');
  const field = geometryText(page);
  await field.fill(
    '{"type":"Polygon","coordinates":[[[112.23,-7.55],[112.24,-7.55],[112.235,-7.54],[112.23,-7.55]]]}',
  );
  await expect.poll(() => drawn(page)).toBe(1);
  // Half-typed text leaves the shape on the map, silently.
  await field.fill('{"type":"Polygon","coordinates":[[[112.23');
  await page.waitForTimeout(300);
  expect(await drawn(page)).toBe(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset Geometry' }).click();
  await expect(field).toHaveValue('');
  await expect.poll(() => drawn(page)).toBe(0);
  // Changing the type clears the drawing too.
  await clickPath(page, 'Drawing map', [
    [0.3, 0.3],
    [0.7, 0.3],
    [0.5, 0.7],
    [0.3, 0.3],
  ]);
  await expect.poll(() => drawn(page)).toBe(1);
  await page.getByLabel('Type', { exact: true }).selectOption('LineString');
  await expect(field).toHaveValue('');
  await expect.poll(() => drawn(page)).toBe(0);
});

interface Setting {
  title: string;
  description: string;
  map_center_lat: number | null;
  map_center_lng: number | null;
  map_zoom: number | null;
  village_boundary: unknown;
  version: number;
}

test('the village boundary: a crossing shape is refused, a simple one shows its area and is saved', async ({
  page,
  request,
}) => {
  const before = await apiCall<Setting>(request, token, 'GET', '/api/admin/settings');
  try {
    await page.goto('/admin/settings');
    const field = page.getByLabel('Village Boundary (GeoJSON)');
    await expect(field).toHaveValue(/"Polygon"/);
    await expect(page.getByTestId('boundary-area')).toContainText(/m²|km²/);
    await page.getByRole('button', { name: 'Reset Boundary' }).click();
    await expect(field).toHaveValue('');

    // A bow tie: the second and fourth corners make the edges cross.
    await clickPath(page, 'Village boundary map', [
      [0.3, 0.3],
      [0.7, 0.7],
      [0.7, 0.3],
      [0.3, 0.7],
      [0.3, 0.3],
    ]);
    await expect(page.getByText('The shape crosses itself')).toBeVisible();
    await expect(field).toHaveValue('');
    // Its corners stay (issue 32: one wrong click must not lose the outline); undo takes them back.
    for (let corner = 0; corner < 4; corner++) await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByTestId('draw-hint')).toHaveText(/^Click to add corners; click the first corner/);
    await expect(field).toHaveValue('');

    await clickPath(page, 'Village boundary map', [
      [0.3, 0.3],
      [0.7, 0.3],
      [0.7, 0.7],
      [0.3, 0.7],
      [0.3, 0.3],
    ]);
    await expect(field).toHaveValue(/"Polygon"/);
    await expect(page.getByTestId('boundary-area')).toContainText(/ha\)/);
    const boundary = await textGeometry(field);

    await page.getByRole('button', { name: 'Use Current View' }).click();
    await expect(page.getByLabel('Map Center Lat')).toHaveValue(/^-?\d+\.\d{5}$/);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'Setting updated successfully!')).toBeVisible();
    const after = await apiCall<Setting>(request, token, 'GET', '/api/admin/settings');
    const saved =
      typeof after.village_boundary === 'string'
        ? JSON.parse(after.village_boundary)
        : after.village_boundary;
    expect(saved).toEqual(boundary);
  } finally {
    // A deliberate overwrite: without the version it was read at (decision 0021).
    const { version: _version, ...restore } = before;
    await apiCall(request, token, 'PUT', '/api/admin/settings', restore);
  }
});
