// Issue 36, resident reports in the browser: a resident reports a washed-out bridge from a phone with a
// photo, gets a tracking code and sees the state change once staff verify it; the same with no signal,
// sent once the connection returns (and "waiting to send" kept over a reload); staff turn a "Tempat baru"
// report into a draft place. The form on the phone, the tracking page and the review screen are kept as
// pictures in the test's artefacts.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import sharp from 'sharp';
import { apiCall, apiLogin, signInAsAdmin } from './admin-helpers.ts';

test.describe.configure({ timeout: 180_000 });

const VILLAGE = { latitude: -7.5585, longitude: 112.2512 };

async function photoBytes(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 120, g: 90, b: 60 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMakerCorp', Model: 'Bridge Cam' } })
    .toBuffer();
}

interface AdminRow {
  id: number;
  tracking_code: string;
  status: string;
  description: string;
  version: number;
}

async function reportsByAdmin(request: APIRequestContext, token: string): Promise<AdminRow[]> {
  return (await apiCall<{ data: AdminRow[] }>(request, token, 'GET', '/api/admin/reports')).data;
}

/** Every visible control of the form is at least 44 px tall and wide enough to hit (issue 36). */
async function expectFingerSized(page: Page) {
  const controls = page.locator(
    '.report button:visible, .report input:not([type=radio]):visible, .report textarea:visible, .report__choice:visible, .report a:visible',
  );
  const count = await controls.count();
  expect(count).toBeGreaterThan(8);
  for (let i = 0; i < count; i++) {
    const box = await controls.nth(i).boundingBox();
    const label = await controls.nth(i).evaluate((element) => element.outerHTML.slice(0, 80));
    expect(box, label).not.toBeNull();
    expect(box!.height, label).toBeGreaterThanOrEqual(44);
    expect(box!.width, label).toBeGreaterThanOrEqual(44);
  }
  // Nothing wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function fillForm(page: Page, description: string, withPhoto = true) {
  await page.getByRole('button', { name: 'Pakai lokasi saya' }).click();
  await expect(page.getByTestId('report-point')).toContainText('Titik dipilih');
  await page.getByRole('radio', { name: 'Jalan rusak' }).check();
  await page.getByLabel('Uraian').fill(description);
  if (withPhoto) {
    await page
      .getByLabel('Foto (paling banyak 3)')
      .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await photoBytes() });
  }
  await page.getByLabel('Nama (tidak wajib, hanya petugas yang melihat)').fill('Pak Warga');
}

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 360, height: 760 },
    isMobile: true,
    hasTouch: true,
    geolocation: VILLAGE,
    permissions: ['geolocation'],
  });

  test('a resident reports a washed-out bridge with a photo and follows it to "verified"', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await page.getByTestId('report-link').click();
    await expect(page).toHaveURL(/\/lapor$/);
    // Bahasa Indonesia in the default mode.
    await expect(page.getByRole('heading', { name: 'Laporan warga' })).toBeVisible();
    const description = `Jembatan bambu hanyut terbawa banjir ${Date.now()}`;
    await fillForm(page, description);
    // A tap on the map chooses the point too.
    const map = page.locator('.report__map');
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + 20, box.y + box.height / 2 + 10);
    await expect(page.getByTestId('report-point')).toContainText('Titik dipilih');
    await expectFingerSized(page);
    await page.screenshot({ path: test.info().outputPath('report-form-phone.png'), fullPage: true });

    // The slow-phone profile: the CPU four times slower. The proof of work's cost is measured under it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = Date.now();
    await page.getByRole('button', { name: 'Kirim laporan' }).click();
    await expect(page).toHaveURL(/\/lapor\/[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/, { timeout: 60_000 });
    const submitMs = Date.now() - started;
    const solveMs = await page.evaluate(() => (globalThis as { __reportSolveMs?: number }).__reportSolveMs);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    console.log(`slow phone (CPU x4): proof of work ${solveMs} ms, whole submission ${submitMs} ms`);
    expect(solveMs).toBeLessThanOrEqual(2000);

    const code = (await page.getByTestId('tracking-code').textContent())!.trim();
    await expect(page.getByRole('heading', { name: 'Laporan terkirim' })).toBeVisible();
    await expect(page.getByTestId('report-state')).toHaveText('Baru');
    await page.screenshot({ path: test.info().outputPath('report-tracking-phone.png'), fullPage: true });

    const { token } = await apiLogin(request);
    const row = (await reportsByAdmin(request, token)).find((r) => r.tracking_code === code)!;
    expect(row.description).toBe(description);
    await apiCall(request, token, 'PUT', `/api/admin/reports/${row.id}`, { status: 'diverifikasi' });
    await page.reload();
    await expect(page.getByTestId('report-state')).toHaveText('Diverifikasi');
    await expect(page.getByTestId('report-status')).toContainText('Baru');
    await page.screenshot({ path: test.info().outputPath('report-tracking-verified.png'), fullPage: true });

    // Verified and publik: on the public map's own reports layer, without the reporter's name.
    await page.goto('/');
    await page.getByTestId('report-layer-toggle').click();
    const marker = page.getByTestId('report-marker');
    await expect(marker.first()).toBeVisible();
    await marker.first().click();
    const card = page.getByRole('dialog', { name: 'Jalan rusak' });
    await expect(card).toContainText(description);
    await expect(card).not.toContainText('Pak Warga');
    await page.screenshot({ path: test.info().outputPath('public-map-reports-layer.png') });
  });

  test('with no signal the report waits on the phone, over a reload, and is sent once when it returns', async ({
    page,
    context,
    request,
  }) => {
    await page.goto('/lapor');
    await expect(page.getByRole('radio', { name: 'Jalan rusak' })).toBeVisible();
    const description = `Jembatan putus, dikirim tanpa sinyal ${Date.now()}`;
    await fillForm(page, description);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Kirim laporan' }).click();
    await expect(page.getByTestId('report-waiting')).toContainText('Menunggu dikirim');
    await page.screenshot({ path: test.info().outputPath('report-waiting-phone.png'), fullPage: true });

    // The signal comes back weakly: the page loads, but the report cannot get through yet.
    await page.route('**/api/public/reports', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByTestId('report-waiting')).toContainText('Jalan rusak');

    // Now it gets through: sent once, and the page shows its tracking code.
    await page.unroute('**/api/public/reports');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page).toHaveURL(/\/lapor\/[2-9A-Z]{4}-/, { timeout: 60_000 });
    await expect(page.getByTestId('report-state')).toHaveText('Baru');
    const solveMs = await page.evaluate(() => (globalThis as { __reportSolveMs?: number }).__reportSolveMs);
    console.log(`phone profile without CPU throttling: proof of work ${solveMs} ms`);
    const { token } = await apiLogin(request);
    const rows = (await reportsByAdmin(request, token)).filter((r) => r.description === description);
    expect(rows).toHaveLength(1);
    await page.goto('/lapor');
    await expect(page.getByTestId('report-waiting')).toHaveCount(0);
  });
});

