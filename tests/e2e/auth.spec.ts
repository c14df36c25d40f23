import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

const ADMIN = { username: 'admin', password: 'admin-e2e-password' };

interface DashboardStats {
  categories_count: number;
  maps_count: number;
  active_maps_count: number;
  inactive_maps_count: number;
}

async function signIn(page: Page, password = ADMIN.password) {
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

async function tokenCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'token');
  expect(cookie, 'the session token cookie').toBeDefined();
  return decodeURIComponent(cookie!.value);
}

async function dashboardFromApi(request: APIRequestContext, token: string) {
  const response = await request.get('/api/admin/dashboard', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return {
    status: response.status(),
    body: response.ok() ? ((await response.json()) as { data: DashboardStats }) : null,
  };
}

function statValue(page: Page, label: string) {
  return page.getByRole('article', { name: label }).getByTestId('stat-value');
}

test('signing in, the dashboard, the admin menu and signing out', async ({ page, request }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Masuk ke Sistem' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await signIn(page, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Username atau password salah');
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  const token = await tokenCookie(page);
  const api = await dashboardFromApi(request, token);
  expect(api.status).toBe(200);
  const stats = api.body!.data;
  await expect(statValue(page, 'Total Kategori')).toHaveText(String(stats.categories_count));
  await expect(statValue(page, 'Total Layer Maps')).toHaveText(String(stats.maps_count));
  await expect(statValue(page, 'Maps Aktif')).toHaveText(String(stats.active_maps_count));
  await expect(statValue(page, 'Maps Tidak Aktif')).toHaveText(String(stats.inactive_maps_count));
  const percentage =
    stats.maps_count > 0 ? Math.round((stats.active_maps_count / stats.maps_count) * 100) : 0;
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percentage));
  await expect(
    page.getByText(`Ada ${stats.maps_count} layer peta; ${stats.active_maps_count} aktif (${percentage}%).`),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Dashboard - /);

  // The Users Management menu works from the keyboard alone.
  const menuButton = page.getByRole('button', { name: 'Users Management' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Permissions', 'Roles', 'Users']);
  expect((await menu.boundingBox())!.width).toBeGreaterThanOrEqual(192);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Permissions' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Roles' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/roles$/);
  await expect(menuButton).toHaveClass(/is-active/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('token');
  // The server forgot the session too.
  expect((await dashboardFromApi(request, token)).status).toBe(401);

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('empty fields show the server field errors under the fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a session the server no longer knows ends with a trip to /login', async ({ page, baseURL }) => {
  await page.context().addCookies([
    { name: 'token', value: 'expired.token', url: baseURL! },
    { name: 'user', value: encodeURIComponent('{"name":"Old","username":"old"}'), url: baseURL! },
    { name: 'permissions', value: encodeURIComponent('{}'), url: baseURL! },
  ]);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Gagal memuat data dashboard')).toHaveCount(0);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('token');
});

test('unknown pages get a friendly 404', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(/ - Sistem Informasi Geografis /);
});
