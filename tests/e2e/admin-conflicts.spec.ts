import { expect, test } from '@playwright/test';
import { apiCall, apiLogin, setSessionCookies, signInAsAdmin, toast, unique } from './admin-helpers.ts';

// The edit screen loads a WebGL drawing map, slow under software rendering; two of them here.
test.describe.configure({ timeout: 120_000 });

interface MapAnswer {
  id: number;
  name: string;
  description: string;
  address: string;
  version: number;
}

test('two people edit one map: the second save shows the conflict, and a field-by-field choice saves the merge', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const token = await signInAsAdmin(page, request, baseURL!);
  const name = unique('E2E Konflik ');
  const map = await apiCall<MapAnswer>(request, token, 'POST', '/api/admin/maps', {
    name,
    description: 'Deskripsi awal.',
    address: 'Alamat awal',
    latitude: -7.54684,
    longitude: 112.23307,
  });

  try {
    // Someone else, in a browser of their own, opens the same map.
    const other = await browser.newContext();
    await setSessionCookies(other, baseURL!, await apiLogin(request));
    const otherPage = await other.newPage();
    for (const screen of [page, otherPage]) {
      await screen.goto(`/admin/maps/edit/${map.id}`);
      await expect(screen.getByLabel('Name')).toHaveValue(name);
    }

    // They change the address and save first.
    await otherPage.getByLabel('Address').fill('Alamat dari rekan');
    await otherPage.getByRole('button', { name: 'Update' }).click();
    await expect(toast(otherPage, 'Map updated successfully!')).toBeVisible();
    await other.close();

    // We change the name and the description, from the version we opened.
    await page.getByLabel('Name').fill(`${name} Baru`);
    await page.getByLabel('Description').fill('Deskripsi kami.');
    await page.getByRole('button', { name: 'Update' }).click();

    const conflict = page.getByRole('region', {
      name: /This map was changed by admin at .+ since you opened it/,
    });
    await expect(conflict).toBeVisible();
    // Our changes start on our side; the address we did not touch starts on the saved side.
    await expect(conflict.getByRole('radio', { name: 'Name: yours' })).toBeChecked();
    await expect(conflict.getByRole('radio', { name: 'Description: yours' })).toBeChecked();
    await expect(conflict.getByRole('radio', { name: 'Address: saved now' })).toBeChecked();
    await expect(conflict.getByRole('row', { name: /Address/ })).toContainText('Alamat dari rekan');
    // Field by field: on second thought, the description as it is saved.
    await conflict.getByRole('radio', { name: 'Description: saved now' }).check();
    await conflict.getByRole('button', { name: 'Save merged' }).click();
    await expect(page).toHaveURL(/\/admin\/maps$/);
    await expect(toast(page, 'Map updated successfully!')).toBeVisible();

    const merged = await apiCall<MapAnswer>(request, token, 'GET', `/api/admin/maps/${map.id}`);
    expect(merged).toMatchObject({
      name: `${name} Baru`,
      description: 'Deskripsi awal.',
      address: 'Alamat dari rekan',
      version: map.version + 2,
    });
  } finally {
    // The public map's suites count every place.
    await apiCall(request, token, 'DELETE', `/api/admin/maps/${map.id}`);
  }
});

test('a category saved over a newer version asks which value to keep, field by field', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const token = await signInAsAdmin(page, request, baseURL!);
  const name = unique('E2E Kategori ');
  const category = await apiCall<{ id: number; version: number }>(
    request,
    token,
    'POST',
    '/api/admin/categories',
    {
      name,
      description: 'Awal.',
    },
  );
  try {
    const other = await browser.newContext();
    await setSessionCookies(other, baseURL!, await apiLogin(request));
    const otherPage = await other.newPage();
    for (const screen of [page, otherPage]) {
      await screen.goto(`/admin/categories/edit/${category.id}`);
      await expect(screen.getByLabel('Category Name')).toHaveValue(name);
    }
    await otherPage.getByLabel('Description').fill('Dari rekan.');
    await otherPage.getByRole('button', { name: 'Update' }).click();
    await expect(toast(otherPage, 'Category updated successfully!')).toBeVisible();
    await other.close();

    await page.getByLabel('Category Name').fill(`${name} Baru`);
    await page.getByRole('button', { name: 'Update' }).click();
    const conflict = page.getByRole('region', {
      name: /This category was changed by admin at .+ since you opened it/,
    });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByRole('radio', { name: 'Category Name: yours' })).toBeChecked();
    await expect(conflict.getByRole('radio', { name: 'Description: saved now' })).toBeChecked();
    await conflict.getByRole('button', { name: 'Save merged' }).click();
    await expect(toast(page, 'Category updated successfully!')).toBeVisible();
    const merged = await apiCall<{ name: string; description: string; version: number }>(
      request,
      token,
      'GET',
      `/api/admin/categories/${category.id}`,
    );
    expect(merged).toMatchObject({
      name: `${name} Baru`,
      description: 'Dari rekan.',
      version: category.version + 2,
    });
  } finally {
    await apiCall(request, token, 'DELETE', `/api/admin/categories/${category.id}`);
  }
});
