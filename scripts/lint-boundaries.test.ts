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
    expect(await reported('src/pages/home/probe.ts', "import { useTopAlgorithms } from '../../features/market/use-market-stats';\nexport const t = useTopAlgorithms;")).toEqual([]);
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
}, 120_000);
