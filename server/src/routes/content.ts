/**
 * main/api/v2/content: article lists (with full-text search) and single
 * articles, in the asked language with English as the fallback. Each article
 * says which languages it exists in (`langs`) and which one was served.
 * Lists answer summaries (no body); only article2 answers a body. Every
 * answer comes from the in-memory index (`app.content`), never from a query.
 * Content changes only when the server loads content/, so the contract
 * caches every answer, and a reload drops the cached ones.
 */
import { createHash } from 'node:crypto';
import fastJson from 'fast-json-stringify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API, routePattern } from '../../../src/config/api-contract.js';
import { ArticlePage, ArticleSummary } from '../../../src/config/api/content.js';
import { PAGE_MAX } from '../../../src/config/api/params.js';
import { HELP_ARTICLES_PAGE_SIZE } from '../../../src/config/limits.js';
import { ApiError } from '../lib/api-error.js';
import { contractRoute, type ContractRequest } from '../lib/contract-route.js';
import type { ContentOrderColumn, ContentSummary } from '../repositories/content.js';
import type { ContentIndex } from '../content/content-index.js';
import { searchWords } from '../content/search-words.js';
import { requestCacheKey } from '../plugins/response-cache.js';
import { searchAccepted } from '../content/search-text.js';

const DEFAULT_PAGE_SIZE = 20;

/**
 * A list query: what the list route validated, or what the page renderer
 * asks for its pages (src/config/page-data.ts), whose language is any the
 * page was asked in.
 */
export interface ListQuery {
  lang?: string;
  category?: string;
  sub?: string;
  tagsExclude?: string;
  tags?: string;
  size?: number;
  page?: number;
  orderCol?: ContentOrderColumn;
  orderDirection?: string;
  search?: string;
}

const tagList = (tags: string | undefined) => (tags ? tags.split(',').filter(Boolean) : undefined);

/** The content routes' URLs: a response-cache key starts with its route's URL and a newline. */
const CONTENT_ROUTES = new Set([API.contentList, API.contentSearch, API.contentArticle].map(routePattern));

/**
 * A page of a list as list2 answers it, from a query already checked (the
 * route's schema; the page renderer's lists, src/config/page-data.ts).
 */
export function listPage(index: ContentIndex, q: ListQuery): ContentListPage {
  const size = q.size ?? DEFAULT_PAGE_SIZE;
  const page = q.page ?? 0;
  const { articles, total } = index.list({
    lang: q.lang ?? 'en',
    category: q.category,
    sub: q.sub,
    tags: tagList(q.tags),
    tagsExclude: tagList(q.tagsExclude),
    search: q.search,
    orderCol: q.orderCol ?? 'date',
    direction: (q.orderDirection ?? 'DESC').toUpperCase() === 'ASC' ? 'ASC' : 'DESC',
    size,
    page,
  });
  return {
    list: articles,
    pagination: { size, page, totalCount: total, totalPageCount: Math.ceil(total / size) },
  };
}

/**
 * A page of a list list2 would answer, or undefined for a size, page or
 * search it refuses (the page renderer asks without going through the route).
 */
export function listPageWithinBounds(index: ContentIndex, q: ListQuery): ContentListPage | undefined {
  const inRange = (value: number | undefined, min: number, max: number) => value === undefined || (Number.isInteger(value) && value >= min && value <= max);
  if (!inRange(q.size, 1, HELP_ARTICLES_PAGE_SIZE) || !inRange(q.page, 0, PAGE_MAX)) return undefined;
  if (q.search !== undefined && !searchAccepted(q.search)) return undefined;
  return listPage(index, q);
}

export interface ContentListPage {
  list: ContentSummary[];
  pagination: { size: number; page: number; totalCount: number; totalPageCount: number };
}

/*
 * A list answer is written from pieces serialized once: each summary's JSON
 * is kept beside the summary (the index makes new summaries on a reload, so
 * a stale piece is never reused), and an answer is those pieces joined. The
 * pieces come from the route's own response schema, so the bytes are the
 * ones Fastify's serializer would write (content.test.ts holds them equal).
 * A search asks a new combination of summaries each time: serializing them
 * afresh was a quarter of its cost.
 */
const summaryToJson = fastJson(ArticleSummary);
const paginationToJson = fastJson(ArticlePage.properties.pagination);
const summaryJson = new WeakMap<ContentSummary, Buffer>();
const LIST_OPEN = Buffer.from('{"list":[');
const COMMA = Buffer.from(',');

/** The answer's bytes (UTF-8): the pieces are kept as bytes, so the answer is one copy of them, not a string to encode. */
export function listPageJson(page: ContentListPage): Buffer {
  const pieces: Buffer[] = [LIST_OPEN];
  for (let i = 0; i < page.list.length; i += 1) {
    const summary = page.list[i]!;
    let json = summaryJson.get(summary);
    if (json === undefined) summaryJson.set(summary, (json = Buffer.from(summaryToJson(summary))));
    if (i > 0) pieces.push(COMMA);
    pieces.push(json);
  }
  pieces.push(Buffer.from(`],"pagination":${paginationToJson(page.pagination)}}`));
  return Buffer.concat(pieces);
}

/** The answers' format: a change of the schema changes every ETag, as a change of content does. */
const LIST_FORMAT = createHash('sha256').update(JSON.stringify(ArticlePage)).digest('base64url');

/**
 * A list answer's ETag, named by what decides its bytes (the content's
 * digest, the answer's format and the normalised query) instead of hashing
 * the bytes: a search's answer of 100 summaries cost a SHA-1 of 40 KB.
 */
export function listEtag(index: ContentIndex, request: FastifyRequest): string {
  return `"${createHash('sha1')
    .update(`${index.digest}\n${LIST_FORMAT}\n${requestCacheKey(request)}`)
    .digest('base64url')}"`;
}

/** Sends a list answer as its bytes (the route's answer schema wrote them, listPageJson). */
function sendListPage(request: FastifyRequest, reply: FastifyReply, index: ContentIndex, page: ContentListPage): FastifyReply {
  return reply.header('etag', listEtag(index, request)).type('application/json; charset=utf-8').send(listPageJson(page));
}

export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  app.content.onReload(() => app.responseCache.deleteWhere((key) => CONTENT_ROUTES.has(key.split('\n', 1)[0]!)));

  const listHandler = async (request: ContractRequest<'contentList' | 'contentSearch'>, reply: FastifyReply) => {
    const q = request.query;
    if (q.search !== undefined && searchWords(q.search).length === 0) {
      throw new ApiError('INVALID_PARAMETER', 'search must contain a letter or digit');
    }
    const index = app.content.index;
    return sendListPage(request, reply, index, listPage(index, q));
  };

  contractRoute(app, API.contentList, { handler: listHandler });
  // The spec names a search variant of the list call; it is the same query.
  contractRoute(app, API.contentSearch, { handler: listHandler });

  contractRoute(app, API.contentArticle, {
    handler: async (request) => {
      const q = request.query;
      // Without sub the article is found by category and url (a blog post's route has no sub).
      const article = app.content.index.article({ lang: q.lang ?? 'en', category: q.category, sub: q.sub, url: q.url });
      if (!article) throw new ApiError('NOT_FOUND', 'No such article');
      return article;
    },
  });
}
