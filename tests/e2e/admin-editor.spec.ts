// The editor that forgives, snaps and measures (issue 32): corners a click selects rather than deletes,
// undo and redo, the type tools and "Selesai" on the map, a save that asks before leaving a place off the
// map, snapping onto a neighbour's corner and tracing its edge, and live measures; on a desktop and on a
// 360 px touch phone, in the spec's texts and in Bahasa Indonesia.
import { expect, type Page, test } from '@playwright/test';
import type { Position } from 'geojson';
import type { PetaGeometry } from '../../src/shared/geo/types.ts';
import { apiCall, signInAsAdmin, unique } from './admin-helpers.ts';
import { screenPoint } from './map-helpers.ts';

test.describe.configure({ timeout: 240_000 });

const TEXT = {
  standar: {
    map: 'Drawing map',
    types: 'Shape type',
    line: 'Line',
    area: 'Area',
    finish: 'Finish',
    undo: 'Undo',
    redo: 'Redo',
    edit: 'Edit Shape',
    deleteVertex: 'Delete Point',
    trace: 'Follow edge',
    save: 'Save',
    created: 'Map created successfully!',
    noGeometry: 'Save without a location?',
    saveAnyway: 'Save without location',
    back: 'Back to drawing',
    length: /Length: [\d,.]+ k?m\b/,
    area_: /Area: [\d,.]+ (m²|ha)/,
  },
  id: {
    map: 'Peta untuk menggambar',
    types: 'Jenis bentuk',
    line: 'Garis',
    area: 'Area',
    finish: 'Selesai',
    undo: 'Urungkan',
    redo: 'Ulangi',
    edit: 'Ubah Bentuk',
    deleteVertex: 'Hapus Titik',
    trace: 'Ikuti tepi',
    save: 'Simpan',
    created: 'Peta berhasil ditambahkan!',
    noGeometry: 'Simpan tanpa lokasi?',
    saveAnyway: 'Simpan tanpa lokasi',
    back: 'Kembali menggambar',
    length: /Panjang: [\d.,]+ k?m\b/,
    area_: /Luas: [\d.,]+ (m²|ha)/,
  },
};
type Mode = keyof typeof TEXT;

/** A click on the canvas waits for a possible double click; placing the next vertex sooner is swallowed. */
const CLICK_GAP_MS = 700;

let token: string;
const created: number[] = [];
test.afterEach(async ({ request }) => {
  for (const id of created.splice(0)) await apiCall(request, token, 'DELETE', `/api/admin/maps/${id}`);
});
test.beforeEach(async ({ page, request, baseURL }) => {
  token = await signInAsAdmin(page, request, baseURL!);
  await page.route(/tile\.openstreetmap\.org|\{s\}|\/\d+\/\d+\/\d+\.png/, (route) => route.abort());
});

const geometryField = (page: Page) => page.locator('#map-geometry');
async function geometry(page: Page): Promise<PetaGeometry | null> {
  const text = await geometryField(page).inputValue();
  return text ? (JSON.parse(text) as PetaGeometry) : null;
}

async function openNew(page: Page, mode: Mode) {
  await page.addInitScript((value) => localStorage.setItem('petadesa.language', value), mode);
  await page.goto('/admin/maps/create');
  const map = page.getByRole('region', { name: TEXT[mode].map });
  await expect(map.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => page.evaluate(() => (window.__petadesaMap?.lastDrawAt ?? 0) > 0), { timeout: 30_000 })
    .toBe(true);
  await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return map;
}

