// What the first load of a page fetches before the app runs (index.html's
// script, modulepreloads and stylesheets), and how much of it is one part of
// the code, from dist/.vite/module-sizes.json (scripts/vite/module-sizes.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The files index.html loads at once: the entry script, its modulepreloads and stylesheets. */
export function firstLoadFiles(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = [];
  for (const match of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\bhref)="\/([^"]+)"/g)) {
    files.push(match[1]);
  }
  return files;
}

export function readModuleSizes(distDir) {
  const file = path.join(distDir, '.vite', 'module-sizes.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** The chunks a set of chunks pulls in statically, themselves included. */
export function staticClosure(chunks, start) {
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file) || !byFile.has(file)) continue;
    seen.add(file);
    queue.push(...byFile.get(file).imports);
  }
  return seen;
}

/**
 * Rendered bytes of the modules matching `pattern` inside the first load, and
 * the chunks holding them that load later (by dynamic import) with their size.
 */
export function partCost(chunks, firstLoad, pattern) {
  const eager = staticClosure(chunks, firstLoad);
  let eagerBytes = 0;
  const lazy = [];
  for (const chunk of chunks) {
    const bytes = Object.entries(chunk.modules)
      .filter(([name]) => pattern.test(name))
      .reduce((sum, [, n]) => sum + n, 0);
    if (bytes === 0) continue;
    if (eager.has(chunk.file)) eagerBytes += bytes;
    else lazy.push({ file: chunk.file, bytes });
  }
  return { eagerBytes, lazy };
}
