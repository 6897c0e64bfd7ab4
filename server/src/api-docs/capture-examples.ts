/**
 * `npm run api:examples`: the example answers of the API documents, taken
 * from the real server. Boots the app on a fresh in-memory database with the
 * sample data and the articles of content/, signs a sample user in, asks
 * every operation once (capture-calls.ts) and listens to both live streams
 * (capture-streams.ts), then writes examples.json with every list cut short
 * so the file stays small. Runs on the built server (the npm script builds
 * it first), from the repository root.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig, type ServerConfig } from '../config.js';
import { loadContent } from '../content/load-content.js';
import { migrate } from '../db/migrate.js';
import { openMemoryPglite } from '../db/pglite.js';
import { seedSampleData } from '../db/seed.js';
import { CAPTURE_CALLS, type CapturedName } from './capture-calls.js';
import { CaptureClient, type Call } from './capture-client.js';
import { captureStreams } from './capture-streams.js';
import { writeSampleFiles } from '../downloads/sample-files.js';
import { DOWNLOAD_FILE_NAMES } from '../../../src/config/downloads.js';

const OUTPUT = path.join('server', 'src', 'api-docs', 'examples.json');
/** Items kept of any list (a [time, speed, price] point has 3, so a tuple stays whole). */
const MAX_ITEMS = 3;
/** The API only: no web app files. */
const NO_STATIC_FILES = '/nonexistent-static-dir';

/** A copy with every array cut to its first MAX_ITEMS items. */
function cut(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map(cut);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cut(item)]));
}

/** An API document's example: its version and title, not the whole document again. */
function documentHead(doc: Record<string, unknown>): Record<string, unknown> {
  const info = doc.info as { title: string; version: string };
  const spec = 'openapi' in doc ? { openapi: doc.openapi } : { asyncapi: doc.asyncapi };
  return { ...spec, info: { title: info.title, version: info.version } };
}
const ABRIDGED: Partial<Record<CapturedName, (answer: Record<string, unknown>) => unknown>> = { openApi: documentHead, asyncApi: documentHead };

async function main(): Promise<void> {
  if (!existsSync(path.dirname(OUTPUT))) throw new Error(`run from the repository root (no ${path.dirname(OUTPUT)} here)`);
  const db = await openMemoryPglite();
  await migrate(db);
  await seedSampleData(db);
  let clockOffsetMs = 0;
  // The download list is answered from the sample files, as a fresh server's would be.
  const downloadsDir = mkdtempSync(path.join(tmpdir(), 'hv-example-downloads-'));
  await writeSampleFiles(downloadsDir, DOWNLOAD_FILE_NAMES);
  const config: ServerConfig = { ...loadConfig({}), staticDir: NO_STATIC_FILES, logLevel: 'silent', downloadsDir, downloadsSamples: false };
  await loadContent(db, config.contentDir);
  const app = await buildApp({ config, db, now: () => Date.now() + clockOffsetMs, logger: false });
  await app.ready();
  try {
    const client = new CaptureClient(app);
    const operations: Record<string, unknown> = {};
    for (const name of Object.keys(CAPTURE_CALLS) as CapturedName[]) {
      const call: Call = CAPTURE_CALLS[name];
      const res = await call(client);
      if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith('application/json')) {
        throw new Error(`${name} answered ${res.statusCode} (${res.headers['content-type']}): ${res.body.slice(0, 300)}`);
      }
      const answer = res.json() as Record<string, unknown>;
      (client.answers as Record<string, unknown>)[name] = answer;
      operations[name] = cut(ABRIDGED[name]?.(answer) ?? answer);
    }
    const where = { market: client.answers.exchangeStatus!.symbols[0]!.symbol, algorithm: client.answers.algorithms!.miningAlgorithms[0]!.algorithm };
    const streams = await captureStreams(app, where, (ms) => (clockOffsetMs += ms));
    const text = `${JSON.stringify({ operations, streams: cut(streams) }, null, 2)}\n`;
    writeFileSync(OUTPUT, text);
    console.log(
      `${Object.keys(operations).length} answers and the messages of ${Object.keys(streams).length} streams -> ${OUTPUT} (${Math.round(text.length / 1024)} KiB)`,
    );
  } finally {
    await app.close();
    await db.close();
    rmSync(downloadsDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
