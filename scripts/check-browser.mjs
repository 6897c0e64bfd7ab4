#!/usr/bin/env node
/**
 * Browser tests drive Debian's Chromium (Playwright cannot download its own
 * here). Stops with one line saying how to install it when it is missing.
 */
import { accessSync, constants } from 'node:fs';

const DEFAULT_CHROMIUM = '/usr/bin/chromium';
const chromium = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;

try {
  accessSync(chromium, constants.X_OK);
} catch {
  console.error(`Chromium not found at ${chromium}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH)`);
  process.exit(1);
}
