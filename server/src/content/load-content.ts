/**
 * Loads the articles under content/ into the database at start. A file is
 * `<anything>/<url>.md` (English) or `<url>.<lang>.md` (a translation), with
 * front matter naming at least its category, title and date. Loading is
 * idempotent: unchanged files change nothing, an edited file updates its
 * article (and its `updated` time), a removed file removes its article.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { marked } from 'marked';
import type { Db } from '../db/db.js';
import { parseFrontMatter, type FrontMatterValue } from './front-matter.js';
import { SUPPORTED_LOCALES, EXTRA_LOCALES } from '../../../src/config/limits.js';

export interface ContentArticleInput {
  url: string;
  lang: string;
  category: string;
  sub: string;
  subsub: string;
  title: string;
  text: string;
  date: string;
  author: string;
  tags: string[];
  meta: Record<string, FrontMatterValue>;
  position: number;
}

const LANGS = new Set<string>([...SUPPORTED_LOCALES, ...EXTRA_LOCALES]);
const KNOWN_KEYS = new Set(['url', 'category', 'sub', 'subsub', 'title', 'date', 'author', 'tags', 'position', 'lang']);

async function listMarkdown(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.md') && e.name !== 'README.md')
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

function str(value: FrontMatterValue | undefined, fallback = ''): string {
  if (value === undefined) return fallback;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

export function articleFromFile(file: string, source: string): ContentArticleInput {
  const { data, body } = parseFrontMatter(source, file);
  const base = path.basename(file, '.md');
  const dot = base.lastIndexOf('.');
  const suffix = dot > 0 ? base.slice(dot + 1) : '';
  const lang = LANGS.has(suffix) ? suffix : 'en';
  const url = str(data.url, LANGS.has(suffix) ? base.slice(0, dot) : base);
  for (const key of ['category', 'title', 'date'] as const) {
    if (data[key] === undefined || str(data[key]) === '') throw new Error(`${file}: front matter needs "${key}"`);
  }
  const date = new Date(str(data.date));
  if (Number.isNaN(date.getTime())) throw new Error(`${file}: date "${str(data.date)}" is not a date`);
  const meta = Object.fromEntries(Object.entries(data).filter(([key]) => !KNOWN_KEYS.has(key)));
  return {
    url,
    lang,
    category: str(data.category),
    sub: str(data.sub),
    subsub: str(data.subsub),
    title: str(data.title),
    text: marked.parse(body, { async: false, gfm: true }),
    date: date.toISOString(),
    author: str(data.author),
    tags: Array.isArray(data.tags) ? data.tags : data.tags === undefined ? [] : [str(data.tags)],
    meta,
    position: typeof data.position === 'number' ? data.position : 0,
  };
}

export async function readContentDir(dir: string): Promise<ContentArticleInput[]> {
  const files = await listMarkdown(dir);
  const articles = await Promise.all(files.map(async (file) => articleFromFile(file, await fs.readFile(file, 'utf8'))));
  const seen = new Map<string, string>();
  for (const [i, a] of articles.entries()) {
    const key = `${a.category}/${a.sub}/${a.url}/${a.lang}`;
    const other = seen.get(key);
    if (other) throw new Error(`${files[i]} and ${other} are the same article (${key})`);
    seen.set(key, files[i]!);
  }
  return articles;
}

/** Writes the articles; returns how many rows were inserted, updated and deleted. */
export async function loadContent(db: Db, dir: string): Promise<{ inserted: number; updated: number; deleted: number }> {
  const articles = await readContentDir(dir);
  return db.transaction(async (tx) => {
    let inserted = 0;
    let updated = 0;
    for (const a of articles) {
      const rows = await tx.query<{ inserted: boolean }>(
        `INSERT INTO content_articles (url, lang, category, sub, subsub, title, text, date, author, tags, meta, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (category, sub, url, lang) DO UPDATE SET
           subsub = EXCLUDED.subsub, title = EXCLUDED.title, text = EXCLUDED.text, date = EXCLUDED.date,
           author = EXCLUDED.author, tags = EXCLUDED.tags, meta = EXCLUDED.meta, position = EXCLUDED.position,
           updated = now()
         WHERE (content_articles.subsub, content_articles.title, content_articles.text, content_articles.date,
                content_articles.author, content_articles.tags, content_articles.meta, content_articles.position)
           IS DISTINCT FROM
               (EXCLUDED.subsub, EXCLUDED.title, EXCLUDED.text, EXCLUDED.date,
                EXCLUDED.author, EXCLUDED.tags, EXCLUDED.meta, EXCLUDED.position)
         RETURNING (xmax = 0) AS inserted`,
        [a.url, a.lang, a.category, a.sub, a.subsub, a.title, a.text, a.date, a.author, a.tags, JSON.stringify(a.meta), a.position],
      );
      if (rows.length === 1) {
        if (rows[0]!.inserted) inserted += 1;
        else updated += 1;
      }
    }
    const keys = articles.map((a) => `${a.category}\u001f${a.sub}\u001f${a.url}\u001f${a.lang}`);
    const removed = await tx.query(
      `DELETE FROM content_articles
       WHERE NOT (category || chr(31) || sub || chr(31) || url || chr(31) || lang = ANY($1::text[]))
       RETURNING id`,
      [keys],
    );
    return { inserted, updated, deleted: removed.length };
  });
}
