/**
 * The English catalogue in the build (no browser needed): it travels with the
 * modules that show it (scripts/vite/split-messages.ts), so the first load
 * carries the shell's messages and the page's, not the whole catalogue, and
 * every message the code names is in some chunk. Pages rendering without a
 * missing message is every browser test's business (support/test.ts fails
 * on a console error, which react-intl writes for a missing id).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { namedIds } from '../../scripts/vite/split-messages';
import { DIST_DIR, REPO_ROOT } from './support/paths';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const manifest = JSON.parse(readFileSync(path.join(DIST_DIR, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const catalogue = JSON.parse(readFileSync(path.join(REPO_ROOT, 'src/locales/en.json'), 'utf8')) as Record<string, string>;
const ids = Object.keys(catalogue);
const read = (file: string) => readFileSync(path.join(DIST_DIR, file), 'utf8');

/** A chunk's code with that of every chunk it imports statically: what loading it costs. */
function withStaticImports(key: string, seen = new Set<string>()): string {
  if (seen.has(key)) return '';
  seen.add(key);
  const chunk = manifest[key]!;
  return [read(chunk.file), ...(chunk.imports ?? []).map((next) => withStaticImports(next, seen))].join('\n');
}

const shipped = (code: string, id: string) => code.includes(JSON.stringify(id));

test.describe('English messages in the build', () => {
  test('the first load carries the shell and the home page, not the other pages', () => {
    const entry = withStaticImports('index.html');
    for (const id of ['page.titleTemplate', 'routes.chunk.reload', 'page.notFound.title']) expect(shipped(entry, id), id).toBe(true);
    const others = ids.filter((id) => /^(page\.(calculator|about|stratumGenerator)\.|calculator\.|supportCases\.|styleGuide\.)/.test(id));
    expect(others.length).toBeGreaterThan(50);
    expect(others.filter((id) => shipped(entry, id))).toEqual([]);
    // Nor is the catalogue itself bundled: far fewer than all ids.
    expect(ids.filter((id) => shipped(entry, id)).length).toBeLessThan(ids.length / 3);

    const home = withStaticImports('src/pages/home/HomePage.tsx');
    for (const id of ['page.home.title', 'page.home.description']) expect(shipped(home, id), id).toBe(true);
  });

  test("a page's chunk brings its route's texts", () => {
    const calculator = read(manifest['src/pages/calculator/CalculatorPage.tsx']!.file);
    for (const part of ['title', 'description', 'lead']) expect(shipped(calculator, `page.calculator.${part}`), part).toBe(true);
  });

  test('every message a source names is in some chunk', () => {
    const code = readdirSync(path.join(DIST_DIR, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => read(`assets/${file}`))
      .join('\n');
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return sources(file);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
      });
    const named = new Set(sources(path.join(REPO_ROOT, 'src')).flatMap((file) => namedIds(readFileSync(file, 'utf8'), file, ids)));
    expect(named.size).toBeGreaterThan(ids.length * 0.9);
    expect([...named].filter((id) => !shipped(code, id))).toEqual([]);
  });
});
