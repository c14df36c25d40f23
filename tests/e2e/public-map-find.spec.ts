// Issue 31, the public map's everyday job on a phone and a desktop, in every language mode: find a place
// (with a typo), open it from a list without hiding it, directions to a point on an area, a header that
// names the village in full, 44 px controls on the phone, and axe on each state.
import { expect, type Page, test } from '@playwright/test';
import type { PetaGeometry } from '../../src/shared/geo/types.ts';
import type { PublicCategory, PublicMap } from '../../src/shared/schemas/public.ts';
import { expectAccessible } from './admin-helpers.ts';

test.describe.configure({ timeout: 120_000 });

const MODES = ['standar', 'id', 'en'] as const;
type Mode = (typeof MODES)[number];

/** The texts the test reads, per mode (the catalogues' wording). */
const TEXT: Record<Mode, { search: string; shown: (n: number) => string; directions: string; menu: string }> =
  {
    standar: {
      search: 'Cari tempat di peta',
      shown: (n) => `${n} fitur ditampilkan`,
      directions: 'Petunjuk Arah',
      menu: 'Menu lainnya',
    },
    id: {
      search: 'Cari tempat di peta',
      shown: (n) => `${n} fitur ditampilkan`,
      directions: 'Petunjuk Arah',
      menu: 'Menu lainnya',
    },
    en: {
      search: 'Search places on the map',
      shown: (n) => `${n} features shown`,
      directions: 'Directions',
      menu: 'More',
    },
  };

