import { expect, test } from '@playwright/test';
import { expectAccessible, row, rows, search, signInAsAdmin, toast, unique } from './admin-helpers.ts';

test.beforeEach(async ({ page, request, baseURL }) => {
  await signInAsAdmin(page, request, baseURL!);
});

test('create, find, rename and delete a permission', async ({ page }) => {
  const name = unique('e2e-perm-');
  await page.goto('/admin/permissions');
  await expect(page.getByRole('heading', { name: 'Permissions', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Permissions - /);

  await page.getByRole('link', { name: 'Add New Permission' }).first().click();
  await expect(page).toHaveURL(/\/admin\/permissions\/create$/);
  await page.getByLabel('Permission Name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/permissions$/);
  await expect(toast(page, 'Permission created successfully!')).toBeVisible();

  await search(page, 'Search permissions...', name);
  await expect(page).toHaveURL(new RegExp(`\\?search=${name}$`));
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, name)).toBeVisible();

  await row(page, name)
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await expect(page).toHaveURL(/\/admin\/permissions\/edit\/\d+$/);
  const field = page.getByLabel('Permission Name');
  await expect(field).toHaveValue(name);
  const renamed = `${name}-x`;
  await field.fill(renamed);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/admin\/permissions$/);
  await expect(toast(page, 'Permission updated successfully!')).toBeVisible();

  await search(page, 'Search permissions...', renamed);
  await expect(row(page, renamed)).toBeVisible();

  // Cancel leaves it alone; confirming deletes it.
  await row(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this permission?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, renamed)).toBeVisible();

  await row(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Permission deleted successfully!')).toBeVisible();
  await expect(page.getByText('No Permissions Found')).toBeVisible();
  await expect(page.getByText('Try with Other Keywords')).toBeVisible();
});

test('a duplicate name is refused under the field', async ({ page }) => {
  await page.goto('/admin/permissions/create');
  await page.getByLabel('Permission Name').fill('maps-create');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('The permission name has already been taken.');
  await expect(page.getByLabel('Permission Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Permission Name')).toBeFocused();
  await expect(page).toHaveURL(/\/create$/);
});

test('pages are links and live in the URL', async ({ page }) => {
  await page.goto('/admin/permissions');
  await expect(rows(page)).toHaveCount(10);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/admin\/permissions\?page=2$/);
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const secondPage = await rows(page).allInnerTexts();
  expect(secondPage.length).toBeGreaterThan(0);

  await page.reload();
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/permissions$/);
  await expect(rows(page)).toHaveCount(10);

  // A new search starts again at page 1.
  await page.goto('/admin/permissions?page=2');
  await search(page, 'Search permissions...', 'maps');
  await expect(page).toHaveURL(/\?search=maps$/);
});

test('a refused delete says why', async ({ page }) => {
  await page.goto('/admin/permissions?search=maps-create');
  await row(page, 'maps-create').getByRole('button', { name: 'Delete maps-create' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "Failed to delete permission: 'maps-create' is a system permission and cannot be deleted.",
  );
  await expect(row(page, 'maps-create')).toBeVisible();
});

test('the permission screens pass an accessibility scan', async ({ page }) => {
  await page.goto('/admin/permissions');
  await expect(rows(page).first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/admin/permissions/create');
  await expect(page.getByLabel('Permission Name')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/admin/permissions?search=maps-edit');
  await row(page, 'maps-edit').getByRole('link', { name: 'Edit maps-edit' }).click();
  await expect(page.getByLabel('Permission Name')).toHaveValue('maps-edit');
  await expectAccessible(page);
  // The delete dialog too.
  await page.goto('/admin/permissions?search=maps-edit');
  await row(page, 'maps-edit').getByRole('button', { name: 'Delete maps-edit' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectAccessible(page);
});
