import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLANDS } from './registry';

/** Every `<Island name="…" … component={…}>` in the app's source, with the file it is in. */
function islandUses(dir: string): { file: string; name: string; component: string }[] {
  const uses: { file: string; name: string; component: string }[] = [];
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) uses.push(...islandUses(file));
    else if (file.endsWith('.tsx') && !file.endsWith('.test.tsx')) {
      for (const match of readFileSync(file, 'utf8').matchAll(/<Island\s+name="(\w+)"[^>]*?component=\{(\w+)\}/g)) {
        uses.push({ file, name: match[1]!, component: match[2]! });
      }
    }
  }
  return uses;
}

describe('the islands registry', () => {
  const uses = islandUses(path.resolve('src'));
  const registrySource = readFileSync(path.resolve('src/islands/registry.ts'), 'utf8');

  it('loads, under each name a page writes, the component the page renders there', () => {
    expect(uses.length).toBeGreaterThan(5);
    for (const use of uses) {
      expect(Object.keys(ISLANDS), use.file).toContain(use.name);
      const line = registrySource.split('\n').find((l) => l.trimStart().startsWith(`${use.name}:`));
      expect(line, `${use.file}: ${use.name}`).toMatch(new RegExp(`\\.then\\(\\(m\\) => m\\.${use.component}\\)`));
    }
  });

  it('has no island no page uses', () => {
    const used = new Set(uses.map((u) => u.name));
    expect(Object.keys(ISLANDS).filter((name) => !used.has(name))).toEqual([]);
  });

  it('loads a component for every name', async () => {
    for (const [name, load] of Object.entries(ISLANDS)) expect(typeof (await load()), name).toBe('function');
  }, 30_000);
});