async function box(page: Page, mode: Mode) {
  const found = await page.getByRole('region', { name: TEXT[mode].map }).boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** A click (or a tap on a touch profile) at fractions of the map's size. */
async function at(page: Page, mode: Mode, fx: number, fy: number, touch = false) {
  const b = await box(page, mode);
  const [x, y] = [b.x + b.width * fx, b.y + b.height * fy];
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await page.waitForTimeout(CLICK_GAP_MS);
}

for (const mode of ['standar', 'id'] as const) {
  const text = TEXT[mode];

  test(`${mode}: the line tool is one click from a new place; Selesai, its length, undo and redo`, async ({
    page,
  }) => {
    await openNew(page, mode);
    const types = page.getByRole('group', { name: text.types });
    await types.getByRole('button', { name: text.line, exact: true }).click();
    await expect(page.getByLabel(/^(Type|Jenis)$/)).toHaveValue('LineString');
    await at(page, mode, 0.3, 0.55);
    await at(page, mode, 0.5, 0.45);
    await at(page, mode, 0.7, 0.55);
    // Under way: the hint counts the points, the length is live, "Selesai" is on the map.
    await expect(page.getByTestId('draw-hint')).toContainText('3');
    await expect(page.getByTestId('draw-measure')).toContainText(text.length);
    await page.screenshot({ path: test.info().outputPath(`line-under-way-${mode}.png`) });
    await page.getByRole('button', { name: text.finish }).click();
    await expect(geometryField(page)).toHaveValue(/"LineString"/);
    const line = await geometry(page);
    expect((line!.coordinates as Position[]).length).toBe(3);
    await expect(page.getByTestId('draw-measure')).toContainText(text.length);

    // Undo takes the line away, redo brings it back; Ctrl+Z and Ctrl+Shift+Z do the same.
    await page.getByRole('button', { name: text.undo }).click();
    await expect(geometryField(page)).toHaveValue('');
    await page.getByRole('button', { name: text.redo }).click();
    await expect.poll(() => geometry(page)).toEqual(line);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await expect(geometryField(page)).toHaveValue('');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => geometry(page)).toEqual(line);
    await page.screenshot({ path: test.info().outputPath(`line-measured-${mode}.png`) });
  });

  test(`${mode}: a click on a corner keeps it, a drag moves it, Delete Point removes it and undo restores it`, async ({
    page,
  }) => {
    await openNew(page, mode);
    await page
      .getByRole('group', { name: text.types })
      .getByRole('button', { name: text.area, exact: true })
      .click();
    for (const [fx, fy] of [
      [0.35, 0.3],
      [0.65, 0.3],
      [0.65, 0.6],
      [0.35, 0.6],
    ] as const)
      await at(page, mode, fx, fy);
    await page.getByRole('button', { name: text.finish }).click();
    await expect(geometryField(page)).toHaveValue(/"Polygon"/);
    const field = await geometry(page);
    expect((field!.coordinates as Position[][])[0]).toHaveLength(5);

    await page.getByRole('button', { name: text.edit, exact: true }).click();
    const corner = (field!.coordinates as Position[][])[0]![2]!;
    const [x, y] = await screenPoint(page, corner);
    // A single click on a corner selects it: the field keeps its four corners (it used to lose one).
    await page.mouse.click(x, y);
    await page.waitForTimeout(CLICK_GAP_MS);
    expect(await geometry(page)).toEqual(field);
    await expect(page.getByRole('button', { name: text.deleteVertex })).toBeEnabled();
    await page.screenshot({ path: test.info().outputPath(`corner-selected-${mode}.png`) });

    // A drag moves it.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 15, y + 10, { steps: 4 });
    await page.mouse.move(x + 30, y + 20, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => JSON.stringify(await geometry(page))).not.toBe(JSON.stringify(field));
    const moved = await geometry(page);
    const ring = (moved!.coordinates as Position[][])[0]!;
    expect(ring).toHaveLength(5);
    expect(ring[2]![0]).toBeGreaterThan(corner[0]!);

    // Deleting is explicit; undo brings the corner back, redo takes it again.
    await page.getByRole('button', { name: text.deleteVertex }).click();
    await expect.poll(async () => ((await geometry(page))!.coordinates as Position[][])[0]!.length).toBe(4);
    await page.getByRole('button', { name: text.undo }).click();
    await expect.poll(() => geometry(page)).toEqual(moved);
    await page.getByRole('button', { name: text.undo }).click();
    await expect.poll(() => geometry(page)).toEqual(field);
    await page.getByRole('button', { name: text.redo }).click();
    await expect.poll(() => geometry(page)).toEqual(moved);
  });

  test(`${mode}: saving a place with nothing drawn asks first`, async ({ page, request }) => {
    await openNew(page, mode);
    const name = unique('E2E Tanpa Lokasi ');
    await page.locator('#map-name').fill(name);
    await page.getByRole('button', { name: text.save, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: text.noGeometry });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`empty-save-${mode}.png`) });
    await dialog.getByRole('button', { name: text.back }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/maps\/create$/);

    // An unfinished line is named too, and "finish" keeps its points.
    await page
      .getByRole('group', { name: text.types })
      .getByRole('button', { name: text.line, exact: true })
      .click();
    await at(page, mode, 0.3, 0.5);
    await at(page, mode, 0.6, 0.5);
    await page.getByRole('button', { name: text.save, exact: true }).click();
    const unfinished = page.getByRole('alertdialog');
    await expect(unfinished).toContainText('2');
    await unfinished.getByRole('button').last().click();
    await expect(geometryField(page)).toHaveValue(/"LineString"/);

    // Saved without a location only when the user says so.
    await page.getByRole('button', { name: text.undo }).click();
    await expect(geometryField(page)).toHaveValue('');
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.saveAnyway }).click();
    await expect(page.getByText(text.created)).toBeVisible();
    const list = await apiCall<{ data: { id: number }[] }>(
      request,
      token,
      'GET',
      `/api/admin/maps?search=${encodeURIComponent(name)}`,
    );
    expect(list.data).toHaveLength(1);
    created.push(list.data[0]!.id);
  });
}

