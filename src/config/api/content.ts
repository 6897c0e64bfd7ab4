/** Shapes of main/api/v2/content: article lists (with search) and single articles. */
import { Type, type Static } from '@sinclair/typebox';
import { EXTRA_LOCALES, HELP_ARTICLES_PAGE_SIZE, SUPPORTED_LOCALES } from '../limits.js';
import { ARTICLE_ORDER_COLUMNS } from '../page-data.js';
import { enumParam, pageParam, patternParam, sizeParam, textParam } from './params.js';
import type { EndpointShape } from './shape.js';

const LANGS = [...SUPPORTED_LOCALES, ...EXTRA_LOCALES];

const summaryProperties = {
  id: Type.Integer(),
  url: Type.String(),
  category: Type.String(),
  sub: Type.String(),
  subsub: Type.String(),
  title: Type.String(),
  date: Type.Integer({ description: 'Epoch ms.' }),
  created: Type.Integer({ description: 'Epoch ms.' }),
  updated: Type.Integer({ description: 'Epoch ms.' }),
  author: Type.String(),
  tags: Type.Array(Type.String()),
  meta: Type.Record(Type.String(), Type.Unknown(), { description: '`summary` is the line a list shows.' }),
  position: Type.Integer(),
  lang: Type.String({ description: 'The language served (English when the asked one is missing).' }),
  langs: Type.Array(Type.String(), { description: 'Every language the article exists in.' }),
};

/** A list entry: an article without its body. */
export const ArticleSummary = Type.Object(summaryProperties);
export type ArticleSummary = Static<typeof ArticleSummary>;

export const Article = Type.Object({
  ...summaryProperties,
  text: Type.String({ description: 'HTML rendered from Markdown on the server; sanitise it before showing it.' }),
});
export type Article = Static<typeof Article>;

export const ArticlePage = Type.Object({
  list: Type.Array(ArticleSummary),
  pagination: Type.Object({
    size: Type.Integer(),
    page: Type.Integer(),
    totalCount: Type.Integer(),
    totalPageCount: Type.Integer(),
  }),
});
export type ArticlePage = Static<typeof ArticlePage>;

const slug = patternParam('^[a-z0-9][a-z0-9-]*$', 200);
const optionalSlug = patternParam('^([a-z0-9][a-z0-9-]*)?$', 200);

const listQuery = Type.Object(
  {
    lang: Type.Optional(enumParam(LANGS, { description: 'Default en; an article missing in it comes in English.' })),
    category: Type.Optional(slug),
    sub: Type.Optional(optionalSlug),
    tags: Type.Optional(textParam(500, 0, { description: 'Comma-separated: articles with any of them.' })),
    tagsExclude: Type.Optional(textParam(500, 0, { description: 'Comma-separated: articles with none of them.' })),
    size: Type.Optional(sizeParam(HELP_ARTICLES_PAGE_SIZE, { description: 'Items per page; default 20.' })),
    page: Type.Optional(pageParam()),
    orderCol: Type.Optional(enumParam(ARTICLE_ORDER_COLUMNS, { description: 'Default date.' })),
    orderDirection: Type.Optional(enumParam(['ASC', 'DESC', 'asc', 'desc'], { description: 'Default DESC.' })),
    search: Type.Optional(textParam(200, 1, { description: 'Words, each matched as a prefix; every word must match.' })),
  },
  { additionalProperties: false },
);
export type ArticleListQuery = Static<typeof listQuery>;

const list = {
  summary: 'A page of articles, newest first, optionally searched',
  tags: ['content'],
  query: listQuery,
  answers: { 200: ArticlePage },
} as const satisfies EndpointShape;

export const contentShapes = {
  contentList: list,
  contentSearch: { ...list, summary: 'Search articles (the same query as contentList)' },
  contentArticle: {
    summary: 'One article, in the asked language or else English',
    description: 'Without sub, the article is found by category and url (a blog post has no sub).',
    tags: ['content'],
    query: Type.Object(
      {
        category: slug,
        sub: Type.Optional(optionalSlug),
        url: slug,
        lang: Type.Optional(enumParam(LANGS)),
      },
      { additionalProperties: false },
    ),
    answers: { 200: Article },
    errors: ['NOT_FOUND'],
  },
} as const satisfies Record<string, EndpointShape>;
