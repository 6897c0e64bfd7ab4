import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's layers, checked over its source: routes and plugins do HTTP,
// repositories do SQL, db/ is the bottom, and the environment is read once.
// (The lint step checks cycles and the web app's layers; see eslint.config.js.)
const ROOT = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const FILES = sourceFiles(ROOT).map((file) => ({
  rel: path.relative(ROOT, file).split(path.sep).join('/'),
  text: fs.readFileSync(file, 'utf8'),
}));

/** Source without comments, so that a comment may name SQL or the environment. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** Relative imports of a file, resolved to paths under server/src (or outside it, starting with ../). */
function imports(file: { rel: string; text: string }): string[] {
  const specifiers = [...code(file.text).matchAll(/(?:from\s+|import\s*\(\s*)['"](\.[^'"]+)['"]/g)].map((m) => m[1]!);
  return specifiers.map((s) => path.posix.normalize(path.posix.join(path.posix.dirname(file.rel), s)).replace(/\.js$/, '.ts'));
}

const under = (folder: string) => FILES.filter((f) => f.rel.startsWith(`${folder}/`));
const SQL = /\b(SELECT\s|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM)|\.query\s*[<(]|\.exec\s*\(/;

describe('server boundaries', () => {
  it('keeps SQL out of routes, plugins and lib', () => {
    const offenders = [...under('routes'), ...under('plugins'), ...under('lib')].filter((f) => SQL.test(code(f.text)));
    expect(offenders.map((f) => f.rel)).toEqual([]);
  });

  it('lets no route module import another (index.ts registers them; schemas/ is shared)', () => {
    const routeModules = new Set(FILES.filter((f) => /^routes\/[^/]+\.ts$/.test(f.rel)).map((f) => f.rel));
    const offenders = FILES.filter((f) => routeModules.has(f.rel) && f.rel !== 'routes/index.ts').flatMap((f) =>
      imports(f)
        .filter((target) => routeModules.has(target))
        .map((target) => `${f.rel} -> ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps db/ at the bottom: it imports only db/, lib/ and the shared config', () => {
    const offenders = under('db').flatMap((f) =>
      imports(f)
        .filter((target) => !target.startsWith('db/') && !target.startsWith('lib/') && !target.startsWith('../../src/config/'))
        .map((target) => `${f.rel} -> ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it('lets repositories import only db/, lib/, other repositories and the shared config', () => {
    const allowed = ['db/', 'lib/', 'repositories/', '../../src/config/'];
    const offenders = under('repositories').flatMap((f) =>
      imports(f)
        .filter((target) => !allowed.some((a) => target.startsWith(a)))
        .map((target) => `${f.rel} -> ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it('lets lib/ import only lib/ and the shared config', () => {
    const offenders = under('lib').flatMap((f) =>
      imports(f)
        .filter((target) => !target.startsWith('lib/') && !target.startsWith('../../src/config/'))
        .map((target) => `${f.rel} -> ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it('reads the environment only in config.ts', () => {
    const offenders = FILES.filter((f) => f.rel !== 'config.ts' && /process\.env\b/.test(code(f.text)));
    expect(offenders.map((f) => f.rel)).toEqual([]);
  });

  it('imports from the web app only its shared config', () => {
    const offenders = FILES.flatMap((f) =>
      imports(f)
        .filter((target) => target.startsWith('../') && !target.startsWith('../../src/config/'))
        .map((target) => `${f.rel} -> ${target}`),
    );
    expect(offenders).toEqual([]);
  });
});
