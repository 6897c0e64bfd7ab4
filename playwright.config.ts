/**
 * Browser tests against the production build served by the real server
 * (tests/e2e/support/global-setup.ts starts it). The browser is Debian's
 * Chromium: Playwright cannot download its own on this kind of machine.
 */
import { defineConfig } from '@playwright/test';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Separate builds under test (E2E_DIST_DIR) keep separate traces.
  outputDir: process.env.E2E_DIST_DIR ? `test-results-${process.env.E2E_DIST_DIR}` : 'test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['line']] : [['list']],
  use: {
    // Set by the global setup, which runs before the workers load this file.
    baseURL: process.env.HASHVALE_E2E_BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
