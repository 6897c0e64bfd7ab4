/**
 * The walls between the app's layers hold: each rule of eslint.config.js
 * ("Boundaries") is shown a wrong import and must report it, and a right one
 * must pass. Lints text under a file path, so nothing is written to disk.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let eslint: ESLint;

/** The rule ids reported for `code` as if it were the file at `file`. */
async function reported(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

const LAYERS = 'import-x/no-restricted-paths';

describe('lint boundaries', () => {
  it.each([
    ['lib imports a feature', 'src/lib/probe.ts', "import { sessionState } from '../features/session/state';\nexport const s = sessionState;"],
    ['a component imports a feature', 'src/components/ui/probe.ts', "import { logout } from '../../features/session/actions';\nexport const l = logout;"],
    ['a component imports the app', 'src/components/ui/probe.ts', "import { App } from '../../app/App';\nexport const a = App;"],
    ['a feature imports a page', 'src/features/market/probe.ts', "import { HomePage } from '../../pages/home/HomePage';\nexport const h = HomePage;"],
    ['a page imports the app', 'src/pages/home/probe.ts', "import { rebootApp } from '../../app/startup';\nexport const r = rebootApp;"],
    ['config imports lib', 'src/config/probe.ts', "import { api } from '../lib/api';\nexport const a = api;"],
    ['a feature imports another feature', 'src/features/market/probe.ts', "import { sessionState } from '../session/state';\nexport const s = sessionState;"],
    ['a page imports another page', 'src/pages/company/probe.ts', "import { HomePage } from '../home/HomePage';\nexport const h = HomePage;"],
    ['the worker imports src/lib', 'sw/probe.ts', "import { readCookie } from '../src/lib/storage';\nexport const r = readCookie;"],
    ['the server imports a feature', 'server/src/probe.ts', "import { API } from '../../src/features/market/state.js';\nexport const a = API;"],
  ])('reports an import against the layers: %s', async (_name, file, code) => {
    expect(await reported(file, code)).toContain(LAYERS);
  });

  it('accepts imports that go down the layers, and the server and worker taking src/config', async () => {
    expect(
      await reported(
        'src/pages/home/probe.ts',
        "import { useTopAlgorithms } from '../../features/market/use-market-stats';\nexport const t = useTopAlgorithms;",
      ),
    ).toEqual([]);
    expect(await reported('src/features/market/probe.ts', "import { api } from '../../lib/api';\nexport const a = api;")).toEqual([]);
    expect(await reported('sw/probe.ts', "import { API } from '../src/config/api-contract.js';\nexport const a = API;")).toEqual([]);
    expect(await reported('server/src/probe.ts', "import { API } from '../../src/config/api-contract.js';\nexport const a = API;")).toEqual([]);
  });

  it('reports an import cycle', async () => {
    // src/config/api-contract.ts imports ./limits: limits importing it back closes a cycle.
    const code = "import { API } from './api-contract';\nexport const A = API;";
    expect(await reported('src/config/limits.ts', code)).toContain('import-x/no-cycle');
  });

  it.each([
    ['ofetch', "import { ofetch } from 'ofetch';\nexport const f = ofetch;", 'src/lib/api/client.ts'],
    ['react-intl', "import { useIntl } from 'react-intl';\nexport const u = useIntl;", 'src/lib/intl.ts'],
    ['workbox-window', "import { Workbox } from 'workbox-window';\nexport const w = Workbox;", 'src/lib/pwa.ts'],
    ['idb-keyval', "import { get } from 'idb-keyval';\nexport const g = get;", 'src/lib/storage.ts'],
  ])('allows %s only in its src/lib wrapper', async (_name, code, wrapper) => {
    expect(await reported('src/features/market/probe.ts', code)).toContain('no-restricted-imports');
    expect(await reported('sw/probe.ts', code)).toContain('no-restricted-imports');
    expect(await reported(wrapper, code)).not.toContain('no-restricted-imports');
  });

  it.each([
    ['a feature', 'src/features/market/probe.ts', "import { API_SHAPES } from '../../config/api';\nexport const s = API_SHAPES;"],
    ['a library module', 'src/lib/probe.ts', "import { Currency } from '../config/api/reference';\nexport const c = Currency;"],
    ['the worker', 'sw/probe.ts', "import { API_SHAPES } from '../src/config/api/index.js';\nexport const s = API_SHAPES;"],
  ])('lets the browser take the contract’s shapes as types only: %s', async (_name, file, code) => {
    expect(await reported(file, code)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await reported(file, code.replace('import {', 'import type {').replace(/export const (\w) = (\w+);/, 'export type $1 = typeof $2;'))).toEqual([]);
  });

  it('lets src/config/ take the shapes as values, and anyone the route table beside them', async () => {
    expect(await reported('src/config/probe.ts', "import { API_SHAPES } from './api/index.js';\nexport const s = API_SHAPES;")).toEqual([]);
    expect(await reported('src/features/market/probe.ts', "import { API } from '../../config/api-contract';\nexport const a = API;")).toEqual([]);
  });

  it('reports a type argument on api.call or api.read: the entry gives the types', async () => {
    const code = (call: string) => `import { API } from '../../config/api-contract';\nimport { api } from '../../lib/api';\nexport const p = ${call};`;
    expect(await reported('src/features/market/probe.ts', code('api.call<{ a: 1 }>(API.currencies)'))).toContain('no-restricted-syntax');
    expect(await reported('src/features/market/probe.ts', code('api.read<string[]>(API.markets)'))).toContain('no-restricted-syntax');
    expect(await reported('src/features/market/probe.ts', code('api.call(API.currencies)'))).toEqual([]);
  });

  it.each([
    ['an as-cast of the body', '(request.body as { a: string }).a'],
    ['an as-cast of a path parameter', '(req.params as { id: string }).id'],
    ['an angle-bracket cast of the query', '(<{ q: string }>request.query).q'],
    ['a cast of a value read from the body', 'request.body.a as string'],
  ])('reports a cast of a request part on the server: %s', async (_name, expression) => {
    const code = `export function h(request: any, req: any): string {\n  void req;\n  void request;\n  return ${expression};\n}`;
    expect(await reported('server/src/routes/probe.ts', code)).toContain('no-restricted-syntax');
    expect(await reported('server/src/routes/probe.test.ts', code)).not.toContain('no-restricted-syntax');
  });
}, 120_000);
