import { expect, test } from '@playwright/test';
import { apiCall, row, signInAsAdmin, toast, UNSTICK, unique } from './admin-helpers.ts';
import { deckPixel } from './map-helpers.ts';

// The edit screen loads a WebGL drawing map and the history a comparison map, slow under software rendering.
test.describe.configure({ timeout: 150_000 });

interface MapAnswer {
  id: number;
  slug: string;
  version: number;
}

const square = (lng: number, lat: number, size = 0.004) => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [lng + size, lat],
      [lng + size, lat + size],
      [lng, lat + size],
      [lng, lat],
    ],
  ],
});

/**
 * The test category's magenta on deck.gl's canvas (which holds the places over a transparent background,
 * under the village boundary's light blue): red and blue strong, green weak. The boundary alone is bluish.
 */
const magentaish = ([r, g, b]: number[]) => r! > 120 && b! > 120 && g! < r! / 2;

test('the history panel restores an older shape of a place, and the public map draws it', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await signInAsAdmin(page, request, baseURL!);
  const category = await apiCall<{ id: number }>(request, token, 'POST', '/api/admin/categories', {
    name: unique('E2E Riwayat '),
    color: '#ff00ff',
  });
  const name = unique('E2E Sawah ');
  const [west, east] = [square(112.25, -7.56), square(112.262, -7.56)];
  const map = await apiCall<MapAnswer>(request, token, 'POST', '/api/admin/maps', {
    name,
    category_id: category.id,
    geometry: west,
  });
  try {
    // Redrawn later, to the east.
    await apiCall(request, token, 'PUT', `/api/admin/maps/${map.id}`, {
      name,
      category_id: category.id,
      geometry: east,
      version: map.version,
    });

    await page.goto(`/admin/maps/edit/${map.id}`);
    const history = page.getByRole('region', { name: 'Riwayat' });
    await expect(history.getByRole('button', { name: /Changed Geometry \(current\)/ })).toBeVisible();
    await history.getByRole('button', { name: /Created/ }).click();
    // The chosen version beside the current one: its fields, and both shapes on a map.
    await expect(history.getByRole('row', { name: /Geometry/ })).toContainText('Polygon, 5 points');
    await expect(history.getByText('Grey: as it is now. Amber: the chosen version.')).toBeVisible();
    // Kept in the test's artefacts: the history panel with a version chosen beside the current one.
    await history.screenshot({ path: test.info().outputPath('history-panel.png'), style: UNSTICK });
    await history.getByRole('button', { name: 'Restore this version' }).click();
    await expect(toast(page, 'The version was restored as a new version.')).toBeVisible();
    await expect(
      history.getByRole('button', { name: /Restored the version of .+ \(current\)/ }),
    ).toBeVisible();

    const restored = await apiCall<{ geometry: unknown; version: number }>(
      request,
      token,
      'GET',
      `/api/admin/maps/${map.id}`,
    );
    expect(restored).toMatchObject({ geometry: west, version: 3 });

    // The public map, opened on the place, reads the restored shape and draws it where it was first drawn
    // (a point inside the square away from the popup, which opens at its centre). The point is projected
    // again on every try: under a loaded machine the first frames can come before the view has settled.
    const publicAnswer = page.waitForResponse(/\/api\/public\/categories/);
    await page.goto(`/?place=${encodeURIComponent(map.slug)}`);
    const categories = (await (await publicAnswer).json()).data as {
      maps: { id: number; geometry: unknown }[];
    }[];
    const drawn = categories.flatMap((group) => group.maps).find((place) => place.id === map.id);
    expect(drawn?.geometry).toEqual(west);
    await expect
      .poll(
        async () => {
          const inside = await page.evaluate(() => window.__petadesaMap?.project(112.2505, -7.5595) ?? null);
          if (!inside || !(await page.evaluate(() => window.__petadesaMap?.featuresDrawn)))
            return 'not drawn yet';
          const pixel = await deckPixel(page, inside);
          return magentaish(pixel) ? 'magenta' : `${pixel.join(',')} at ${inside.map(Math.round).join(',')}`;
        },
        { message: 'the restored square is drawn in its category colour', timeout: 30_000 },
      )
      .toBe('magenta');
  } finally {
    await apiCall(request, token, 'DELETE', `/api/admin/maps/${map.id}`);
    await apiCall(request, token, 'DELETE', `/api/admin/categories/${category.id}`);
  }
});

test('a deleted category comes back from Recently deleted, with its places', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await signInAsAdmin(page, request, baseURL!);
  const name = unique('E2E Terhapus ');
  const category = await apiCall<{ id: number }>(request, token, 'POST', '/api/admin/categories', { name });
  const map = await apiCall<{ id: number }>(request, token, 'POST', '/api/admin/maps', {
    name: unique('E2E Tempat '),
    category_id: category.id,
    latitude: -7.55,
    longitude: 112.25,
  });
  try {
    await page.goto(`/admin/categories?search=${encodeURIComponent(name)}`);
    await row(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(row(page, name)).toHaveCount(0);

    await page.getByRole('link', { name: 'Recently deleted' }).click();
    await expect(page).toHaveURL(/\/admin\/categories\/deleted$/);
    await expect(row(page, name)).toContainText('admin');
    await page.getByRole('button', { name: `Restore ${name}` }).click();
    await expect(toast(page, `"${name}" was restored.`)).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to the list' }).click();
    await expect(row(page, name)).toBeVisible();
    const place = await apiCall<{ category_id: number }>(request, token, 'GET', `/api/admin/maps/${map.id}`);
    expect(place.category_id).toBe(category.id);
  } finally {
    await apiCall(request, token, 'DELETE', `/api/admin/maps/${map.id}`);
    await apiCall(request, token, 'DELETE', `/api/admin/categories/${category.id}`);
  }
});

test('the activity screen lists changes newest first, filters them and links to the history', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await signInAsAdmin(page, request, baseURL!);
  const name = unique('E2E Aktivitas ');
  const category = await apiCall<{ id: number; version: number }>(
    request,
    token,
    'POST',
    '/api/admin/categories',
    { name },
  );
  try {
    await apiCall(request, token, 'PUT', `/api/admin/categories/${category.id}`, {
      name,
      description: 'Diubah.',
      version: category.version,
    });
    await page.goto('/admin/dashboard');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Activity' }).click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await page.getByLabel('Resource').selectOption('categories');
    await page.getByLabel('Action').selectOption('update');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/resource=categories&action=update|action=update&resource=categories/);
    const entry = page.getByRole('row', { name: new RegExp(name) }).first();
    await expect(entry).toContainText('Changed description');
    await expect(entry).toContainText('admin');
    await page.screenshot({ path: test.info().outputPath('activity-screen.png'), fullPage: true });
    await entry.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/categories/edit/${category.id}#history$`));
    await expect(page.getByRole('region', { name: 'Riwayat' })).toBeVisible();
  } finally {
    await apiCall(request, token, 'DELETE', `/api/admin/categories/${category.id}`);
  }
});
