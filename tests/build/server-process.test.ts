// The compiled server as `npm start` runs it: one process, prints its URL,
// keeps its data across restarts, stops cleanly on Ctrl-C (SIGINT), and on a
// restart with unchanged content does not load the content sanitiser.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startBuiltServer as startServer, stopBuiltServer as stop } from './support/built-server';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashvale-build-'));
const modulesOut = path.join(dataDir, 'loaded-modules.txt');
const probe = path.resolve('tests/build/support/loaded-modules.cjs');
const start = (port: number) => startServer(port, dataDir, { NODE_OPTIONS: `--require ${probe}`, LOADED_MODULES_OUT: modulesOut });
/** Whether the last server process loaded the content sanitiser (sanitize-html). */
const loadedSanitiser = () =>
  fs
    .readFileSync(modulesOut, 'utf8')
    .split('\n')
    .some((file) => file.includes(`${path.sep}node_modules${path.sep}sanitize-html${path.sep}`));

async function snapshot(base: string) {
  const [currencies, algorithms, articles] = await Promise.all([
    fetch(`${base}/main/api/v2/public/currencies`).then((r) => r.json()),
    fetch(`${base}/main/api/v2/mining/algorithms`).then((r) => r.json()),
    fetch(`${base}/main/api/v2/content/list2?size=300`).then((r) => r.json()),
  ]);
  return { currencies, algorithms, articles: articles.list.map((a: { id: number; updated: number }) => [a.id, a.updated]) };
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the production server process', () => {
  it('serves the app and the API, survives a restart unchanged, and exits cleanly on SIGINT', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await start(port);
    const html = await fetch(`${base}/`);
    expect(html.status).toBe(200);
    // The home page rendered by the app on the server (docs/rendering.md).
    expect(await html.text()).toContain('<div id="root" data-rendered="server">');
    const before = await snapshot(base);
    expect(before.currencies.currencies.length).toBeGreaterThan(5);
    expect(await stop(first.child)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'admin.sock'))).toBe(false);
    // The first start cleaned every article's HTML.
    expect(loadedSanitiser()).toBe(true);

    const second = await start(port);
    const after = await snapshot(base);
    expect(after).toEqual(before);
    expect(await stop(second.child)).toBe(0);
    // No file changed, so nothing was cleaned and the sanitiser was never loaded.
    expect(loadedSanitiser()).toBe(false);
  });
});
