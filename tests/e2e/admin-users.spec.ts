import { expect, test } from '@playwright/test';
import {
  apiCall,
  apiLogin,
  expectAccessible,
  row,
  rows,
  search,
  setSessionCookies,
  signInAsAdmin,
  toast,
  unique,
} from './admin-helpers.ts';

let token: string;
test.beforeEach(async ({ page, request, baseURL }) => {
  token = await signInAsAdmin(page, request, baseURL!);
});

async function operatorRoleId(request: Parameters<typeof apiCall>[0]) {
  const roles = await apiCall<{ id: number; name: string }[]>(request, token, 'GET', '/api/admin/roles/all');
  return roles.find((role) => role.name === 'Operator')!.id;
}

test('create, edit and delete a user', async ({ page }) => {
  const username = unique('e2e.user.');
  const name = `E2E ${username}`;
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByText('Manage users.')).toBeVisible();

  await page.getByRole('link', { name: 'Add New User' }).first().click();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Username').fill(username);
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await page.getByLabel('Email').fill(`${username}@example.test`);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('checkbox', { name: 'Operator' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(toast(page, 'User created successfully!')).toBeVisible();

  await search(page, 'Search users...', username);
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, name)).toContainText(`${username}@example.test`);
  await expect(row(page, name).locator('.badge')).toHaveText(['Operator']);

  await row(page, name)
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await expect(page.getByLabel('Full Name')).toHaveValue(name);
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(page.getByLabel('Password')).toHaveAttribute(
    'placeholder',
    'Leave blank to keep current password',
  );
  await expect(page.getByRole('checkbox', { name: 'Operator' })).toBeChecked();
  await page.getByLabel('Full Name').fill(`${name} Renamed`);
  await page.getByRole('checkbox', { name: 'Super Admin' }).check();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(toast(page, 'User updated successfully!')).toBeVisible();

  await search(page, 'Search users...', username);
  await expect(row(page, `${name} Renamed`).locator('.badge')).toHaveCount(2);
  await row(page, `${name} Renamed`)
    .getByRole('button', { name: `Delete ${name} Renamed` })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this user?');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'User deleted successfully!')).toBeVisible();
  await expect(page.getByText('No Users Found')).toBeVisible();
});

test('a taken username shows under its field, and the own account cannot be deleted', async ({ page }) => {
  await page.goto('/admin/users/create');
  await page.getByLabel('Full Name').fill('Someone Else');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Email').fill(`${unique('x')}@example.test`);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#user-username-error')).toHaveText('Username already exists');
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');

  await page.goto('/admin/users?search=admin');
  const self = rows(page).filter({ hasText: '@admin' }).first();
  await self.getByRole('button', { name: /^Delete / }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Failed to delete user: You cannot delete your own account.',
  );
});

test('the client checks the form before sending it', async ({ page }) => {
  await page.goto('/admin/users/create');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await expect(page.locator('#user-password-error')).toHaveText(
    'The password must be at least 8 characters.',
  );
});

test('a user with only the Operator role sees no user, role or permission actions', async ({
  page,
  request,
  baseURL,
}) => {
  const username = unique('operator.');
  await apiCall(request, token, 'POST', '/api/admin/users', {
    name: 'E2E Operator',
    username,
    email: `${username}@example.test`,
    password: 'operator-password',
    role_ids: [await operatorRoleId(request)],
  });
  await page.context().clearCookies();
  await setSessionCookies(
    page.context(),
    baseURL!,
    await apiLogin(request, { username, password: 'operator-password' }),
  );

  for (const [path, add] of [
    ['/admin/users', 'Add New User'],
    ['/admin/roles', 'Add New Role'],
    ['/admin/permissions', 'Add New Permission'],
  ] as const) {
    await page.goto(path);
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('link', { name: add })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  }

  // The form opens (admin routes need only a token), but the server refuses the save.
  await page.goto('/admin/users');
  await page.goto('/admin/users/create');
  const other = unique('blocked.');
  await page.getByLabel('Full Name').fill('Blocked');
  await page.getByLabel('Username').fill(other);
  await page.getByLabel('Email').fill(`${other}@example.test`);
  await page.getByLabel('Password').fill('a-long-password');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/forbidden$/);
  await expect(page.getByRole('heading', { name: '403 - Forbidden' })).toBeVisible();
  // Go Back returns to the form the user was on.
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/create$/);
});

