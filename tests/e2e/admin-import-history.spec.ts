import { expect, test } from '@playwright/test';
import { apiCall, apiLogin, setSessionCookies, UNSTICK, unique } from './admin-helpers.ts';

/**
 * Issue 32: "look in 'Aktivitas' for the 6 places imported this morning". An import is history: the
 * activity screen says in words what the import did, lists each place it created, and each place's
 * "Riwayat" starts with its creation. On a desktop in the spec's texts and on a 360 px touch phone in
 * Bahasa Indonesia.
 */

// Six edit screens, each with a drawing map under software WebGL.
test.describe.configure({ timeout: 180_000 });

const PLACES = ['Masjid', 'Balai Desa', 'Posyandu', 'Sekolah', 'Pasar', 'Lapangan'];

function kml(names: string[]): Buffer {
  const placemarks = names
    .map(
      (name, i) =>
        `<Placemark><name>${name}</name><Point><coordinates>${112.23 + i / 1000},-7.546</coordinates></Point></Placemark>`,
    )
    .join('');
  const broken =
    '<Placemark><name>Rusak</name><Point><coordinates>512.2,-97.5</coordinates></Point></Placemark>';
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${placemarks}${broken}</Document></kml>`,
  );
}

const PROFILES = [
  {
    name: 'a desktop, in the standard texts',
    use: { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
    mode: 'standar',
    texts: {
      title: 'Activity',
      imported: 'Imported',
      created: 'Created',
      summary: (file: string, category: string) => `Imported ${file} into ${category}: 6 created, 1 skipped`,
    },
  },
  {
    name: 'a 360 px touch phone, in Bahasa Indonesia',
    use: { viewport: { width: 360, height: 760 }, hasTouch: true, isMobile: true },
    mode: 'id',
    texts: {
      title: 'Aktivitas',
      imported: 'Diimpor',
      created: 'Dibuat',
      summary: (file: string, category: string) => `Mengimpor 6 peta dari ${file} ke ${category}; 1 dilewati`,
    },
  },
] as const;

for (const profile of PROFILES) {
  test.describe(`on ${profile.name}`, () => {
    test.use(profile.use);

    test("an import shows in Aktivitas and in each place's Riwayat", async ({ page, request, baseURL }) => {
      const login = await apiLogin(request);
      await setSessionCookies(page.context(), baseURL!, login);
      await page.addInitScript((value) => localStorage.setItem('petadesa.language', value), profile.mode);
      await page.route(/tile\.openstreetmap\.org|\{s\}|\/\d+\/\d+\/\d+\.png/, (route) => route.abort());
      const token = login.token;
      const category = await apiCall<{ id: number; name: string }>(
        request,
        token,
        'POST',
        '/api/admin/categories',
        { name: unique('Fasilitas ') },
      );
      const file = `${unique('desa-')}.kml`;
      const names = PLACES.map((place) => unique(`${place} `));
      const imported = await request.post('/api/admin/maps/import', {
        headers: { Authorization: `Bearer ${token}` },
        multipart: {
          category_id: String(category.id),
          file: { name: file, mimeType: 'application/vnd.google-earth.kml+xml', buffer: kml(names) },
        },
      });
      expect(imported.status(), await imported.text()).toBe(201);
      const ids = ((await imported.json()).data as { ids: number[] }).ids;
      expect(ids).toHaveLength(6);
      try {
        // Newest first: the import, then its places, the last one stored first.
        await page.goto('/admin/activity');
        await expect(page.getByRole('heading', { name: profile.texts.title, level: 1 })).toBeVisible();
        const lines = page.locator('table.data-table tbody tr');
        const importLine = lines.first();
        await expect(importLine).toContainText(profile.texts.summary(file, category.name));
        await expect(importLine).toContainText(profile.texts.imported);
        await expect(importLine).toContainText(file);
        await expect(importLine).toContainText(login.username);
        // The sentence is long; the name beside it stays whole (it was squeezed to 'admi / n').
        const who = importLine.getByText(login.username, { exact: true });
        expect(
          await who.evaluate(
            (element) =>
              element.getBoundingClientRect().height <
              1.5 * Number.parseFloat(getComputedStyle(element).lineHeight),
          ),
        ).toBe(true);
        for (const [i, name] of [...names].reverse().entries()) {
          const line = lines.nth(i + 1);
          await expect(line).toContainText(name);
          await expect(line).toContainText(profile.texts.created);
        }
        // Nothing is cut or off-screen on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          profile.use.viewport.width,
        );
        await page.screenshot({
          path: test.info().outputPath('activity.png'),
          fullPage: true,
          style: UNSTICK,
        });

        // Each place's record links to its Riwayat, which holds its creation by the importer.
        const history = page.getByRole('region', { name: 'Riwayat' });
        const created = async () => {
          const entries = history.getByRole('listitem');
          await expect(entries).toHaveCount(1);
          await expect(entries.first()).toContainText(profile.texts.created);
          await expect(entries.first()).toContainText(login.username);
        };
        await lines
          .nth(1)
          .getByRole('link', { name: names.at(-1)! })
          .click();
        await expect(page).toHaveURL(new RegExp(`/admin/maps/edit/${ids.at(-1)}#history$`));
        await created();
        await history.screenshot({ path: test.info().outputPath('riwayat.png'), style: UNSTICK });
        for (const id of ids.slice(0, -1)) {
          await page.goto(`/admin/maps/edit/${id}#history`);
          await created();
        }
      } finally {
        for (const id of ids) await apiCall(request, token, 'DELETE', `/api/admin/maps/${id}`);
        await apiCall(request, token, 'DELETE', `/api/admin/categories/${category.id}`);
      }
    });
  });
}
