import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/test-app.js';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { ConfigError } from '../config.js';
import { loadContent } from './load-content.js';

let db: Db;
let drop: () => Promise<void>;
let root: string;

beforeAll(async () => {
  ({ db, drop } = await openTestDb());
  await migrate(db);
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'hv-load-'));
  await fs.mkdir(path.join(root, 'articles'));
  await fs.writeFile(path.join(root, 'articles', 'kept.md'), '---\ncategory: blog\ntitle: Kept\ndate: 2026-01-01\n---\nBody.\n');
  await loadContent(db, path.join(root, 'articles'));
});
afterAll(async () => {
  await db.close();
  await drop();
  await fs.rm(root, { recursive: true, force: true });
});

async function count(): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM content_articles'))[0]!.n;
}

describe('loading content', () => {
  it('stores article HTML sanitised, so no client gets script from the API', async () => {
    const dir = path.join(root, 'hostile');
    await fs.mkdir(dir);
    await fs.writeFile(
      path.join(dir, 'hostile.md'),
      '---\ncategory: blog\ntitle: Hostile\ndate: 2026-01-02\n---\nHello <script>alert(1)</script> <img src=x onerror="alert(2)"> [x](javascript:alert(3))\n',
    );
    await fs.copyFile(path.join(root, 'articles', 'kept.md'), path.join(dir, 'kept.md'));
    await loadContent(db, dir);
    const [row] = await db.query<{ text: string }>(`SELECT text FROM content_articles WHERE url = 'hostile'`);
    expect(row!.text).toContain('Hello');
    expect(row!.text).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('refuses a missing folder and deletes nothing', async () => {
    const before = await count();
    await expect(loadContent(db, path.join(root, 'missing'))).rejects.toBeInstanceOf(ConfigError);
    expect(await count()).toBe(before);
  });

  it('refuses a folder without Markdown files and deletes nothing', async () => {
    await fs.mkdir(path.join(root, 'empty'));
    await fs.writeFile(path.join(root, 'empty', 'README.md'), 'not an article');
    const before = await count();
    await expect(loadContent(db, path.join(root, 'empty'))).rejects.toThrow(/CONTENT_DIR .*empty holds no Markdown articles/);
    expect(await count()).toBe(before);
  });
});
