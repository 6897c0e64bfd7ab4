/**
 * The recipes (CONTRIBUTING.md, "Recipes"; the server's "Adding an endpoint")
 * quote real code: every fenced block whose info string names a file
 * (```ts file=src/config/api-contract.ts) must match that file, line for
 * line in order (indentation aside; a line `// …` stands for lines left out),
 * and every `path:symbol` cited inline must name a file that has the symbol.
 * A recipe whose example drifts from the code fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const RECIPE_DOCS = ['CONTRIBUTING.md', 'docs/frontend.md', 'server/src/routes/README.md', 'docs/forms.md'];
/** The recipes CONTRIBUTING.md must have, each with the count of files its walk touched. */
const RECIPES = ['A page', 'An API endpoint', 'A form', 'A language'];
const SKIP = '// …';

interface Quote {
  doc: string;
  line: number;
  file: string;
  lines: string[];
}

/** The fenced blocks of a markdown text that name a file. */
export function quotesOf(doc: string, markdown: string): Quote[] {
  const quotes: Quote[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^\s*```\w*\s+file=(\S+)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !/^\s*```\s*$/.test(lines[j]!); j += 1) body.push(lines[j]!);
    quotes.push({ doc, line: i + 1, file: open[1]!, lines: body });
    i = j;
  }
  return quotes;
}

/** The first quoted line not found in the file after the previous one, or undefined when all are there. */
export function missingLine(quoted: readonly string[], fileText: string): string | undefined {
  const fileLines = fileText.split('\n').map((l) => l.trim());
  let at = 0;
  for (const raw of quoted) {
    const line = raw.trim();
    if (line === '' || line === SKIP) continue;
    const found = fileLines.indexOf(line, at);
    if (found === -1) return line;
    at = found + 1;
  }
  return undefined;
}

interface Citation {
  doc: string;
  file: string;
  symbol: string;
}

/** The inline `path/to/file.ext:symbol` citations of a markdown text. */
export function citationsOf(doc: string, markdown: string): Citation[] {
  return [...markdown.matchAll(/`([\w./-]+\.[a-z]+):([A-Za-z_$][\w$]*)`/g)].map((m) => ({ doc, file: m[1]!, symbol: m[2]! }));
}

/** True when the text has the symbol as a whole identifier. */
export function hasSymbol(text: string, symbol: string): boolean {
  return new RegExp(`(?<![\\w$])${symbol.replace(/\$/g, '\\$')}(?![\\w$])`).test(text);
}

/** The text of a CONTRIBUTING.md recipe: from its heading to the next. */
function recipeText(markdown: string, title: string): string | undefined {
  const start = markdown.indexOf(`\n### ${title}\n`);
  if (start === -1) return undefined;
  const next = markdown.indexOf('\n### ', start + 1);
  return markdown.slice(start, next === -1 ? undefined : next);
}

describe('the recipes in the docs', () => {
  const texts = RECIPE_DOCS.map((doc) => [doc, readFileSync(path.join(ROOT, doc), 'utf8')] as const);
  const quotes = texts.flatMap(([doc, text]) => quotesOf(doc, text));
  const citations = texts.flatMap(([doc, text]) => citationsOf(doc, text));
  const contributing = texts[0]![1];

  it('quote code in the recipes of adding a page, an endpoint, a form and a language', () => {
    expect(quotes.filter((q) => q.doc === 'CONTRIBUTING.md').length).toBeGreaterThanOrEqual(15);
    expect(citations.length).toBeGreaterThanOrEqual(15);
  });

  it.each(RECIPES)('have "%s" in CONTRIBUTING.md, saying how many files it takes', (title) => {
    const recipe = recipeText(contributing, title);
    expect(recipe, `### ${title}`).toBeDefined();
    expect(recipe).toMatch(/Files: \d+/);
  });

  it.each(citations.map((c) => [`${c.doc}: ${c.file}:${c.symbol}`, c] as const))('cite %s, which is there', (_, citation) => {
    const file = path.join(ROOT, citation.file);
    expect(existsSync(file), `${citation.file} does not exist`).toBe(true);
    expect(hasSymbol(readFileSync(file, 'utf8'), citation.symbol), `${citation.file} has no ${citation.symbol}`).toBe(true);
  });

  it.each(quotes.map((q) => [`${q.doc}:${q.line} (${q.file})`, q] as const))('quote %s as it is', (_, quote) => {
    const text = readFileSync(path.join(ROOT, quote.file), 'utf8');
    expect(missingLine(quote.lines, text)).toBeUndefined();
  });
});

describe('a recipe check', () => {
  it('finds lines in order, skipping blank lines and "// …"', () => {
    expect(missingLine(['a', '// …', '  c'], 'a\nb\nc\n')).toBeUndefined();
  });

  it('names the first line the file does not have', () => {
    expect(missingLine(['a', 'x'], 'a\nb\n')).toBe('x');
  });

  it('names a line that is in the file only before the previous one', () => {
    expect(missingLine(['b', 'a'], 'a\nb\n')).toBe('a');
  });

  it('reads the file and the symbol an inline citation names', () => {
    expect(citationsOf('d.md', 'in `src/a.ts:ROUTES` and `b.ts` or `src/c.ts:x.y`')).toEqual([{ doc: 'd.md', file: 'src/a.ts', symbol: 'ROUTES' }]);
    expect(hasSymbol('export const ROUTE_PAGES = {}', 'ROUTE_PAGES')).toBe(true);
    expect(hasSymbol('export const ROUTE_PAGES_OLD = {}', 'ROUTE_PAGES')).toBe(false);
  });

  it('reads the file a fenced block names', () => {
    expect(quotesOf('d.md', 'text\n```ts file=src/x.ts\nconst a = 1;\n```\n```ts\nnot quoted\n```')).toEqual([
      { doc: 'd.md', line: 2, file: 'src/x.ts', lines: ['const a = 1;'] },
    ]);
  });
});