const PHONE = { viewport: { width: 360, height: 760 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

async function publicData(page: Page) {
  const answer = await page.request.get('/api/public/categories');
  const categories = ((await answer.json()) as { data: PublicCategory[] }).data;
  const total = categories.reduce((sum, category) => sum + category.maps.length, 0);
  return { categories, total };
}

const isArea = (map: PublicMap) => ['Polygon', 'MultiPolygon'].includes((map.geometry as PetaGeometry)?.type);

/** A place whose name has a word long enough to be typed with a letter missing, and that word typo'd. */
function typoTarget(categories: PublicCategory[], area: boolean) {
  for (const category of categories) {
    for (const map of category.maps) {
      if (isArea(map) !== area || !map.name) continue;
      const word = map.name.split(/\s+/).find((candidate) => /^\p{L}{6,}$/u.test(candidate));
      if (!word) continue;
      // "Posyandu" -> "posandu": the third letter left out, the case changed.
      const typo = map.name.replace(word, (word.slice(0, 2) + word.slice(3)).toLowerCase());
      return { category, map, typo };
    }
  }
  throw new Error('the demo village has no place to search for');
}

const drawn = (page: Page) => page.evaluate(() => window.__petadesaMap?.featuresDrawn ?? -1);

async function openPublicMap(page: Page, mode: Mode, total: number) {
  await page.addInitScript((value) => localStorage.setItem('petadesa.language', value), mode);
  await page.goto('/');
  await expect.poll(() => drawn(page), { timeout: 45_000 }).toBe(total);
}

const counter = (page: Page) => page.locator('.pm-summary__count');
const popup = (page: Page) => page.getByTestId('feature-popup');

/** Visible controls smaller than 44 x 44 (a checkbox counts by its label, its hit area). */
async function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, [role="option"], [role="combobox"], summary',
    );
    for (const control of controls) {
      // Links inside a line of text (the basemap's attribution) are exempt, as WCAG 2.5.8 exempts them.
      if (control.closest('.map-view__attribution')) continue;
      const target =
        control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
          ? (control.closest('label') ?? control)
          : control;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      const visible =
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== 'hidden' &&
        box.bottom > 0 &&
        box.top < window.innerHeight &&
        box.right > 0 &&
        box.left < window.innerWidth &&
        // Off-screen on purpose (the skip link until focused, screen-reader-only text).
        !(box.width <= 1 && box.height <= 1);
      if (!visible) continue;
      if (box.width < 43.5 || box.height < 43.5) {
        const name =
          control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30) ?? control.tagName;
        small.push(
          `${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

async function titleIsWhole(page: Page) {
  const title = page.locator('.site-header__title');
  await expect(title).toBeVisible();
  const fit = await title.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
      ellipsis: style.textOverflow === 'ellipsis' && style.overflow !== 'visible',
      lines: Math.round(element.getBoundingClientRect().height / Number.parseFloat(style.lineHeight)),
    };
  });
  expect(fit.scrollWidth, 'the title is not cut sideways').toBeLessThanOrEqual(fit.clientWidth);
  expect(fit.scrollHeight, 'the title is not cut below').toBeLessThanOrEqual(fit.clientHeight + 1);
  expect(fit.ellipsis).toBe(false);
  expect(fit.lines).toBeLessThanOrEqual(2);
}

for (const [device, use] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use(use);

    for (const mode of MODES) {
      test(`${mode}: the search finds a place from a typo and opens it; a list entry opens without hiding`, async ({
        page,
      }) => {
        const text = TEXT[mode];
        const { categories, total } = await publicData(page);
        await openPublicMap(page, mode, total);
        await titleIsWhole(page);
        // The page is the screen's height, not a pixel more: the header's border once made it 1 px taller,
        // which cut the bottom sheet's last row of pixels.
        if (device === 'phone') {
          expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBe(
            0,
          );
        }
        await expect(counter(page)).toHaveText(text.shown(total));

        // One search over the whole map, in view without a tap.
        const search = page.getByRole('combobox', { name: text.search });
        await expect(search).toBeVisible();
        const { category, map, typo } = typoTarget(categories, false);
        await search.click();
        await search.fill(typo);
        const options = page.getByRole('listbox', { name: text.search }).getByRole('option');
        const option = options.filter({ hasText: map.name }).first();
        await expect(option).toBeVisible();
        await expect(option).toContainText(category.name);
        await expect(search).toHaveAttribute('aria-expanded', 'true');
        await page.screenshot({ path: test.info().outputPath(`search-${device}-${mode}.png`) });
        await expectAccessible(page);

        // The keyboard: arrows move the active option, Escape closes the list, Enter opens.
        if (device === 'desktop') {
          const row = await options.evaluateAll(
            (elements, name) => elements.findIndex((element) => element.textContent?.includes(name)),
            map.name,
          );
          for (let step = 0; step <= row; step++) await search.press('ArrowDown');
          await expect(search).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
          await search.press('Escape');
          await expect(search).toHaveAttribute('aria-expanded', 'false');
          await search.press('ArrowDown');
          await expect(search).toHaveAttribute('aria-expanded', 'true');
          for (let step = 0; step <= row; step++) await search.press('ArrowDown');
          await search.press('Enter');
          // The keyboard follows the place into its popup.
          await expect(popup(page)).toBeFocused();
        } else {
          await option.tap();
        }
        await expect(popup(page).getByRole('heading')).toHaveText(map.name);
        await expect(popup(page)).toContainText(category.name);
        // Opening a place shows it; it hides nothing.
        await expect(counter(page)).toHaveText(text.shown(total));
        expect(await drawn(page)).toBe(total);
        await expect(popup(page)).toBeInViewport({ ratio: 1 });
        await page.screenshot({ path: test.info().outputPath(`popup-${device}-${mode}.png`) });
        await expectAccessible(page);
        if (device === 'phone') expect(await smallControls(page)).toEqual([]);
        await popup(page).getByRole('button', { name: /popup/i }).click();
        await expect(popup(page)).toHaveCount(0);

        // An area, from the sidebar's list: the row opens it, the box stays ticked, the count stays.
        const area = categories
          .flatMap((each) => each.maps.map((place) => ({ each, place })))
          .find(({ place }) => isArea(place))!;
        const sidebar = page.locator('#public-sidebar');
        if (device === 'phone') {
          await page.locator('.site-header__sidebar-toggle').tap();
          await expect(sidebar).toBeVisible();
          // The sidebar slides in: the picture is taken once it is in place, not half way.
          await sidebar.evaluate((element) =>
            Promise.all(element.getAnimations().map((each) => each.finished)),
          );
          await page.screenshot({ path: test.info().outputPath(`sidebar-${device}-${mode}.png`) });
        }
        await sidebar
          .getByRole('button', {
            name: new RegExp(`^${area.each.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
          })
          .click();
        const row = sidebar.locator('.pm-entry').filter({ hasText: area.place.name }).first();
        await expect(row).toBeVisible();
        if (device === 'phone') {
          await expectAccessible(page);
          expect(await smallControls(page)).toEqual([]);
        }
        await row.locator('.pm-entry__open').click();
        await expect(popup(page).getByRole('heading')).toHaveText(area.place.name);
        if (device === 'phone') await expect(sidebar).toBeHidden();
        // (On the phone the sidebar is closed now: the box is read from the page, not the accessibility tree.)
        await expect(row.locator('input[type="checkbox"]')).toBeChecked();
        await expect(counter(page)).toHaveText(text.shown(total));
        expect(await drawn(page)).toBe(total);
        // Directions to a point inside the area, never to its address.
        await expect(popup(page).getByRole('link', { name: text.directions })).toHaveAttribute(
          'href',
          /destination=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/,
        );
        await expect(popup(page)).toBeInViewport({ ratio: 1 });

        // The checkbox alone hides, and hiding the open place closes its popup.
        if (device === 'phone') await page.locator('.site-header__sidebar-toggle').tap();
        await row.getByRole('checkbox').click();
        await expect(counter(page)).toHaveText(text.shown(total - 1));
        await expect(popup(page)).toHaveCount(0);
        await row.getByRole('checkbox').click();
        await expect(counter(page)).toHaveText(text.shown(total));
        if (device === 'phone') await page.locator('.pm-sidebar__close').tap();

        await page.screenshot({ path: test.info().outputPath(`map-${device}-${mode}.png`) });
        if (device === 'phone') {
          expect(await smallControls(page)).toEqual([]);
          // The secondary controls behind the header's menu.
          await page.getByRole('button', { name: text.menu }).tap();
          await expect(page.getByRole('combobox', { name: /^(Bahasa|Language)$/ })).toBeVisible();
          await titleIsWhole(page);
          expect(await smallControls(page)).toEqual([]);
          await page.screenshot({ path: test.info().outputPath(`menu-${device}-${mode}.png`) });
          await expectAccessible(page);
        }
      });
    }
  });
}

