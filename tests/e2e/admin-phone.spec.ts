// Issue 32, the back office on a phone (360 x 760, touch), in the spec's texts and in Indonesian: every admin
// screen fits the width, its main action is in sight, every control is at least 44 px, and the menu reaches
// every section ('Aktivitas' included). Each screen is kept as a picture in the test's artefacts.
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiCall, apiLogin, expectAccessible, setSessionCookies, unique } from './admin-helpers.ts';

test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 360, height: 760 }, isMobile: true, hasTouch: true });

const MODES = ['standar', 'id'] as const;
type Mode = (typeof MODES)[number];

/** The texts the test reads, per mode (the catalogues' wording). */
const TEXT: Record<Mode, { addMap: string; menu: string; sections: string[]; activity: string }> = {
  standar: {
    addMap: 'Add New Map',
    menu: 'Menu',
    sections: [
      'Dashboard',
      'Categories',
      'Maps',
      'Settings',
      'Activity',
      'Regency',
      'Reports',
      'Permissions',
      'Roles',
      'Users',
    ],
    activity: 'Activity',
  },
  id: {
    addMap: 'Tambah Peta Baru',
    menu: 'Menu',
    sections: [
      'Dasbor',
      'Kategori',
      'Peta',
      'Pengaturan',
      'Aktivitas',
      'Kabupaten',
      'Laporan warga',
      'Izin',
      'Peran',
      'Pengguna',
    ],
    activity: 'Aktivitas',
  },
};

/** Records for the edit screens, and deleted ones so that "recently deleted" and the activity list have rows. */
interface Fixtures {
  token: string;
  map: number;
  category: number;
  user: number;
  role: number;
  permission: number;
}

let fixtures: Fixtures;

async function makeFixtures(request: APIRequestContext): Promise<Fixtures> {
  const { token } = await apiLogin(request);
  const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) =>
    apiCall<T>(request, token, method, url, data);
  const square = [
    [112.25, -7.56],
    [112.252, -7.56],
    [112.252, -7.558],
    [112.25, -7.558],
    [112.25, -7.56],
  ];
  const category = await call<{ id: number }>('POST', '/api/admin/categories', {
    name: unique('E2E Ponsel '),
    color: '#0f766e',
  });
  const name = unique('E2E Balai Dusun ');
  const map = await call<{ id: number; version: number }>('POST', '/api/admin/maps', {
    name,
    category_id: category.id,
    geometry: { type: 'Polygon', coordinates: [square] },
  });
  // A second version, so the edit screen's history lists two.
  await call('PUT', `/api/admin/maps/${map.id}`, {
    name,
    category_id: category.id,
    address: 'Jl. Raya Sumberagung',
    geometry: { type: 'Polygon', coordinates: [square] },
    version: map.version,
  });
  const gone = {
    category: await call<{ id: number }>('POST', '/api/admin/categories', { name: unique('E2E Dihapus ') }),
    map: await call<{ id: number }>('POST', '/api/admin/maps', { name: unique('E2E Dihapus ') }),
    role: await call<{ id: number }>('POST', '/api/admin/roles', {
      name: unique('E2E Dihapus '),
      permission_ids: [],
    }),
    user: await call<{ id: number }>('POST', '/api/admin/users', {
      name: 'E2E Dihapus',
      username: unique('e2e.dihapus.'),
      email: `${unique('dihapus')}@example.test`,
      password: 'a-long-password',
      role_ids: [],
    }),
  };
  await call('DELETE', `/api/admin/maps/${gone.map.id}`);
  await call('DELETE', `/api/admin/categories/${gone.category.id}`);
  await call('DELETE', `/api/admin/roles/${gone.role.id}`);
  await call('DELETE', `/api/admin/users/${gone.user.id}`);
  const firstId = async (resource: string) =>
    (await call<{ data: { id: number }[] }>('GET', `/api/admin/${resource}`)).data[0]!.id;
  return {
    token,
    map: map.id,
    category: category.id,
    user: await firstId('users'),
    role: await firstId('roles'),
    permission: await firstId('permissions'),
  };
}

/** Every admin screen of the router (src/client/app/router.tsx), with ids of records that exist. */
function adminPages({ map, category, user, role, permission }: Omit<Fixtures, 'token'>): string[] {
  return [
    'dashboard',
    'maps',
    'maps/create',
    `maps/edit/${map}`,
    'maps/deleted',
    'maps/import',
    'categories',
    'categories/create',
    `categories/edit/${category}`,
    'categories/deleted',
    'users',
    'users/create',
    `users/edit/${user}`,
    'users/deleted',
    'roles',
    'roles/create',
    `roles/edit/${role}`,
    'roles/deleted',
    'permissions',
    'permissions/create',
    `permissions/edit/${permission}`,
    'activity',
    'reports',
    'regency',
    'settings',
    'account/password',
    'forbidden',
    'no-such-page',
  ];
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  fixtures = await makeFixtures(request);
  await request.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await apiCall(request, fixtures.token, 'DELETE', `/api/admin/maps/${fixtures.map}`);
  await apiCall(request, fixtures.token, 'DELETE', `/api/admin/categories/${fixtures.category}`);
  await request.dispose();
});

