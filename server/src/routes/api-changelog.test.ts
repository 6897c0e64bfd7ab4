import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/config/api-contract.js';
import { loadContent } from '../content/load-content.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let dir: string;

const entry = (title: string, date: string, operations: string, body: string) =>
  `---\ncategory: api-changelog\ntitle: ${title}\ndate: ${date}\noperations: [${operations}]\n---\n${body}\n`;

beforeAll(async () => {
  t = await buildTestApp();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hv-changelog-'));
  await fs.writeFile(path.join(dir, 'older.md'), entry('Older', '2026-01-02', 'accounts', 'The **first** change.'));
  await fs.writeFile(path.join(dir, 'newer.md'), entry('Newer', '2026-03-04', 'minerDay, minerPayouts', 'A later one <script>alert(1)</script>.'));
  await fs.writeFile(path.join(dir, 'post.md'), `---\ncategory: blog\nsub: news\ntitle: Not an entry\ndate: 2026-05-01\n---\nA blog post.\n`);
  await loadContent(t.db, dir);
  await t.app.content.reload();
});
afterAll(async () => {
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('GET api/v2/changelog', () => {
  it("answers the changelog's entries only, newest first, with their anchors, dates, operations and sanitised text", async () => {
    const res = await t.app.inject(`/${API.apiChangelog.path}`);
    expect(res.statusCode).toBe(200);
    const { entries, deprecated } = res.json() as { entries: Array<Record<string, unknown>>; deprecated: unknown[] };
    expect(entries.map((e) => [e.anchor, e.date, e.title, e.operations])).toEqual([
      ['newer', '2026-03-04', 'Newer', ['minerDay', 'minerPayouts']],
      ['older', '2026-01-02', 'Older', ['accounts']],
    ]);
    expect(entries[1]!.html).toContain('<strong>first</strong>');
    expect(entries[0]!.html).not.toContain('<script');
    // The contract marks no operation deprecated today (server/src/api-docs/deprecated.test.ts proves the mechanism).
    expect(deprecated).toEqual([]);
  });

  it('names only operations of the contract in the real entries (content/api-changelog/)', async () => {
    const real = await fs.readdir(path.resolve('content/api-changelog'));
    const names = new Set(Object.keys(API));
    for (const file of real.filter((f) => f.endsWith('.md') && f !== 'README.md')) {
      const text = await fs.readFile(path.resolve('content/api-changelog', file), 'utf8');
      const ops =
        /^operations: \[(.*)\]$/m
          .exec(text)?.[1]
          ?.split(',')
          .map((s) => s.trim()) ?? [];
      expect(ops.length, file).toBeGreaterThan(0);
      for (const op of ops) expect(names.has(op), `${file}: ${op}`).toBe(true);
      expect(text, file).toMatch(/^date: \d{4}-\d{2}-\d{2}$/m);
    }
  });
});
