// Shared steps of the admin screen tests (not a spec file: Playwright only collects *.spec.ts).
import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'admin-e2e-password' };

export interface LoginAnswer {
  id: number;
  name: string;
  username: string;
  email: string;
  created_at: string;
  updated_at: string;
  token: string;
  permissions: Record<string, boolean>;
}

/** A random suffix, so tests never depend on each other's data. */
export function unique(prefix: string): string {
  return `${prefix}${Math.random().toString(36).slice(2, 8)}`;
}

export async function apiLogin(request: APIRequestContext, credentials = ADMIN): Promise<LoginAnswer> {
  const response = await request.post('/api/login', { data: credentials });
  expect(response.status(), 'login through the API').toBe(200);
  return ((await response.json()) as { data: LoginAnswer }).data;
}

/** The three session cookies the app writes after a login (spec section 3), set directly. */
export async function setSessionCookies(context: BrowserContext, baseURL: string, login: LoginAnswer) {
  const { token, permissions, ...user } = login;
  await context.addCookies([
    { name: 'token', value: encodeURIComponent(token), url: baseURL },
    { name: 'user', value: encodeURIComponent(JSON.stringify(user)), url: baseURL },
    { name: 'permissions', value: encodeURIComponent(JSON.stringify(permissions)), url: baseURL },
  ]);
}

/** Signs the page in as the administrator and returns the token for API calls. */
export async function signInAsAdmin(page: Page, request: APIRequestContext, baseURL: string) {
  const login = await apiLogin(request);
  await setSessionCookies(page.context(), baseURL, login);
  return login.token;
}

export async function apiCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // The header's names fade in when the settings arrive, a dialog fades in when it opens: a scan in
  // mid-fade measures half-transparent text and reports a contrast it does not have at rest.
  await expect(page.locator('.site-header__names.is-loading')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(severe).toEqual([]);
}

/** The toast sonner shows top-right. */
export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** The list's rows (on a desktop the table's body rows). */
export function rows(page: Page) {
  return page.locator('table.data-table tbody tr');
}

export function row(page: Page, name: string) {
  return rows(page).filter({ has: page.getByText(name, { exact: true }) });
}

export async function search(
  page: Page,
  placeholder: string,
  text: string,
  options: { timeout?: number } = {},
) {
  const box = page.getByPlaceholder(placeholder);
  await box.fill(text, options);
  await box.press('Enter', options);
}

/** A 1×1 PNG, enough for the server's image check. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** For a screenshot of one part of a long page: the sticky header and menu would be painted over it. */
export const UNSTICK = '.site-header, .admin-nav { position: static !important; }';
