/** JSON schemas of the content calls (spec section 3, "Content article"). */
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

const slug = { type: 'string', maxLength: 200, pattern: '^[a-z0-9][a-z0-9-]*$' } as const;
const optionalSlug = { type: 'string', maxLength: 200, pattern: '^([a-z0-9][a-z0-9-]*)?$' } as const;

export function listQuerySchema(langs: readonly string[], orderColumns: readonly string[], maxSize: number) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      lang: { type: 'string', enum: langs },
      category: slug,
      sub: optionalSlug,
      tags: { type: 'string', maxLength: 500 },
      tagsExclude: { type: 'string', maxLength: 500 },
      size: { type: 'integer', minimum: 1, maximum: maxSize },
      page: { type: 'integer', minimum: 0, maximum: 100_000 },
      orderCol: { type: 'string', enum: orderColumns },
      orderDirection: { type: 'string', enum: ['ASC', 'DESC', 'asc', 'desc'] },
      search: { type: 'string', minLength: 1, maxLength: 200 },
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
      lang: { type: 'string', enum: langs },
    },
  } as const;
}
