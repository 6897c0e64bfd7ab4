/**
 * CONTRIBUTING.md and the folder READMEs name files: each one named must
 * exist, and a README with a table of its folder's modules ("| module |",
 * "| plugin |") must name every module of the folder. A file renamed,
 * removed or added without its README fails here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', 'build', 'test-results', 'shots']);
const FILE_EXTENSIONS = /\.(ts|tsx|mjs|cjs|js|json|md|css|html|yaml)$/;

/** Every README.md below the source folders, as paths from the root. */
function folderReadmes(): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name)) walk(path.join(dir, entry.name));
      else if (entry.name === 'README.md') found.push(path.join(dir, entry.name));
    }
  };
  for (const dir of ['src', 'server', 'sw', 'scripts', 'tests', 'content', 'public']) if (existsSync(path.join(ROOT, dir))) walk(dir);
  return found.sort();
}

/**
 * The backticked spans of a markdown text that name a file or a folder: a
 * path ending in a file extension, or at least two folders ending in "/".
 * Placeholders (`<url>.md`), globs, commands, URLs and elided paths are not.
 */
export function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.replace(/:[A-Za-z_$][\w$]*$/, ''));
  return spans.filter((span) => {
    if (/[\s<>*{}…=(),'"]|\.\.\.|:\/\/|^[/.~-]/.test(span)) return false;
    if (FILE_EXTENSIONS.test(span)) return true;
    return /^[\w@.-]+\/[\w@.-]+\/([\w@.-]+\/)*$/.test(span);
  });
}

/** Files anywhere below a folder with this name (for a bare file name). */
function foundBelow(dir: string, name: string): boolean {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && foundBelow(path.join(dir, entry.name), name)) return true;
    } else if (entry.name === name) return true;
  }
  return false;
}

/**
 * Where a doc's named path is: from the doc's folder or any folder above it,
 * up to the root; a bare file name may also sit anywhere below the doc's folder.
 */
export function resolves(doc: string, named: string): boolean {
  const docDir = path.dirname(path.join(ROOT, doc));
  for (let dir = docDir; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, named))) return true;
    if (dir === ROOT || dir === path.dirname(dir)) break;
  }
  return !named.includes('/') && foundBelow(docDir, named);
}

/** The non-test TypeScript modules directly in a folder. */
function modulesOf(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && statSync(path.join(ROOT, dir, name)).isFile(),
  );
}

const DOCS = ['CONTRIBUTING.md', ...folderReadmes()];

describe('the files the docs name', () => {
  it('include CONTRIBUTING.md and the folder READMEs', () => {
    expect(DOCS).toEqual(
      expect.arrayContaining(['CONTRIBUTING.md', 'server/src/routes/README.md', 'server/src/repositories/README.md', 'server/src/plugins/README.md']),
    );
  });

  it.each(DOCS)('exist, for every one %s names', (doc) => {
    const missing = namedPaths(readFileSync(path.join(ROOT, doc), 'utf8')).filter((named) => !resolves(doc, named));
    expect(missing, `${doc} names files that are not there`).toEqual([]);
  });

  const withModuleTables = DOCS.filter((doc) => /^\| (module|plugin) \|/m.test(readFileSync(path.join(ROOT, doc), 'utf8')));

  it('have module tables in the server folders', () => {
    expect(withModuleTables).toEqual(
      expect.arrayContaining(['server/src/routes/README.md', 'server/src/repositories/README.md', 'server/src/plugins/README.md']),
    );
  });

  it.each(withModuleTables)('cover every module of the folder of %s', (doc) => {
    const text = readFileSync(path.join(ROOT, doc), 'utf8');
    const unnamed = modulesOf(path.dirname(doc)).filter((module) => !text.includes(`\`${module}\``));
    expect(unnamed, `${doc} does not name these modules`).toEqual([]);
  });
});

describe('a named path', () => {
  it('is a file with an extension or a folder path, not a placeholder, glob, command or URL', () => {
    const text =
      'see `src/app/routes.tsx`, `src/config/paths.ts:ROUTES`, `server/test/`, `api/`, `<url>.md`, `npx eslint .`, `build/server/...`, `main/api/v2/x`, `https://a.b/c.md`';
    expect(namedPaths(text)).toEqual(['src/app/routes.tsx', 'src/config/paths.ts', 'server/test/']);
  });

  it('resolves from the doc folder or above, and a bare name below the doc folder', () => {
    expect(resolves('server/src/routes/README.md', 'lib/contract-route.ts')).toBe(true);
    expect(resolves('server/src/routes/README.md', 'contract.test.ts')).toBe(true);
    expect(resolves('server/src/plugins/README.md', 'app.ts')).toBe(true);
    expect(resolves('server/src/routes/README.md', 'lib/no-such-module.ts')).toBe(false);
  });
});
