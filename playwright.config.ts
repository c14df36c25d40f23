import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two checkouts run their browser suites side by side.
const port = Number(process.env.E2E_PORT ?? '4173');
const baseURL = `http://127.0.0.1:${port}`;
/** A second server with a village of 20,000 places, drawn from tiles (public-map-tiles.spec.ts). */
export const LARGE_PORT = port + 1;

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 1,
  retries: 0,
  // Software WebGL on a 2-core machine: a map page can take several seconds to draw when the machine is busy.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL,
    // A service worker would answer requests that page.route() then no longer sees; the offline spec
    // turns it on for itself.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // The system's Chromium: `npx playwright install` cannot download browsers here.
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  // Started one after the other: the first builds when the sources changed, the second finds it built.
  webServer: [
    {
      // Serves a fresh data folder with the demo village.
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/api/public/settings`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx scripts/e2e-large-server.ts',
      url: `http://127.0.0.1:${LARGE_PORT}/api/public/settings`,
      env: { E2E_LARGE_PORT: String(LARGE_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
