import { expect, type Page, test } from '@playwright/test';
import type { PublicCategory } from '../../src/shared/schemas/public.ts';
import { apiCall, apiLogin, expectAccessible, signInAsAdmin, unique } from './admin-helpers.ts';

// The public map draws with software WebGL.
test.describe.configure({ timeout: 90_000 });

/** Indonesian words of the public map that must not be left on it in English. */
const INDONESIAN = [
  'Kategori',
  'ditampilkan',
  'Tampilkan',
  'Petunjuk',
  'Salin',
  'Unduh',
  'Cari',
  'Tutup',
  'peta',
];

const language = (page: Page) => page.getByRole('combobox', { name: /^(Bahasa|Language)$/ });

test('the public map and its popup switch to English, and the choice survives a reload', async ({
  page,
  request,
}) => {
  const categories = (
    (await (await request.get('/api/public/categories')).json()) as { data: PublicCategory[] }
  ).data;
  const total = categories.reduce((sum, category) => sum + category.maps.length, 0);
  const place = categories.flatMap((category) => category.maps)[0]!;

  // By default, the spec's texts.
  await page.goto(`/?place=${encodeURIComponent(place.slug)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(language(page)).toHaveValue('standar');
  const sidebar = page.locator('#public-sidebar');
  await expect(sidebar.getByRole('heading', { name: 'Kategori', exact: true })).toBeVisible();
  await expect(sidebar.getByText(`${total} fitur ditampilkan`)).toBeVisible();
  const popup = page.getByTestId('feature-popup');
  await expect(popup.getByRole('link', { name: 'Petunjuk Arah' })).toBeVisible();

  await language(page).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(sidebar.getByRole('heading', { name: 'Categories' })).toBeVisible();
  await expect(sidebar.getByText(`${total} features shown`)).toBeVisible();
  await expect(sidebar.getByRole('checkbox', { name: 'Show all', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('heading', { name: 'Download data' })).toBeVisible();

  await page.reload();
  await expect(language(page)).toHaveValue('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(popup.getByRole('link', { name: 'Directions' })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Close popup' })).toBeVisible();
  await expect(sidebar.getByText(`${total} features shown`)).toBeVisible();
  const text = `${await sidebar.innerText()}\n${await popup.innerText()}`;
  const names = categories.flatMap((category) => [
    category.name,
    ...category.maps.flatMap((map) => [map.name, map.address]),
  ]);
  // The village's own names (its categories and places) are data, not interface.
  const interfaceText = names.reduce((rest, name) => rest.split(name).join(' '), text);
  for (const word of INDONESIAN) expect(interfaceText, word).not.toMatch(new RegExp(`\\b${word}\\b`, 'i'));
  await expectAccessible(page);

  await language(page).selectOption('standar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(sidebar.getByText(`${total} fitur ditampilkan`)).toBeVisible();
});

test("a visitor who chose nothing sees the village's default language, and their own choice comes first", async ({
  page,
  request,
}) => {
  const { token } = await apiLogin(request);
  const before = await apiCall<Record<string, unknown>>(request, token, 'GET', '/api/admin/settings');
  const { version: _version, updated_at: _updated, ...settings } = before;
  await apiCall(request, token, 'PUT', '/api/admin/settings', { ...settings, language: 'en' });
  try {
    await page.goto('/');
    const sidebar = page.locator('#public-sidebar');
    await expect(sidebar.getByRole('heading', { name: 'Categories' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(language(page)).toHaveValue('en');

    await language(page).selectOption('id');
    await page.reload();
    await expect(language(page)).toHaveValue('id');
    await expect(sidebar.getByRole('heading', { name: 'Kategori', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  } finally {
    // Other suites read the spec's texts: a deliberate overwrite, without the version (decision 0021).
    await apiCall(request, token, 'PUT', '/api/admin/settings', { ...settings, language: 'standar' });
  }
});

/** English words that must not be left on a back-office screen in Bahasa Indonesia ('Total' and 'Email' are Indonesian too). */
const ENGLISH = [
  'Save',
  'Update',
  'Delete',
  'Edit',
  'Cancel',
  'Name',
  'Categories',
  'Category',
  'Maps',
  'Users',
  'Roles',
  'Permissions',
  'Settings',
  'Dashboard',
  'Loading',
  'Search',
  'Actions',
  'Created',
  'successfully',
  'Add New',
  'Image',
  'Description',
  'Showing',
  'Previous',
  'Next',
  'Failed',
  'Are you sure',
  'required',
  'already',
  'taken',
  'Log out',
  'Active',
  'Recently deleted',
  'Password',
  'Welcome',
];

/** The screen's text without the village's own data (names of categories, places, roles and people). */
async function interfaceTextOf(page: Page, data: string[]): Promise<string> {
  const text = await page.locator('body').innerText();
  return data
    .filter((name) => name.length > 1)
    .sort((a, b) => b.length - a.length)
    .reduce((rest, name) => rest.split(name).join(' '), text);
}

async function expectNoEnglish(page: Page, data: string[], where: string) {
  const text = await interfaceTextOf(page, data);
  for (const word of ENGLISH) {
    expect(text, `${where}: "${word}" in ${JSON.stringify(text)}`).not.toMatch(new RegExp(`\\b${word}\\b`));
  }
}

test('in Bahasa Indonesia a list, a form with a server error, a confirmation, a toast and the dashboard are all Indonesian', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await signInAsAdmin(page, request, baseURL!);
  const taken = unique('Petugas Lapangan ');
  await apiCall(request, token, 'POST', '/api/admin/roles', { name: taken, permission_ids: [] });
  const doomed = unique('Lumbung Padi ');
  await apiCall(request, token, 'POST', '/api/admin/categories', { name: doomed, color: '#0ea5e9' });
  // The village's own names on these screens are data, not interface.
  const me = await apiCall<{ name: string; username: string }>(request, token, 'GET', '/api/me');
  const data = [doomed, taken, me.name, me.username, 'Admin', 'PetaDesa', 'Email'];

  // By default the spec's texts; then the menu in the header turns the back office Indonesian.
  await page.goto(`/admin/categories?search=${encodeURIComponent(doomed)}`);
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  await language(page).selectOption('id');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('heading', { name: 'Kategori', level: 1 })).toBeVisible();
  await expect(page.getByText(doomed, { exact: true })).toBeVisible();
  await expectNoEnglish(page, data, 'the categories list');

  // A confirmation dialog, then its toast.
  await page.getByRole('button', { name: `Hapus ${doomed}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Apakah Anda yakin ingin menghapus kategori ini?');
  await expectNoEnglish(page, data, 'the confirmation');
  await dialog.getByRole('button', { name: 'Hapus' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Kategori berhasil dihapus!' });
  await expect(toast).toBeVisible();
  await expectNoEnglish(page, data, 'the toast');

  // A form whose save the server refuses: its message in Indonesian, under the same field.
  await page.goto('/admin/roles/create');
  await expect(page.getByRole('button', { name: 'Simpan' })).toBeVisible();
  // The form's own check first (the shared schema's message, said as the server would say it)...
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Nama peran wajib diisi.')).toBeVisible();
  // ...then the server's refusal.
  await page.getByRole('textbox').first().fill(taken);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Nama peran sudah dipakai.')).toBeVisible();
  await expectNoEnglish(page, data, 'the role form');

  // The dashboard, after a reload: the choice is remembered.
  await page.goto('/admin/dashboard');
  await expect(language(page)).toHaveValue('id');
  await expect(page.locator('.stat-grid')).toBeVisible();
  await expect(page.locator('.dashboard-summary')).toHaveText(/^Ada \d+ .+; \d+ aktif \(\d+(,\d+)?%\)\.$/);
  await expectNoEnglish(page, data, 'the dashboard');
  await expectAccessible(page);

  // And back to the spec's texts.
  await language(page).selectOption('standar');
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
});