test('a session ended on the server sends the user to /login on the next call', async ({
  page,
  request,
  baseURL,
}) => {
  const login = await apiLogin(request);
  await page.context().clearCookies();
  await setSessionCookies(page.context(), baseURL!, login);
  await page.goto('/admin/users');
  await expect(rows(page).first()).toBeVisible();

  const logout = await request.post('/api/logout', { headers: { Authorization: `Bearer ${login.token}` } });
  expect(logout.ok()).toBe(true);

  // The next call sends the user to /login: the search's, or one the page makes first (a query of the
  // page refetched meanwhile, as CI once saw: the search box was gone before it was typed into).
  await search(page, 'Search users...', unique('nobody-'), { timeout: 10_000 }).catch(() => {});
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('token');
});

test('users page through their search', async ({ page, request }) => {
  const prefix = unique('pager');
  for (let index = 1; index <= 11; index += 1) {
    await apiCall(request, token, 'POST', '/api/admin/users', {
      name: `Pager ${index}`,
      username: `${prefix}.${index}`,
      email: `${prefix}.${index}@example.test`,
      password: 'a-long-password',
      role_ids: [],
    });
  }
  await page.goto('/admin/users');
  await search(page, 'Search users...', prefix);
  await expect(rows(page)).toHaveCount(10);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?search=${prefix}&page=2$`));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('No roles');
});

test('the user screens pass an accessibility scan', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(rows(page).first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/admin/users/create');
  await expect(page.getByRole('checkbox', { name: 'Operator' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/admin/users?search=admin');
  await rows(page)
    .filter({ hasText: '@admin' })
    .first()
    .getByRole('link', { name: /^Edit / })
    .click();
  await expect(page.getByLabel('Username')).toHaveValue('admin');
  await expectAccessible(page);
});

test("a user editor who holds less than the admin sees the admin's form, and their history is not theirs to read", async ({
  page,
  request,
  baseURL,
}) => {
  const permissions = await apiCall<{ id: number; name: string }[]>(
    request,
    token,
    'GET',
    '/api/admin/permissions/all',
  );
  const role = await apiCall<{ id: number }>(request, token, 'POST', '/api/admin/roles', {
    name: unique('E2E Penyunting '),
    permission_ids: permissions.filter((item) => item.name.startsWith('users-')).map((item) => item.id),
  });
  const username = unique('editor.');
  const editor = await apiCall<{ id: number }>(request, token, 'POST', '/api/admin/users', {
    name: 'E2E Penyunting',
    username,
    email: `${username}@example.test`,
    password: 'editor-password',
    role_ids: [role.id],
  });
  try {
    const users = await apiCall<{ data: { id: number; username: string }[] }>(
      request,
      token,
      'GET',
      '/api/admin/users?search=admin',
    );
    const admin = users.data.find((user) => user.username === 'admin')!;
    await page.context().clearCookies();
    await setSessionCookies(
      page.context(),
      baseURL!,
      await apiLogin(request, { username, password: 'editor-password' }),
    );

    await page.goto(`/admin/users/edit/${admin.id}`);
    await expect(page.getByLabel('Username')).toHaveValue('admin');
    await expect(
      page
        .getByRole('region', { name: 'Riwayat' })
        .getByText('Only those who may edit this user may read this history.'),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/users/edit/${admin.id}$`));

    // Their own record is theirs to read.
    await page.goto(`/admin/users/edit/${editor.id}`);
    await expect(page.getByRole('region', { name: 'Riwayat' }).getByText('Created')).toBeVisible();
  } finally {
    await apiCall(request, token, 'DELETE', `/api/admin/users/${editor.id}`);
    await apiCall(request, token, 'DELETE', `/api/admin/roles/${role.id}`);
  }
});
