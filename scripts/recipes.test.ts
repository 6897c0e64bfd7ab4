/**
 * The recipes in the docs ("How to add an endpoint", "How to add a form")
 * quote real code: every fenced block whose info string names a file
 * (```ts file=src/config/api-contract.ts) must match that file, line for
 * line in order (indentation aside; a line `// …` stands for lines left out).
 * A recipe whose example drifts from the code fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const RECIPE_DOCS = ['docs/frontend.md', 'server/src/routes/README.md', 'docs/forms.md'];
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

describe('the recipes in the docs', () => {
  const quotes = RECIPE_DOCS.flatMap((doc) => quotesOf(doc, readFileSync(path.join(ROOT, doc), 'utf8')));

  it('quote code in the recipes of adding an endpoint and a form', () => {
    expect(quotes.length).toBeGreaterThanOrEqual(10);
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

  it('reads the file a fenced block names', () => {
    expect(quotesOf('d.md', 'text\n```ts file=src/x.ts\nconst a = 1;\n```\n```ts\nnot quoted\n```')).toEqual([
      { doc: 'd.md', line: 2, file: 'src/x.ts', lines: ['const a = 1;'] },
    ]);
  });
});