/** About 110 m a side at the village's latitude: a neighbour's field with a middle corner on its east side. */
function neighbourField(west: number, south: number): Position[] {
  const d = 0.001;
  return [
    [west, south],
    [west + d, south],
    [west + d, south + d / 2],
    [west + d, south + d],
    [west, south + d],
    [west, south],
  ];
}

test('a field drawn beside a neighbour snaps onto its corner and traces its edge, sharing every vertex', async ({
  page,
  request,
}) => {
  const settings = await apiCall<{ map_center_lat: number | null; map_center_lng: number | null }>(
    request,
    token,
    'GET',
    '/api/public/settings',
  );
  // Beside the start view's centre, so the field is on screen once zoomed in around it.
  const [lng, lat] = [settings.map_center_lng ?? 112.23307, settings.map_center_lat ?? -7.546839];
  const neighbour = await apiCall<{ id: number }>(request, token, 'POST', '/api/admin/maps', {
    name: unique('E2E Sawah Tetangga '),
    geometry: { type: 'Polygon', coordinates: [neighbourField(lng + 0.002, lat + 0.002)] },
  });
  created.push(neighbour.id);
  // The corners as the editor reads them: the public answer, the one every screen shares (six decimals).
  const categories = await apiCall<{ maps: { id: number; geometry: { coordinates: Position[][] } }[] }[]>(
    request,
    token,
    'GET',
    '/api/public/categories',
  );
  const ring = categories.flatMap((category) => category.maps).find((place) => place.id === neighbour.id)!
    .geometry.coordinates[0]!;
  const mode = 'standar';
  await openNew(page, mode);
  // Bring the neighbour to the map's middle and zoom in around it until its side is over 150 px long,
  // clear of the tools on the map and of the status bar along its bottom.
  for (let step = 0; step < 12; step++) {
    const b = await box(page, mode);
    const [cx, cy] = [b.x + b.width / 2, b.y + b.height * 0.4];
    const [x, y] = await screenPoint(page, ring[2]!);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move((x + cx) / 2, (y + cy) / 2, { steps: 3 });
    await page.mouse.move(cx, cy, { steps: 3 });
    await page.mouse.up();
    await page.waitForTimeout(300);
    const [sx] = await screenPoint(page, ring[0]!);
    const [ex] = await screenPoint(page, ring[2]!);
    if (ex - sx > 150) break;
    await page.mouse.wheel(0, -300);
    await page.waitForTimeout(500);
  }
  await page
    .getByRole('group', { name: TEXT[mode].types })
    .getByRole('button', { name: TEXT[mode].area, exact: true })
    .click();
  const near = async (corner: Position, dx: number, dy: number) => {
    const [x, y] = await screenPoint(page, corner);
    await page.mouse.move(x + dx - 3, y + dy);
    await page.mouse.move(x + dx, y + dy);
    return [x + dx, y + dy] as const;
  };
  // 6 px east of the neighbour's south-east corner: the cue shows, the click lands on the corner.
  const [x1, y1] = await near(ring[1]!, 6, 0);
  await page.screenshot({ path: test.info().outputPath('snap-cue.png') });
  await page.mouse.click(x1, y1);
  await page.waitForTimeout(CLICK_GAP_MS);
  await page.getByRole('button', { name: TEXT[mode].trace }).click();
  // 6 px east of its north-east corner: with "Follow edge" on, the middle corner between comes too.
  const [x2, y2] = await near(ring[3]!, 6, 0);
  await page.mouse.click(x2, y2);
  await page.waitForTimeout(CLICK_GAP_MS);
  await page.mouse.click(x2 + 120, y2);
  await page.waitForTimeout(CLICK_GAP_MS);
  await page.mouse.click(x1 + 120, y1);
  await page.waitForTimeout(CLICK_GAP_MS);
  await page.getByRole('button', { name: TEXT[mode].finish }).click();
  await expect(geometryField(page)).toHaveValue(/"Polygon"/);
  await expect(page.getByTestId('draw-measure')).toContainText(TEXT[mode].area_);
  await page.screenshot({ path: test.info().outputPath('snap-traced.png') });
  const drawnRing = ((await geometry(page))!.coordinates as Position[][])[0]!.slice(0, -1);
  // Exactly the neighbour's numbers, in a row along the shared side (either way round the field's ring):
  // the south-east corner, the middle one, the north-east one.
  const [se, middle, ne] = [ring[1]!, ring[2]!, ring[3]!];
  const at = drawnRing.findIndex((corner) => corner[0] === se[0] && corner[1] === se[1]);
  expect(at, "the field has the neighbour's corner").toBeGreaterThanOrEqual(0);
  const after = (step: number) => drawnRing[(at + step + drawnRing.length) % drawnRing.length];
  const shared = after(1)![1] === middle[1] ? [after(1), after(2)] : [after(-1), after(-2)];
  expect(shared).toEqual([middle, ne]);
});

