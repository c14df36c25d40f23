import { expect, test } from '@playwright/test';
import {
  apiCall,
  expectAccessible,
  row,
  rows,
  search,
  signInAsAdmin,
  TINY_PNG,
  toast,
  unique,
} from './admin-helpers.ts';

// The create and edit screens load a WebGL drawing map, slow under software rendering.
test.describe.configure({ timeout: 90_000 });

let token: string;
test.beforeEach(async ({ page, request, baseURL }) => {
  token = await signInAsAdmin(page, request, baseURL!);
});

const POINT = '{"type":"Point","coordinates":[112.23307,-7.54684]}';

test('create, edit and delete a map', async ({ page, request }) => {
  const categories = await apiCall<{ id: number; name: string }[]>(
    request,
    token,
    'GET',
    '/api/admin/categories/all',
  );
  const name = unique('E2E Peta ');
  await page.goto('/admin/maps');
  await expect(page.getByRole('heading', { name: 'Maps', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add New Map' }).first().click();
  await expect(page).toHaveURL(/\/admin\/maps\/create$/);

  // The first category is chosen once the list arrived; Point and active are the defaults.
  await expect(page.getByLabel('Category')).toHaveValue(String(categories[0]!.id));
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('Point');
  await expect(page.getByLabel('Status')).toHaveValue('active');
  // The drawing map's code and a software WebGL context take a while on a busy machine.
  await expect(page.getByRole('region', { name: 'Drawing map' })).toBeVisible({ timeout: 30_000 });

  await page.getByLabel('Image').setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('Titik uji.');
  await page.getByLabel('Address').fill('Dusun Krajan');
  await page.getByLabel('Category').selectOption(String(categories[1]!.id));
  const geometry = page.getByLabel('Raw Geometry (GeoJSON)');
  await geometry.fill(POINT);
  // Changing the type clears the geometry.
  await page.getByLabel('Type', { exact: true }).selectOption('Polygon');
  await expect(geometry).toHaveValue('');
  await page.getByLabel('Type', { exact: true }).selectOption('Point');
  await geometry.fill(POINT);
  await page.getByLabel('Latitude').fill('-7.54684');
  await page.getByLabel('Longitude').fill('112.23307');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/maps$/);
  await expect(toast(page, 'Map created successfully!')).toBeVisible();

  await search(page, 'Search maps...', name);
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, name)).toContainText(categories[1]!.name);
  await expect(row(page, name)).toContainText('Active');
  await expect(row(page, name).locator('img')).toHaveAttribute('src', /^\/uploads\/maps\//);

  const edit = row(page, name).getByRole('link', { name: `Edit ${name}` });
  await expect(edit).toHaveAttribute('href', /^\/admin\/maps\/edit\/\d+$/);
  await edit.click();
  await expect(page.getByText('Image (optional)')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('Address')).toHaveValue('Dusun Krajan');
  await expect(page.getByLabel('Category')).toHaveValue(String(categories[1]!.id));
  // Edit has no Type: the stored geometry decides the drawing tool (spec section 2).
  await expect(page.getByLabel('Type', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Marker' })).toBeVisible();
  await expect(page.getByLabel('Latitude')).toHaveValue('-7.54684');
  await expect(page.getByLabel('Raw Geometry (GeoJSON)')).toHaveValue(/"Point"/);
  await page.getByLabel('Status').selectOption('inactive');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/admin\/maps$/);
  await expect(toast(page, 'Map updated successfully!')).toBeVisible();

  await search(page, 'Search maps...', name);
  await expect(row(page, name)).toContainText('Inactive');
  await row(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this map?');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Map deleted successfully!')).toBeVisible();
  await expect(page.getByText('No Maps Found')).toBeVisible();
});

test('bad geometry is caught before sending, a vanished category by the server', async ({
  page,
  request,
}) => {
  const category = await apiCall<{ id: number }>(request, token, 'POST', '/api/admin/categories', {
    name: unique('Sementara '),
  });
  await page.goto('/admin/maps/create');
  await page.getByLabel('Name').fill(unique('E2E Salah '));
  await page.getByLabel('Category').selectOption(String(category.id));
  await page.getByLabel('Raw Geometry (GeoJSON)').fill('{"type": "Point"');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#map-geometry-error')).toBeVisible();
  await expect(page.getByLabel('Raw Geometry (GeoJSON)')).toBeFocused();

  await page.getByLabel('Raw Geometry (GeoJSON)').fill(POINT);
  await apiCall(request, token, 'DELETE', `/api/admin/categories/${category.id}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#map-category-error')).toHaveText('The selected category does not exist.', {
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/create$/);
});

test('a map without a category reads Uncategorized', async ({ page, request }) => {
  const name = unique('E2E Lepas ');
  await apiCall(request, token, 'POST', '/api/admin/maps', { name, status: 'inactive' });
  await page.goto(`/admin/maps?search=${encodeURIComponent(name)}`);
  await expect(row(page, name)).toContainText('Uncategorized');
  await expect(row(page, name)).toContainText('Inactive');
});

test('the maps list pages through five links at a time', async ({ page, request }) => {
  // Other suites add maps to the 49 of the demo village, so the last page is asked, not assumed.
  const { last_page: lastPage } = await apiCall<{ last_page: number }>(
    request,
    token,
    'GET',
    '/api/admin/maps',
  );
  expect(lastPage).toBeGreaterThanOrEqual(5);
  await page.goto('/admin/maps');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(rows(page)).toHaveCount(10);
  await pagination.getByRole('link', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/\/admin\/maps\?page=3$/);
  await expect(pagination.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  await expect(pagination.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(5);
  await pagination.getByRole('link', { name: 'Last page' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?page=${lastPage}$`));
  await expect(pagination.getByRole('link', { name: `Page ${lastPage}` })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pagination.getByRole('link', { name: 'Next page' })).toHaveCount(0);
  await pagination.getByRole('link', { name: 'First page' }).click();
  await expect(page).toHaveURL(/\/admin\/maps$/);
  // Past the end, the list moves to its last page instead of showing an empty one.
  await page.goto(`/admin/maps?page=${lastPage + 30}`);
  await expect(page).toHaveURL(new RegExp(`\\?page=${lastPage}$`));
  await expect(rows(page).first()).toBeVisible();
});

test('the map screens pass an accessibility scan', async ({ page }) => {
  await page.goto('/admin/maps');
  await expect(rows(page).first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/admin/maps/create');
  await expect(page.getByLabel('Category')).not.toHaveValue('');
  await expectAccessible(page);
  await page.goto('/admin/maps');
  await rows(page)
    .first()
    .getByRole('link', { name: /^Edit / })
    .click();
  await expect(page.getByLabel('Name')).not.toHaveValue('');
  await expectAccessible(page);
});
