import { expect, test } from '@playwright/test';
import { encode } from 'uqr';
import type { PublicCategory } from '../../src/shared/schemas/public.ts';

// Sharing a place (issue 22): the system share sheet where the browser has one, and a QR code of the
// place's link to print.

test('a place is shared through the system sheet, or as a printable QR code of its link', async ({
  page,
  request,
}) => {
  const categories = (
    (await (await request.get('/api/public/categories')).json()) as { data: PublicCategory[] }
  ).data;
  const place = categories.flatMap((category) => category.maps).find((map) => map.slug)!;
  // This Chromium has no share sheet on Linux: stand one in, and keep what it was handed.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { shared: ShareData[] }).shared = shared;
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
  });
  await page.goto(`/?place=${encodeURIComponent(place.slug)}`);
  const popup = page.getByTestId('feature-popup');
  await expect(popup.getByRole('heading')).toHaveText(place.name, { timeout: 30_000 });
  const link = new URL(`/?place=${encodeURIComponent(place.slug)}`, page.url()).href;

  await popup.getByRole('button', { name: 'Bagikan' }).click();
  await page.getByRole('menuitem', { name: 'Bagikan...' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title: place.name, url: link }]);

  // The menu closed and gave the focus back to its button before it is opened again: CI once lost this
  // second opening (the menu never showed within 90 s) and no run here repeated it, even at a 20x slower
  // CPU. A person opens it again when a tap is lost; so does the test, once the menu is surely closed.
  const share = popup.getByRole('button', { name: 'Bagikan' });
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(share).toBeFocused();
  await expect(async () => {
    if ((await page.getByRole('menu').count()) === 0) await share.click();
    await expect(page.getByRole('menuitem', { name: 'Kode QR' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('menuitem', { name: 'Kode QR' }).click();
  const dialog = page.getByTestId('place-qr');
  await expect(dialog.getByRole('heading')).toHaveText(place.name);
  await expect(dialog.getByText(link)).toBeVisible();
  // The code drawn is the code of the link: the same modules uqr makes of it here.
  const { data } = encode(link, { ecc: 'M', border: 2 });
  const dark = data.flatMap((row, y) => row.flatMap((on, x) => (on ? [`M${x} ${y}h1v1h-1z`] : []))).join('');
  await expect(dialog.locator('svg.pm-qr__code path')).toHaveAttribute('d', dark);
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await expect(dialog).toHaveCount(0);
});