test.describe('on a short phone screen', () => {
  // A landscape phone, or a tall popup (photos, hours, a long description): it fits on neither side of
  // its place, so it becomes a sheet along the map's bottom edge, inside the screen, with a 44 px close.
  test.use({ viewport: { width: 360, height: 330 }, isMobile: true, hasTouch: true });

  test('offline, a found place whose popup fits on neither side of it opens as a bottom sheet inside the screen', async ({
    page,
  }) => {
    const { categories, total } = await publicData(page);
    await openPublicMap(page, 'standar', total);
    const { map, typo } = typoTarget(categories, false);
    // The search reads the data the page has: it answers offline as well.
    await page.context().setOffline(true);
    const search = page.getByRole('combobox', { name: TEXT.standar.search });
    await search.fill(typo);
    await page.getByRole('option').filter({ hasText: map.name }).first().tap();
    await expect(popup(page).getByRole('heading')).toHaveText(map.name);
    await expect(popup(page)).toHaveAttribute('data-placement', 'sheet');
    const box = (await popup(page).boundingBox())!;
    const mapBox = (await page.locator('.pm-map').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.width).toBeCloseTo(360, 0);
    expect(box.y + box.height).toBeCloseTo(mapBox.y + mapBox.height, 0);
    expect(box.y).toBeGreaterThanOrEqual(mapBox.y);
    const close = (await popup(page).getByRole('button', { name: 'Tutup popup' }).boundingBox())!;
    expect(close.width).toBeGreaterThanOrEqual(44);
    expect(close.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: test.info().outputPath('popup-sheet-phone.png') });
    await popup(page).getByRole('button', { name: 'Tutup popup' }).tap();
    await expect(popup(page)).toHaveCount(0);
  });
});
