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

test('the session cookies are written by the server: Strict, for the session only', async ({ page }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const cookies = (await page.context().cookies()).filter((cookie) =>
    ['token', 'user', 'permissions'].includes(cookie.name),
  );
  expect(cookies.map((cookie) => cookie.name).sort()).toEqual(['permissions', 'token', 'user']);
  const week = Date.now() / 1000 + 7 * 24 * 3600 + 60;
  for (const cookie of cookies) {
    expect(cookie.sameSite).toBe('Strict');
    expect(cookie.httpOnly).toBe(false);
    expect(cookie.expires).toBeLessThanOrEqual(week);
  }
});

test('every signed-in user changes their own password from the header', async ({ page, request }) => {
  const admin = await (await request.post('/api/login', { data: ADMIN })).json();
  const username = `kader${Math.random().toString(36).slice(2, 8)}`;
  const created = await request.post('/api/admin/users', {
    headers: { Authorization: `Bearer ${admin.data.token}` },
    data: {
      name: 'Kader Posyandu',
      username,
      email: `${username}@desa.test`,
      password: 'bibit-padi-2026',
      role_ids: [],
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('bibit-padi-2026');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/admin\/account\/password$/);
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await page.getByLabel('Current Password').fill('salah-sandi-1');
  await page.getByLabel('New Password', { exact: true }).fill('panen-raya-2027');
  await page.getByLabel('Confirm New Password').fill('panen-raya-2027');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('The current password is not right.')).toBeVisible();

  await page.getByLabel('Current Password').fill('bibit-padi-2026');
  await page.getByLabel('Confirm New Password').fill('panen-raya-2028');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('The new password and its confirmation do not match.')).toBeVisible();

  await page.getByLabel('Confirm New Password').fill('panen-raya-2027');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The toast may sit over the header's Logout button, and a pointer resting on a toast keeps it open:
  // let it go first.
  await expect(page.getByText('Password changed successfully!')).toBeHidden({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('panen-raya-2027');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