test('the list of screens covers every admin route of the router', () => {
  const source = readFileSync('src/client/app/router.tsx', 'utf8');
  const resources = [...source.matchAll(/resourceRoutes\(\s*'([\w-]+)'/g)].map((match) => match[1]!);
  const subPaths = [...source.matchAll(/path: '([\w/-]+)'/g)].map((match) => match[1]!);
  const pages = adminPages({ map: 1, category: 1, user: 1, role: 1, permission: 1 });
  // The public screens and the pieces every resource has (create, edit, deleted) are not admin screens.
  const notAdmin = [
    'embed',
    'print',
    'login',
    'lapor',
    'lapor/:code',
    // The regency's public page: measured on a phone in regency-villages.spec.ts.
    'kabupaten',
    'admin',
    'create',
    'edit/:id',
    'deleted',
  ];
  for (const path of [...resources, ...subPaths.filter((path) => !notAdmin.includes(path))]) {
    expect(
      pages.some((page) => page === path || page.endsWith(`/${path}`)),
      path,
    ).toBe(true);
  }
  expect(resources.length).toBeGreaterThanOrEqual(5);
});

interface Measure {
  scrollWidth: number;
  /** Visible controls under 44 x 44 px (a checkbox counts by its label, its hit area). */
  small: string[];
  /** Controls reaching past either side of the screen. */
  outside: string[];
}

/** The whole page, not only what is in the viewport: a phone scrolls down, never sideways. */
async function measure(page: Page): Promise<Measure> {
  return page.evaluate(() => {
    const small: string[] = [];
    const outside: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, [role="option"], [role="combobox"], summary',
    );
    for (const control of controls) {
      // A link inside a sentence (a field's hint, the basemap's attribution): WCAG 2.5.8 exempts it.
      const inSentence =
        control instanceof HTMLAnchorElement &&
        [...(control.parentElement?.childNodes ?? [])].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
      if (inSentence || control.closest('.map-view__attribution')) continue;
      const target =
        control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
          ? (control.closest('label') ?? control)
          : control;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      // Not drawn, or off-screen on purpose (the skip link until focused, screen-reader-only text).
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || box.bottom < 0) continue;
      const name = `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 30)}"`;
      if (box.width < 43.5 || box.height < 43.5) {
        small.push(`${name} ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5) {
        outside.push(`${name} ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, small, outside };
  });
}

/**
 * Opens a screen the way the app's own links do (the router follows the history), without loading the whole
 * app again for each of the fifty screens: the spec stays well under two minutes.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    // The screen shown until the next one has loaded: its heading is marked to be told apart.
    document.querySelector('main h1')?.setAttribute('data-left', '');
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.scrollTo(0, 0);
  }, path);
  await expect(page).toHaveURL(path);
}

/** Loaded: the heading shown, no spinner left, the drawing map (where there is one) drawn. */
async function settled(page: Page) {
  await expect(page.locator('main h1:not([data-left])').first()).toBeVisible();
  await expect(page.locator('main [role="status"] .spinner, .drawing-map--loading')).toHaveCount(0);
  await expect(page.locator('.site-header__names.is-loading')).toHaveCount(0);
}

for (const mode of MODES) {
  test(`every admin screen fits a phone, with 44 px controls (${mode})`, async ({ page, baseURL }) => {
    const text = TEXT[mode];
    await page.addInitScript((value) => localStorage.setItem('petadesa.language', value), mode);
    await setSessionCookies(page.context(), baseURL!, await apiLogin(page.request));
    const failures: string[] = [];

    // The app loads once, on a screen other than the first of the list.
    await page.goto('/admin/forbidden');
    await settled(page);
    for (const path of adminPages(fixtures)) {
      await openInApp(page, `/admin/${path}`);
      await settled(page);
      await page.screenshot({
        path: test.info().outputPath(`${mode}-${path.replaceAll('/', '_')}.png`),
        fullPage: true,
      });
      const { scrollWidth, small, outside } = await measure(page);
      if (scrollWidth > 360) failures.push(`${path}: ${scrollWidth} px wide`);
      for (const each of small) failures.push(`${path}: small ${each}`);
      for (const each of outside) failures.push(`${path}: off-screen ${each}`);
      // The screen's main action, where its header has one, is in sight as the page opens.
      const primary = page.locator('.page-header__actions .btn--primary');
      if ((await primary.count()) > 0) {
        const box = await primary.boundingBox();
        if (!box || box.x < 0 || box.x + box.width > 360 || box.y + box.height > 760) {
          failures.push(`${path}: the primary action is out of sight`);
        }
      }
    }
    expect(failures).toEqual([]);

    await openInApp(page, '/admin/maps');
    await settled(page);
    await expect(page.getByRole('link', { name: text.addMap })).toBeInViewport({ ratio: 1 });

    // The menu: one button, every section behind it, 'Aktivitas' one tap away.
    await openInApp(page, '/admin/dashboard');
    await settled(page);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const menu = nav.getByRole('button', { name: text.menu, exact: true });
    await expect(menu).toBeInViewport({ ratio: 1 });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    for (const section of text.sections) {
      await expect(nav.getByRole('link', { name: section, exact: true })).toBeInViewport({ ratio: 1 });
    }
    await expect(nav.getByRole('link', { name: text.sections[0], exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.screenshot({ path: test.info().outputPath(`${mode}-menu-open.png`) });
    const open = await measure(page);
    expect([...open.small, ...open.outside]).toEqual([]);
    await expectAccessible(page);
    await nav.getByRole('link', { name: text.activity, exact: true }).tap();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(page.getByRole('heading', { level: 1, name: text.activity })).toBeVisible();
    // A new page closes the menu.
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: text.activity, exact: true })).toBeHidden();
  });
}
