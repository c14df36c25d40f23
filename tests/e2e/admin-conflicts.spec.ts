import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import {
  apiCall,
  apiLogin,
  setSessionCookies,
  signInAsAdmin,
  toast,
  UNSTICK,
  unique,
} from './admin-helpers.ts';

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
    await conflict.screenshot({ path: test.info().outputPath('conflict-screen.png'), style: UNSTICK });
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

test('a role saved over a newer version merges its name and its permissions, and its history lists both', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await signInAsAdmin(page, request, baseURL!);
  const permissions = await apiCall<{ id: number; name: string }[]>(
    request,
    token,
    'GET',
    '/api/admin/permissions/all',
  );
  const id = (name: string) => permissions.find((permission) => permission.name === name)!.id;
  const name = unique('E2E Peran ');
  const role = await apiCall<{ id: number; version: number }>(request, token, 'POST', '/api/admin/roles', {
    name,
    permission_ids: [id('maps-create')],
  });
  try {
    await page.goto(`/admin/roles/edit/${role.id}`);
    await expect(page.getByLabel('Role Name')).toHaveValue(name);
    await expect(page.getByRole('checkbox', { name: 'maps-create' })).toBeChecked();
    // Someone else renames the role meanwhile (through the REST door, with the version they read).
    await apiCall(request, token, 'PUT', `/api/admin/roles/${role.id}`, {
      name: `${name} Lama`,
      permission_ids: [id('maps-create')],
      version: role.version,
    });

    await page.getByRole('checkbox', { name: 'maps-edit' }).check();
    await page.getByRole('button', { name: 'Update' }).click();
    const conflict = page.getByRole('region', {
      name: /This role was changed by admin at .+ since you opened it/,
    });
    await expect(conflict).toBeVisible();
    // The name was changed by the other person only, the permissions by this one: each starts on its side.
    await expect(conflict.getByRole('radio', { name: 'Role Name: saved now' })).toBeChecked();
    await expect(conflict.getByRole('radio', { name: 'Permissions: yours' })).toBeChecked();
    await expect(conflict.getByRole('row', { name: /Permissions/ })).toContainText('maps-create, maps-edit');
    await conflict.getByRole('button', { name: 'Save merged' }).click();
    await expect(toast(page, 'Role updated successfully!')).toBeVisible();

    const merged = await apiCall<{ name: string; permissions: { name: string }[]; version: number }>(
      request,
      token,
      'GET',
      `/api/admin/roles/${role.id}`,
    );
    expect(merged.name).toBe(`${name} Lama`);
    expect(merged.permissions.map((permission) => permission.name).sort()).toEqual([
      'maps-create',
      'maps-edit',
    ]);
    expect(merged.version).toBe(role.version + 2);

    await page.goto(`/admin/roles/edit/${role.id}`);
    const history = page.getByRole('region', { name: 'Riwayat' });
    await expect(history.getByText('Changed Permissions (current)')).toBeVisible();
    await expect(history.getByText('Changed Role Name', { exact: true })).toBeVisible();
    await expect(history.getByText('Created')).toBeVisible();
  } finally {
    await apiCall(request, token, 'DELETE', `/api/admin/roles/${role.id}`);
  }
});

test('settings saved over a newer version keep both changes, and the form starts from what was saved', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await signInAsAdmin(page, request, baseURL!);
  const before = await apiCall<{
    title: string;
    description: string;
    map_center_lat: number | null;
    map_center_lng: number | null;
    map_zoom: number | null;
    village_boundary: unknown;
    version: number;
  }>(request, token, 'GET', '/api/admin/settings');
  const restore = {
    title: before.title,
    description: before.description,
    map_center_lat: String(before.map_center_lat),
    map_center_lng: String(before.map_center_lng),
    map_zoom: String(before.map_zoom),
    village_boundary: before.village_boundary ? JSON.stringify(before.village_boundary) : '',
  };
  try {
    await page.goto('/admin/settings');
    await expect(page.getByLabel('Title')).toHaveValue(before.title);
    await apiCall(request, token, 'PUT', '/api/admin/settings', {
      ...restore,
      description: 'Diubah oleh rekan.',
      version: before.version,
    });

    await page.getByLabel('Map Zoom').fill('15');
    await page.getByRole('button', { name: 'Update' }).click();
    const conflict = page.getByRole('region', {
      name: /This setting was changed by admin at .+ since you opened it/,
    });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByRole('radio', { name: 'Description: saved now' })).toBeChecked();
    await expect(conflict.getByRole('radio', { name: 'Map Zoom: yours' })).toBeChecked();
    await conflict.getByRole('button', { name: 'Save merged' }).click();
    await expect(toast(page, 'Setting updated successfully!')).toBeVisible();
    await expect(page.getByLabel('Description')).toHaveValue('Diubah oleh rekan.');
    await expect(page.getByLabel('Map Zoom')).toHaveValue('15');

    const merged = await apiCall<{ description: string; map_zoom: number; version: number }>(
      request,
      token,
      'GET',
      '/api/admin/settings',
    );
    expect(merged).toMatchObject({
      description: 'Diubah oleh rekan.',
      map_zoom: 15,
      version: before.version + 2,
    });

    // The form now holds the saved version: a second save of its own is no conflict.
    await page.getByLabel('Map Zoom').fill('14');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'Setting updated successfully!').last()).toBeVisible();
    await expect(conflict).toHaveCount(0);
  } finally {
    const current = await apiCall<{ version: number }>(request, token, 'GET', '/api/admin/settings');
    await apiCall(request, token, 'PUT', '/api/admin/settings', { ...restore, version: current.version });
  }
});
