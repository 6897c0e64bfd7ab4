/**
 * Loads the articles under content/ into the database at start. A file is
 * `<anything>/<url>.md` (English) or `<url>.<lang>.md` (a translation), with
 * front matter naming at least its category, title and date. Loading is
 * idempotent: unchanged files are not even parsed (their hash matches the
 * stored one), an edited file updates its
 * article (and its `updated` time), a removed file removes its article; a
 * missing or empty folder is an error and changes nothing.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { marked } from 'marked';
import type { Db } from '../db/db.js';
import { createContentRepository, type ArticleInput } from '../repositories/content.js';
import { ConfigError } from '../config.js';
import { parseFrontMatter, type FrontMatterValue } from './front-matter.js';
import { createArticleSanitizer } from './sanitize-article.js';
import { SUPPORTED_LOCALES, EXTRA_LOCALES } from '../../../src/config/limits.js';

const LANGS = new Set<string>([...SUPPORTED_LOCALES, ...EXTRA_LOCALES]);
const KNOWN_KEYS = new Set(['url', 'category', 'sub', 'subsub', 'title', 'date', 'author', 'tags', 'position', 'lang']);

/**
 * The Markdown files under `dir`. A missing or empty folder is an error, never
 * "no articles": loading removes the articles whose files are gone, so a
 * mistyped CONTENT_DIR would otherwise empty the database's.
 */
async function listMarkdown(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') {
      throw new ConfigError('CONTENT_DIR', `CONTENT_DIR ${dir} is not a folder: point CONTENT_DIR at the folder of Markdown articles`);
    }
    throw error;
  });
  const files = entries
    .filter((e) => e.isFile() && e.name.endsWith('.md') && e.name !== 'README.md')
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  if (files.length === 0) {
    throw new ConfigError('CONTENT_DIR', `CONTENT_DIR ${dir} holds no Markdown articles (*.md): point CONTENT_DIR at the folder of articles`);
  }
  return files;
}

function str(value: FrontMatterValue | undefined, fallback = ''): string {
  if (value === undefined) return fallback;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

export function articleFromFile(file: string, source: string, sanitize: (html: string) => string): ArticleInput {
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
    text: sanitize(marked.parse(body, { async: false, gfm: true })),
    date: date.toISOString(),
    author: str(data.author),
    tags: Array.isArray(data.tags) ? data.tags : data.tags === undefined ? [] : [str(data.tags)],
    meta,
    position: typeof data.position === 'number' ? data.position : 0,
  };
}

export async function readContentDir(dir: string): Promise<ArticleInput[]> {
  const files = await listMarkdown(dir);
  const sanitize = createArticleSanitizer();
  const articles = await Promise.all(files.map(async (file) => articleFromFile(file, await fs.readFile(file, 'utf8'), sanitize)));
  const seen = new Map<string, string>();
  for (const [i, a] of articles.entries()) {
    const key = `${a.category}/${a.sub}/${a.url}/${a.lang}`;
    const other = seen.get(key);
    if (other) throw new Error(`${files[i]} and ${other} are the same article (${key})`);
    seen.set(key, files[i]!);
  }
  return articles;
}

/**
 * Bump when the Markdown rendering or the sanitiser changes: every file's hash
 * changes with it, so the next load parses every file again.
 */
export const CONTENT_RENDER_VERSION = 2;

function sourceHash(file: string, source: string): string {
  return createHash('sha256').update(`${CONTENT_RENDER_VERSION}\0${file}\0${source}`).digest('base64url');
}

export interface LoadResult {
  inserted: number;
  updated: number;
  deleted: number;
  /** Files left alone because their hash matched the one stored with their article. */
  skipped: number;
}

/**
 * Writes the articles; returns how many rows were inserted, updated and
 * deleted, and how many files were skipped unchanged. A file whose bytes hash
 * to what its article stored is not parsed again (content hash, migration
 * 007): a start with unchanged content parses nothing.
 */
export async function loadContent(db: Db, dir: string): Promise<LoadResult> {
  const files = await listMarkdown(dir);
  const stored = new Map((await createContentRepository(db).sources()).map((s) => [s.file, s]));
  let sanitize: ((html: string) => string) | undefined;
  const keys: Array<{ category: string; sub: string; url: string; lang: string }> = [];
  const changed: Array<{ article: ArticleInput; file: string; hash: string }> = [];
  const seen = new Map<string, string>();
  let skipped = 0;
  for (const file of files) {
    const source = await fs.readFile(file, 'utf8');
    const relative = path.relative(dir, file);
    const hash = sourceHash(relative, source);
    const old = stored.get(relative);
    let key: { category: string; sub: string; url: string; lang: string };
    if (old && old.hash === hash) {
      key = { category: old.category, sub: old.sub, url: old.url, lang: old.lang };
      skipped += 1;
    } else {
      sanitize ??= createArticleSanitizer();
      const article = articleFromFile(file, source, sanitize);
      changed.push({ article, file: relative, hash });
      key = article;
    }
    const id = `${key.category}/${key.sub}/${key.url}/${key.lang}`;
    const other = seen.get(id);
    if (other) throw new Error(`${file} and ${other} are the same article (${id})`);
    seen.set(id, file);
    keys.push({ category: key.category, sub: key.sub, url: key.url, lang: key.lang });
  }
  return db.transaction(async (tx) => {
    const content = createContentRepository(tx);
    let inserted = 0;
    let updated = 0;
    for (const { article, file, hash } of changed) {
      const result = await content.upsert(article);
      if (result === 'inserted') inserted += 1;
      else if (result === 'updated') updated += 1;
      await content.setSource(article, file, hash);
    }
    return { inserted, updated, deleted: await content.deleteAllExcept(keys), skipped };
  });
}
