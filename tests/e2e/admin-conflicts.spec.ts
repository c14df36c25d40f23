import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiCall, apiLogin, setSessionCookies, signInAsAdmin, toast, unique } from './admin-helpers.ts';

// The edit screen loads a WebGL drawing map, slow under software rendering; two of them here.
test.describe.configure({ timeout: 120_000 });

/**
 * Someone else, in a browser of their own, opens the same edit screen as `page` and saves `change` there
 * first; `page` keeps the version it opened.
 */
async function savedMeanwhile(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  screen: { url: string; nameLabel: string; name: string; toast: string },
  change: (otherPage: Page) => Promise<void>,
) {
  const other = await browser.newContext();
  try {
    await setSessionCookies(other, baseURL, await apiLogin(request));
    const otherPage = await other.newPage();
    for (const view of [page, otherPage]) {
      await view.goto(screen.url);
      await expect(view.getByLabel(screen.nameLabel)).toHaveValue(screen.name);
    }
    await change(otherPage);
    await otherPage.getByRole('button', { name: 'Update' }).click();
    await expect(toast(otherPage, screen.toast)).toBeVisible();
  } finally {
    await other.close();
  }
}

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
    // Someone else opens the same map, changes the address and saves first.
    const screen = {
      url: `/admin/maps/edit/${map.id}`,
      nameLabel: 'Name',
      name,
      toast: 'Map updated successfully!',
    };
    await savedMeanwhile(page, browser, request, baseURL!, screen, (other) =>
      other.getByLabel('Address').fill('Alamat dari rekan'),
    );

    // We change the name and the description, from the version we opened.
    await page.getByLabel('Name').fill(`${name} Baru`);
    await page.getByLabel('Description').fill('Deskripsi kami.');
    await page.getByRole('button', { name: 'Update' }).click();

    const conflict = page.getByRole('region', {
      name: /This map was changed by admin at .+ since you opened it/,
    });
    await expect(conflict).toBeVisible();
    await conflict.screenshot({ path: test.info().outputPath('conflict-screen.png') });
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
    const screen = {
      url: `/admin/categories/edit/${category.id}`,
      nameLabel: 'Category Name',
      name,
      toast: 'Category updated successfully!',
    };
    await savedMeanwhile(page, browser, request, baseURL!, screen, (other) =>
      other.getByLabel('Description').fill('Dari rekan.'),
    );

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
