import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { firstLoadFiles, partCost, staticClosure } from './first-load.mjs';

const chunks = [
  {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['assets/react.js'],
    dynamicImports: ['assets/sentry.js', 'assets/page.js'],
    modules: { 'src/main.tsx': 100, 'src/lib/monitor.ts': 40 },
  },
  { file: 'assets/react.js', isEntry: false, imports: [], dynamicImports: [], modules: { 'node_modules/react': 500 } },
  {
    file: 'assets/sentry.js',
    isEntry: false,
    imports: ['assets/react.js'],
    dynamicImports: [],
    modules: { 'node_modules/@sentry/core': 900, 'src/lib/error-monitor/sentry.ts': 20 },
  },
  { file: 'assets/page.js', isEntry: false, imports: [], dynamicImports: [], modules: { 'src/pages/home.tsx': 70 } },
];

describe('first-load figures', () => {
  it('reads the entry script, modulepreloads and stylesheets from index.html, not the manifest or icons', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      `<link rel="icon" href="/favicon.svg"><script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="stylesheet" crossorigin href="/assets/index.css"><link rel="manifest" href="/manifest.webmanifest">`,
    );
    expect(firstLoadFiles(dir)).toEqual(['assets/index.js', 'assets/react.js', 'assets/index.css']);
  });

  it('follows static imports only', () => {
    expect([...staticClosure(chunks, ['assets/index.js'])].sort()).toEqual(['assets/index.js', 'assets/react.js']);
  });

  it('splits a part of the code into what loads at once and what loads later', () => {
    expect(partCost(chunks, ['assets/index.js'], /^src\/lib\/(monitor|error-monitor\/)/)).toEqual({
      eagerBytes: 40,
      lazy: [{ file: 'assets/sentry.js', bytes: 20 }],
    });
    expect(partCost(chunks, ['assets/index.js'], /^node_modules\/@sentry\//)).toEqual({ eagerBytes: 0, lazy: [{ file: 'assets/sentry.js', bytes: 900 }] });
  });
});
