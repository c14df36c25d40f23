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

let token: string;
test.beforeEach(async ({ page, request, baseURL }) => {
  token = await signInAsAdmin(page, request, baseURL!);
});

test('create a category with an image, edit and delete it', async ({ page }) => {
  const name = unique('E2E Kategori ');
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Add New Category' }).first().click();
  await expect(page).toHaveURL(/\/admin\/categories\/create$/);
  await page.getByLabel('Image').setInputFiles({ name: 'pin.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
  await page.getByLabel('Category Name').fill(name);
  await page.getByLabel('Description').fill('Dibuat oleh tes.');
  await page.getByLabel('Color').fill('#123456');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(toast(page, 'Category created successfully!')).toBeVisible();

  await search(page, 'Search categories...', name);
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, name).locator('img')).toHaveAttribute('src', /^\/uploads\/categories\/.+\.png$/);

  await row(page, name)
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await expect(page.getByLabel('Category Name')).toHaveValue(name);
  await expect(page.getByLabel('Description')).toHaveValue('Dibuat oleh tes.');
  await expect(page.getByLabel('Color')).toHaveValue('#123456');
  await expect(page.getByRole('img', { name: 'Current image' })).toBeVisible();
  await page.getByLabel('Category Name').fill(`${name} Baru`);
  await page.getByLabel('Color').fill('#abcdef');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(toast(page, 'Category updated successfully!')).toBeVisible();

  await search(page, 'Search categories...', `${name} Baru`);
  // The image stayed: an update without a new file keeps it.
  await expect(row(page, `${name} Baru`).locator('img')).toHaveAttribute('src', /^\/uploads\/categories\//);
  await row(page, `${name} Baru`)
    .getByRole('button', { name: `Delete ${name} Baru` })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this category?');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Category deleted successfully!')).toBeVisible();
  await expect(page.getByText('No Categories Found')).toBeVisible();
});

test('a file that is no image is refused under the Image field', async ({ page }) => {
  await page.goto('/admin/categories/create');
  await page.getByLabel('Image').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('just some text'),
  });
  await page.getByLabel('Category Name').fill(unique('Bad Image '));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#category-image-error')).toHaveText(
    'The image must be a PNG, JPEG, WebP or GIF file.',
  );
  await expect(page).toHaveURL(/\/create$/);
});

test('categories page through their search', async ({ page, request }) => {
  const prefix = unique('Halaman ');
  for (let index = 1; index <= 11; index += 1) {
    await apiCall(request, token, 'POST', '/api/admin/categories', {
      name: `${prefix} ${index}`,
      color: '#0ea5e9',
    });
  }
  await page.goto(`/admin/categories?search=${encodeURIComponent(prefix)}`);
  await expect(rows(page)).toHaveCount(10);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/&page=2$/);
  await expect(rows(page)).toHaveCount(1);
});

test('the category screens pass an accessibility scan', async ({ page }) => {
  await page.goto('/admin/categories');
  await expect(rows(page).first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/admin/categories/create');
  await expect(page.getByLabel('Category Name')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/admin/categories');
  await rows(page)
    .first()
    .getByRole('link', { name: /^Edit / })
    .click();
  await expect(page.getByLabel('Category Name')).not.toHaveValue('');
  await expectAccessible(page);
});
