/**
 * main/api/v2/content: article lists (with full-text search) and single
 * articles, in the asked language with English as the fallback. Each article
 * says which languages it exists in (`langs`) and which one was served.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SUPPORTED_LOCALES, EXTRA_LOCALES, HELP_ARTICLES_PAGE_SIZE } from '../../../src/config/limits.js';
import { ApiError } from '../lib/api-error.js';
import { articleSchema, listQuerySchema, articleQuerySchema } from './content-schemas.js';

const LANGS = [...SUPPORTED_LOCALES, ...EXTRA_LOCALES];
const ORDER_COLUMNS: Record<string, string> = {
  date: 'date',
  position: 'position',
  title: 'title',
  created: 'created',
  updated: 'updated',
  id: 'id',
};

interface ListQuery {
  lang?: string;
  category?: string;
  sub?: string;
  tagsExclude?: string;
  tags?: string;
  size?: number;
  page?: number;
  orderCol?: string;
  orderDirection?: string;
  search?: string;
}

/** Turns free text into a prefix-matching tsquery ("stratum sett" -> stratum:* & sett:*). */
export function toPrefixQuery(search: string): string | undefined {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return undefined;
  return words.slice(0, 8).map((w) => `${w}:*`).join(' & ');
}

const ARTICLE_COLUMNS = `a.id, a.url, a.category, a.sub, a.subsub, a.title, a.text, a.lang,
  a.date, a.created, a.updated, a.author, a.tags, a.meta, a.position,
  (SELECT array_agg(o.lang ORDER BY o.lang) FROM content_articles o
    WHERE o.category = a.category AND o.sub = a.sub AND o.url = a.url) AS langs`;

// One row per article: the asked language if it exists, else English.
const PICK_LANGUAGE = `(a.lang = $1 OR (a.lang = 'en' AND NOT EXISTS (
  SELECT 1 FROM content_articles t WHERE t.category = a.category AND t.sub = a.sub AND t.url = a.url AND t.lang = $1)))`;

function toApi(row: Record<string, unknown>) {
  const ms = (v: unknown) => (v instanceof Date ? v.getTime() : new Date(String(v)).getTime());
  return { ...row, date: ms(row.date), created: ms(row.created), updated: ms(row.updated) };
}

export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  const listHandler = async (request: FastifyRequest) => {
    const q = request.query as ListQuery;
    const lang = q.lang ?? 'en';
    const where = [PICK_LANGUAGE];
    const params: unknown[] = [lang];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (q.category) add('a.category = ?', q.category);
    if (q.sub) add('a.sub = ?', q.sub);
    if (q.tags) add('a.tags && ?::text[]', q.tags.split(',').filter(Boolean));
    if (q.tagsExclude) add('NOT (a.tags && ?::text[])', q.tagsExclude.split(',').filter(Boolean));
    if (q.search !== undefined) {
      const tsquery = toPrefixQuery(q.search);
      if (!tsquery) throw new ApiError('INVALID_PARAMETER', 'search must contain a letter or digit');
      add("a.search @@ to_tsquery('simple', ?)", tsquery);
    }
    const size = q.size ?? 20;
    const page = q.page ?? 0;
    const orderCol = ORDER_COLUMNS[q.orderCol ?? 'date']!;
    const direction = (q.orderDirection ?? 'DESC').toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
    const whereSql = where.join(' AND ');
    const [countRow] = await app.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM content_articles a WHERE ${whereSql}`,
      params,
    );
    const total = countRow?.count ?? 0;
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT ${ARTICLE_COLUMNS} FROM content_articles a WHERE ${whereSql}
       ORDER BY a.${orderCol} ${direction}, a.id ${direction}
       LIMIT ${size} OFFSET ${page * size}`,
      params,
    );
    return {
      list: rows.map(toApi),
      pagination: { size, page, totalCount: total, totalPageCount: Math.ceil(total / size) },
    };
  };

  const listSchema = {
    querystring: listQuerySchema(LANGS, Object.keys(ORDER_COLUMNS), HELP_ARTICLES_PAGE_SIZE),
    response: {
      200: {
        type: 'object',
        required: ['list', 'pagination'],
        properties: {
          list: { type: 'array', items: articleSchema },
          pagination: {
            type: 'object',
            properties: {
              size: { type: 'integer' },
              page: { type: 'integer' },
              totalCount: { type: 'integer' },
              totalPageCount: { type: 'integer' },
            },
          },
        },
      },
    },
  };
  app.get('/main/api/v2/content/list2', { schema: listSchema }, listHandler);
  // The spec names a search variant of the list call; it is the same query.
  app.get('/main/api/v2/content/search', { schema: listSchema }, listHandler);

  app.get('/main/api/v2/content/article2', {
    schema: { querystring: articleQuerySchema(LANGS), response: { 200: articleSchema } },
  }, async (request) => {
    const q = request.query as { category: string; sub?: string; url: string; lang?: string };
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT ${ARTICLE_COLUMNS} FROM content_articles a
       WHERE ${PICK_LANGUAGE} AND a.category = $2 AND a.sub = $3 AND a.url = $4`,
      [q.lang ?? 'en', q.category, q.sub ?? '', q.url],
    );
    const row = rows[0];
    if (!row) throw new ApiError('NOT_FOUND', 'No such article');
    return toApi(row);
  });
}
