import { expect, test } from '@playwright/test';
import {
  apiCall,
  expectAccessible,
  row,
  rows,
  search,
  signInAsAdmin,
  toast,
  unique,
} from './admin-helpers.ts';

let token: string;
test.beforeEach(async ({ page, request, baseURL }) => {
  token = await signInAsAdmin(page, request, baseURL!);
});

test('create, edit and delete a role with its permissions', async ({ page, request }) => {
  const product = (await apiCall<{ title: string }>(request, token, 'GET', '/api/public/settings')).title;
  const name = unique('E2E Role ');
  await page.goto('/admin/roles');
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  await expect(page.getByText('Manage roles.')).toBeVisible();
  await expect(page).toHaveTitle(`Roles - GIS ${product}`);

  await page.getByRole('link', { name: 'Add New Role' }).first().click();
  await expect(page).toHaveURL(/\/admin\/roles\/create$/);
  await page.getByLabel('Role Name').fill(name);
  const area = page.locator('.scroll-area');
  await expect(area).toHaveCSS('max-height', '400px');
  await expect(area.getByRole('group', { name: 'maps' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'maps-create' }).check();
  await page.getByRole('checkbox', { name: 'maps-edit' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/roles$/);
  await expect(toast(page, 'Role created successfully!')).toBeVisible();

  await search(page, 'Search roles...', name);
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, name).getByRole('cell').nth(1)).toHaveText('2');

  await row(page, name)
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await expect(page.getByLabel('Role Name')).toHaveValue(name);
  await expect(page.getByRole('checkbox', { name: 'maps-create' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'maps-edit' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'maps-delete' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'maps-edit' }).uncheck();
  await page.getByRole('checkbox', { name: 'categories-create' }).check();
  await page.getByRole('checkbox', { name: 'categories-edit' }).check();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/admin\/roles$/);
  await expect(toast(page, 'Role updated successfully!')).toBeVisible();

  await search(page, 'Search roles...', name);
  await expect(row(page, name).getByRole('cell').nth(1)).toHaveText('3');
  await row(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this role?');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Role deleted successfully!')).toBeVisible();
  await expect(page.getByText('No Roles Found')).toBeVisible();
  await expect(page.getByText('Try with Other Keywords')).toBeVisible();
});

test('a taken role name shows under the field', async ({ page }) => {
  await page.goto('/admin/roles/create');
  await page.getByLabel('Role Name').fill('Operator');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The role name has already been taken.')).toBeVisible();
  await expect(page.getByLabel('Role Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/create$/);
});

test('search and page stay in the URL', async ({ page, request }) => {
  const prefix = unique('Paged ');
  for (let index = 1; index <= 12; index += 1) {
    await apiCall(request, token, 'POST', '/api/admin/roles', {
      name: `${prefix} ${String(index).padStart(2, '0')}`,
      permission_ids: [],
    });
  }
  await page.goto('/admin/roles');
  await search(page, 'Search roles...', prefix);
  await expect(rows(page)).toHaveCount(10);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(
    new RegExp(`\\?search=${encodeURIComponent(prefix).replace('%20', '\\+')}&page=2$`),
  );
  await expect(rows(page)).toHaveCount(2);
  await page.reload();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByPlaceholder('Search roles...')).toHaveValue(prefix);
  await page.goBack();
  await expect(rows(page)).toHaveCount(10);
});

test('the role screens pass an accessibility scan', async ({ page }) => {
  await page.goto('/admin/roles');
  await expect(rows(page).first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/admin/roles/create');
  await expect(page.getByRole('checkbox', { name: 'maps-create' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/admin/roles?search=Operator');
  await row(page, 'Operator').getByRole('link', { name: 'Edit Operator' }).click();
  await expect(page.getByLabel('Role Name')).toHaveValue('Operator');
  await expect(page.getByRole('checkbox', { name: 'maps-create' })).toBeChecked();
  await expectAccessible(page);
});