test.describe('on a 360 px touch phone', () => {
  test.use({ viewport: { width: 360, height: 760 }, isMobile: true, hasTouch: true });

  test('id: the tools are finger-sized and on screen; a line is drawn by taps and measured', async ({
    page,
  }) => {
    const mode = 'id';
    await openNew(page, mode);
    const types = page.getByRole('group', { name: TEXT[mode].types });
    for (const button of await types.getByRole('button').all()) {
      const size = (await button.boundingBox())!;
      expect(size.width).toBeGreaterThanOrEqual(44);
      expect(size.height).toBeGreaterThanOrEqual(44);
    }
    await types.getByRole('button', { name: TEXT[mode].line, exact: true }).tap();
    await at(page, mode, 0.35, 0.4, true);
    await at(page, mode, 0.65, 0.45, true);
    await expect(page.getByTestId('draw-measure')).toContainText(TEXT[mode].length);
    const finish = page.getByRole('button', { name: TEXT[mode].finish });
    await expect(finish).toBeInViewport();
    expect((await finish.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: test.info().outputPath('phone-line-under-way.png') });
    await finish.tap();
    await expect(geometryField(page)).toHaveValue(/"LineString"/);
    for (const name of [TEXT[mode].undo, TEXT[mode].redo, TEXT[mode].edit]) {
      expect(
        (await page.getByRole('button', { name, exact: true }).boundingBox())!.height,
      ).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: test.info().outputPath('phone-line-done.png'), fullPage: true });
  });
});
