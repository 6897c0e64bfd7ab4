/** JSON schemas of the content calls (spec section 3, "Content article"). */
import { enumParam, pageParam, patternParam, sizeParam, textParam } from './params.js';

export const articleSchema = {
  type: 'object',
  required: ['id', 'url', 'category', 'sub', 'subsub', 'title', 'text', 'date', 'created', 'updated', 'author', 'tags', 'meta', 'position', 'lang', 'langs'],
  properties: {
    id: { type: 'integer' },
    url: { type: 'string' },
    category: { type: 'string' },
    sub: { type: 'string' },
    subsub: { type: 'string' },
    title: { type: 'string' },
    /** HTML rendered from Markdown on the server; the browser sanitises it before showing it. */
    text: { type: 'string' },
    /** Epoch milliseconds. */
    date: { type: 'integer' },
    created: { type: 'integer' },
    updated: { type: 'integer' },
    author: { type: 'string' },
    tags: { type: 'array', items: { type: 'string' } },
    meta: { type: 'object', additionalProperties: true },
    position: { type: 'integer' },
    /** The language served. */
    lang: { type: 'string' },
    /** Every language this article exists in. */
    langs: { type: 'array', items: { type: 'string' } },
  },
} as const;

/** A list entry: an article without its body (`meta.summary` is the line a list shows). */
export const summarySchema = {
  type: 'object',
  required: articleSchema.required.filter((name) => name !== 'text'),
  properties: Object.fromEntries(Object.entries(articleSchema.properties).filter(([name]) => name !== 'text')),
} as const;

const slug = patternParam('^[a-z0-9][a-z0-9-]*$', 200);
const optionalSlug = patternParam('^([a-z0-9][a-z0-9-]*)?$', 200);

export function listQuerySchema(langs: readonly string[], orderColumns: readonly string[], maxSize: number) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      lang: enumParam(langs),
      category: slug,
      sub: optionalSlug,
      tags: textParam(500),
      tagsExclude: textParam(500),
      size: sizeParam(maxSize),
      page: pageParam(),
      orderCol: enumParam(orderColumns),
      orderDirection: enumParam(['ASC', 'DESC', 'asc', 'desc']),
      search: textParam(200, 1),
    },
  } as const;
}

export function articleQuerySchema(langs: readonly string[]) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['category', 'url'],
    properties: {
      category: slug,
      sub: optionalSlug,
      url: slug,
      lang: enumParam(langs),
    },
  } as const;
}
