import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('breakpoints', () => {
  it('every media query of the app uses one of the breakpoint tokens', () => {
    const tokens = fs.readFileSync(path.join(SRC, 'styles/tokens.css'), 'utf8');
    const allowed = new Set([...tokens.matchAll(/--breakpoint-[a-z-]+:\s*([\d.]+rem)/g)].map((m) => m[1]));
    expect(allowed.size).toBeGreaterThanOrEqual(3);
    const used = cssFiles(SRC).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/@media[^{]*\((?:min|max)-width:\s*([\d.]+\w+)\)/g)].map((m) => ({
        file: path.relative(SRC, file),
        value: m[1]!,
      })),
    );
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((u) => !allowed.has(u.value))).toEqual([]);
  });
});