test('staff turn a "Tempat baru" report into a draft place, blurring its photo first', async ({
  page,
  request,
  baseURL,
}) => {
  // A resident's report, sent as the form sends it (the challenge solved by altcha-lib here).
  const challenge = (await (await request.get('/api/public/reports/challenge')).json()).data;
  const solution = await solveChallenge({ challenge, deriveKey });
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const description = `Warung Bu Sri baru buka ${Date.now()}`;
  const sent = await request.post('/api/public/reports', {
    multipart: {
      kind: '2',
      description,
      latitude: String(VILLAGE.latitude),
      longitude: String(VILLAGE.longitude),
      privacy: 'publik',
      name: 'Sri',
      altcha,
      photos: { name: 'warung.jpg', mimeType: 'image/jpeg', buffer: await photoBytes() },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const code = (await sent.json()).data.tracking_code as string;

  await signInAsAdmin(page, request, baseURL!);
  await page.goto('/admin/reports');
  await page.getByRole('button', { name: code }).click();
  const panel = page.getByTestId('report-panel');
  await expect(panel).toContainText(description);
  await expect(panel).toContainText('Sri');

  // A rectangle dragged over the photo, blurred.
  const frame = panel.getByTestId('blur-frame');
  await frame.scrollIntoViewIfNeeded();
  // Served to staff only (the report is not verified, its photo not released).
  await expect
    .poll(() => frame.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(320);
  const before = await frame.locator('img').getAttribute('src');
  const box = (await frame.boundingBox())!;
  await page.mouse.move(box.x + 10, box.y + 10);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await panel.getByRole('button', { name: 'Blur the area' }).click();
  await expect(frame.locator('img')).not.toHaveAttribute('src', before!);

  await panel.getByRole('button', { name: 'Move to: Diverifikasi' }).click();
  await expect(panel).toContainText('Diverifikasi · ');
  await page.screenshot({ path: test.info().outputPath('reports-review-screen.png'), fullPage: true });
  await panel.getByRole('button', { name: 'Make a draft place' }).click();
  await panel.getByRole('link', { name: 'Open the draft place' }).click();
  await expect(page).toHaveURL(/\/admin\/maps\/edit\/\d+$/);
  await expect(page.getByLabel('Name', { exact: false }).first()).toHaveValue(/Warung Bu Sri baru buka/);
});

test('a "Data salah" report opens beside the place it corrects; the village sets the days each kind allows', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await signInAsAdmin(page, request, baseURL!);
  // A place on the map, and a resident's word that its name is wrong, 20 m away.
  const name = `Posyandu Kenanga ${Date.now()}`;
  const place = await apiCall<{ id: number }>(request, token, 'POST', '/api/admin/maps', {
    name,
    latitude: VILLAGE.latitude + 0.0002,
    longitude: VILLAGE.longitude + 0.3,
  });
  const challenge = (await (await request.get('/api/public/reports/challenge')).json()).data;
  const solution = await solveChallenge({ challenge, deriveKey });
  const description = `Namanya salah, seharusnya ${name} II`;
  const sent = await request.post('/api/public/reports', {
    multipart: {
      kind: '3',
      description,
      latitude: String(VILLAGE.latitude),
      longitude: String(VILLAGE.longitude + 0.3),
      privacy: 'anonim',
      altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const code = (await sent.json()).data.tracking_code as string;

  await page.goto('/admin/reports');
  await page.getByRole('button', { name: code }).click();
  const panel = page.getByTestId('report-panel');
  await panel.getByRole('button', { name: 'Move to: Diverifikasi' }).click();
  await expect(panel.getByRole('radio', { name: new RegExp(name) })).toBeChecked();
  await panel.getByRole('button', { name: 'Open this place beside the report' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/maps/edit/${place.id}\\?report=\\d+$`));
  await expect(page.getByTestId('report-beside')).toContainText(description);
  await expect(page.getByLabel('Name', { exact: false }).first()).toHaveValue(name);
  await page.screenshot({ path: test.info().outputPath('reports-data-salah-beside.png'), fullPage: true });

  // The days a kind allows, set on the same screen.
  await page.goto('/admin/reports');
  const days = page.getByLabel('Data salah', { exact: true });
  await days.fill('5');
  await days.locator('xpath=ancestor::li').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('"Data salah" now allows 5 days.')).toBeVisible();
  const kinds = (await (await request.get('/api/public/reports/kinds')).json()).data as {
    name: string;
    due_days: number;
  }[];
  expect(kinds.find((kind) => kind.name === 'Data salah')!.due_days).toBe(5);
});

test('the form and the tracking page speak each language mode', async ({ page }) => {
  const modes = [
    {
      mode: 'standar',
      heading: 'Laporan warga',
      send: 'Kirim laporan',
      missing: 'Laporan dengan kode itu tidak ditemukan.',
    },
    {
      mode: 'id',
      heading: 'Laporan warga',
      send: 'Kirim laporan',
      missing: 'Laporan dengan kode itu tidak ditemukan.',
    },
    { mode: 'en', heading: 'Resident report', send: 'Send report', missing: 'No report has that code.' },
  ];
  for (const { mode, heading, send, missing } of modes) {
    await page.goto('/lapor');
    await page.evaluate((value) => localStorage.setItem('petadesa.language', value), mode);
    await page.reload();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: send })).toBeVisible();
    await page.goto('/lapor/AAAA-BBBB-CCCC');
    await expect(page.getByRole('alert')).toHaveText(missing, { timeout: 30_000 });
  }
});
