/**
 * Articles (`content_articles`): every article for the in-memory index
 * (content/content-index.ts answers the lists, search and single articles),
 * and the writes of the content loader. One row per article and language.
 *
 * The one home of an article's types, all drawn from the API's schema
 * (src/config/api/content.ts): as the loader writes it (ArticleInput), as
 * stored (StoredArticle), as the content calls answer it (ContentArticle,
 * ContentSummary).
 */
import type { Article, ArticleSummary } from '../../../src/config/api/content.js';
import type { Queryable } from '../db/types.js';

import { ARTICLE_ORDER_COLUMNS } from '../../../src/config/page-data.js';

/** The columns a list may be ordered by (the names clients send are the column names). */
export const CONTENT_ORDER_COLUMNS = ARTICLE_ORDER_COLUMNS;
export type ContentOrderColumn = (typeof CONTENT_ORDER_COLUMNS)[number];

/** A list call's filter (content/content-index.ts applies it). */
export interface ContentListFilter {
  lang: string;
  category?: string;
  sub?: string;
  /** Articles with any of these tags. */
  tags?: string[];
  /** Articles with none of these tags. */
  tagsExclude?: string[];
  orderCol: ContentOrderColumn;
  direction: 'ASC' | 'DESC';
  size: number;
  page: number;
}

/** An article as the content calls answer it (times in epoch ms), with the languages it exists in. */
export type ContentArticle = Article;
/** A list entry: everything of an article but its body. */
export type ContentSummary = ArticleSummary;
/** An article as stored: one language of it (the index adds the languages it exists in). */
export type StoredArticle = Omit<ContentArticle, 'langs'>;
/** An article as the loader writes it (a Markdown file's): no id or stored times yet, its date an ISO time. */
export type ArticleInput = Omit<StoredArticle, 'id' | 'date' | 'created' | 'updated'> & { date: string };

type ArticleRow = Omit<StoredArticle, 'date' | 'created' | 'updated'> & { date: unknown; created: unknown; updated: unknown };

/** What names one article in one language. */
export interface ContentKey {
  category: string;
  sub: string;
  url: string;
  lang: string;
}

export interface ContentSource extends ContentKey {
  file: string;
  hash: string;
}

function toArticle(row: ArticleRow): StoredArticle {
  const ms = (v: unknown) => (v instanceof Date ? v.getTime() : new Date(String(v)).getTime());
  return { ...row, date: ms(row.date), created: ms(row.created), updated: ms(row.updated) };
}

export function createContentRepository(db: Queryable) {
  return {
    /** Every article in every language (the in-memory index is built from them). */
    async all(): Promise<StoredArticle[]> {
      const rows = await db.query<ArticleRow>(
        `SELECT a.id, a.url, a.category, a.sub, a.subsub, a.title, a.text, a.lang,
           a.date, a.created, a.updated, a.author, a.tags, a.meta, a.position
         FROM content_articles a ORDER BY a.id`,
      );
      return rows.map(toArticle);
    },

    /** How many articles there are (the status self-check compares the in-memory index with it). */
    async count(): Promise<number> {
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM content_articles');
      return row!.n;
    },

    /**
     * Inserts the article, or updates it when a field differs (setting its
     * `updated` time). Says which happened; undefined when nothing changed.
     */
    async upsert(a: ArticleInput): Promise<'inserted' | 'updated' | undefined> {
      const rows = await db.query<{ inserted: boolean }>(
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
      if (rows.length !== 1) return undefined;
      return rows[0]!.inserted ? 'inserted' : 'updated';
    },

    /** Where each article was loaded from: its file (relative to CONTENT_DIR), the file's hash and its key. */
    async sources(): Promise<ContentSource[]> {
      return db.query<ContentSource>(`SELECT source_file AS file, source_hash AS hash, category, sub, url, lang FROM content_articles WHERE source_file <> ''`);
    },

    /** Records the file an article was loaded from and its hash (a later load skips the file while the hash holds). */
    async setSource(key: ContentKey, file: string, hash: string): Promise<void> {
      await db.query(
        `UPDATE content_articles SET source_file = $5, source_hash = $6
         WHERE category = $1 AND sub = $2 AND url = $3 AND lang = $4`,
        [key.category, key.sub, key.url, key.lang, file, hash],
      );
    },

    /** Deletes every article not among `keep`; returns how many went. */
    async deleteAllExcept(keep: ReadonlyArray<ContentKey>): Promise<number> {
      const keys = keep.map((a) => `${a.category}\u001f${a.sub}\u001f${a.url}\u001f${a.lang}`);
      const removed = await db.query(
        `DELETE FROM content_articles
         WHERE NOT (category || chr(31) || sub || chr(31) || url || chr(31) || lang = ANY($1::text[]))
         RETURNING id`,
        [keys],
      );
      return removed.length;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
