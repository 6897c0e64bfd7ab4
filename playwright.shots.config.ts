/**
 * `npm run shots`: the screenshot run (tests/shots/), against the same
 * production build and real server as the browser tests.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: 'tests/shots',
  outputDir: 'test-results-shots',
  timeout: 60_000,
  reporter: [['line']],
});
