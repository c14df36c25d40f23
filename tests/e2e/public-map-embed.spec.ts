import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signInAsAdmin } from './admin-helpers.ts';

// Embed (issue 31, decision 0032): /embed is the public map alone, which another site may frame; /admin
// (like every other page) may be framed by none. The settings screen gives the <iframe> code to copy.

const drawn = (page: Page) => page.evaluate(() => window.__petadesaMap?.featuresDrawn ?? -1);

/** Another site: a page on a second port (another origin) that frames two pages of ours. */
async function otherSite(target: string): Promise<{ url: string; server: Server }> {
  const html = `<!doctype html><html lang="id"><head><title>Web Desa</title></head><body>
<h1>Web Desa</h1>
<iframe id="embed" title="Peta" src="${target}/embed" width="600" height="420"></iframe>
<iframe id="admin" title="Admin" src="${target}/admin" width="600" height="200"></iframe>
</body></html>`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

test('another site may frame /embed (it loads) but not /admin (the browser refuses it)', async ({
  page,
  baseURL,
}) => {
  const site = await otherSite(baseURL!);
  try {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|Refused to (display|frame)/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(site.url);
    const embed = page.frameLocator('#embed');
    await expect(embed.getByTestId('embed-open-full')).toBeVisible({ timeout: 30_000 });
    await expect(embed.locator('.pm-map')).toBeVisible();
    // The framed /admin never runs our app: the browser shows its own error page in its place.
    const admin = await (await page.locator('#admin').elementHandle())!.contentFrame();
    await expect
      .poll(async () =>
        admin!.url().startsWith('chrome-error:')
          ? 'refused'
          : await admin!
              .evaluate(() => (document.getElementById('root') ? 'our app' : 'empty'))
              .catch(() => '?'),
      )
      .toBe('refused');
    expect(refused.join('\n')).toMatch(/frame-ancestors/);
    await page.screenshot({ path: test.info().outputPath('embed-framed.png') });
  } finally {
    site.server.close();
  }
});

for (const profile of [
  { name: 'phone', viewport: { width: 360, height: 760 }, hasTouch: true, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
]) {
  test.describe(profile.name, () => {
    test.use({ viewport: profile.viewport, hasTouch: profile.hasTouch, isMobile: profile.isMobile });

    test('/embed is the map alone, with the full map a new tab away, and passes axe', async ({
      page,
      request,
    }) => {
      const total = (
        (await (await request.get('/api/public/categories')).json()) as { data: { maps: unknown[] }[] }
      ).data.reduce((sum, category) => sum + category.maps.length, 0);
      await page.goto('/embed');
      await expect.poll(() => drawn(page), { timeout: 30_000 }).toBe(total);
      // None of the site's header: no sign-in, no admin links, no language menu.
      await expect(page.locator('.site-header')).toHaveCount(0);
      await expect(page.locator('a[href^="/login"], a[href^="/admin"]')).toHaveCount(0);
      // Nor a link the frame would follow to a page that may not be framed (the print page is one).
      const sameSiteLinks = await page
        .locator('a[href^="/"]:not([target="_blank"]):not([download])')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(sameSiteLinks).toEqual([]);
      const full = page.getByTestId('embed-open-full');
      await expect(full).toHaveText('Buka peta lengkap');
      await expect(full).toHaveAttribute('target', '_blank');
      await expect(full).toHaveAttribute('href', '/');
      for (const control of [full, page.getByRole('button', { name: 'Tampilkan kategori' })]) {
        if (!(await control.isVisible())) continue;
        const box = (await control.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(44);
      }
      // The village's name, whole (two lines at most on a phone), beside the controls.
      const title = page.locator('.embed-bar__title');
      await expect(title).not.toBeEmpty();
      expect(
        await title.evaluate(
          (element) =>
            element.scrollHeight <= element.clientHeight + 1 &&
            element.scrollWidth <= element.clientWidth + 1,
        ),
      ).toBe(true);
      await expect(title).toHaveText(/^Desa /);
      expect((await title.boundingBox())!.width).toBeGreaterThan(150);
      await page.screenshot({ path: test.info().outputPath(`embed-${profile.name}.png`) });
      await expectAccessible(page);

      // A link to one place opens it, and the full map's link names it.
      const places = (
        (await (await request.get('/api/public/categories')).json()) as {
          data: { maps: { name: string; slug: string }[] }[];
        }
      ).data.flatMap((category) => category.maps);
      const place = places.find((p) => p.slug)!;
      await page.goto(`/embed?place=${encodeURIComponent(place.slug)}`);
      await expect(page.getByTestId('feature-popup').getByRole('heading')).toHaveText(place.name, {
        timeout: 30_000,
      });
      await expect(full).toHaveAttribute('href', `/?place=${encodeURIComponent(place.slug)}`);
      await page.screenshot({ path: test.info().outputPath(`embed-place-${profile.name}.png`) });
      const [tab] = await Promise.all([page.context().waitForEvent('page'), full.click()]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe('/');
      await tab.close();
    });
  });
}

test('the settings screen gives the <iframe> code of this village’s /embed to copy', async ({
  page,
  request,
  baseURL,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsAdmin(page, request, baseURL!);
  await page.goto('/admin/settings');
  const code = page.getByTestId('embed-code');
  await expect(code).toHaveValue(new RegExp(`^<iframe src="${baseURL}/embed" title="Peta `));
  await page.getByRole('button', { name: 'Salin kode' }).click();
  await expect(page.getByTestId('embed-copy-status')).toHaveText('Kode disalin.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());
  await page.locator('.embed-snippet').screenshot({
    path: test.info().outputPath('embed-code.png'),
    style: '.site-header { position: static !important; }',
  });
});

const MODES = {
  standar: {
    open: 'Buka peta lengkap',
    missing: 'Tempat yang ditautkan tidak ada (mungkin sudah dihapus). Peta ditampilkan seluruhnya.',
  },
  id: {
    open: 'Buka peta lengkap',
    missing: 'Tempat yang ditautkan tidak ada (mungkin sudah dihapus). Peta ditampilkan seluruhnya.',
  },
  en: {
    open: 'Open the full map',
    missing: 'The linked place does not exist (it may have been removed). Showing the whole map.',
  },
} as const;

for (const [mode, texts] of Object.entries(MODES)) {
  test(`/embed speaks the ${mode} mode, and a link to nothing there says so quietly`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    await page.addInitScript((value) => localStorage.setItem('petadesa.language', value), mode);
    await page.goto('/embed?place=tidak-ada-tempat-ini');
    await expect(page.getByTestId('map-note')).toHaveText(texts.missing, { timeout: 30_000 });
    await expect(page.getByTestId('embed-open-full')).toHaveAccessibleName(texts.open);
    await expect(page.getByTestId('embed-open-full')).toHaveAttribute('href', '/?place=tidak-ada-tempat-ini');
    await page.screenshot({ path: test.info().outputPath(`embed-missing-${mode}.png`) });
    await expectAccessible(page);
  });
}
