/**
 * A small OpenAPI document in the shape server/src/api-docs/ builds, for the
 * reference's and the samples' unit tests (the real one is tested in
 * server/src/api-docs/reference-samples.test.ts).
 */
export const FIXTURE_DOC = {
  openapi: '3.1.0',
  servers: [{ url: 'http://localhost:8080' }],
  tags: [
    { name: 'mining', description: 'Live mining figures.' },
    { name: 'accounting', description: "The caller's balances." },
  ],
  paths: {
    '/main/api/v2/hashpower/orderBook': {
      get: {
        operationId: 'orderBook',
        summary: 'The order book of one algorithm',
        tags: ['mining'],
        security: [],
        parameters: [
          { name: 'algorithm', in: 'query', required: true, schema: { type: 'string', minLength: 1, maxLength: 64 } },
          {
            name: 'size',
            in: 'query',
            required: false,
            schema: { allOf: [{ type: 'integer' }, { type: 'integer', minimum: 1, maximum: 1000 }], default: 100 },
          },
        ],
        responses: {
          200: {
            description: 'The answer.',
            content: { 'application/json': { schema: { type: 'object', properties: { stats: { type: 'object' } } }, example: { stats: {} } } },
          },
          400: { $ref: '#/components/responses/BadRequest' },
        },
      },
    },
    '/main/api/v2/accounting/accounts2': {
      get: {
        operationId: 'accounts',
        summary: "The organization's balances",
        tags: ['accounting'],
        security: [{ hmacSignature: [] }],
        parameters: [
          { name: 'fiat', in: 'query', required: false, schema: { type: 'string' } },
          { $ref: '#/components/parameters/XTime' },
          { $ref: '#/components/parameters/XNonce' },
          { $ref: '#/components/parameters/XOrganizationId' },
        ],
        responses: {
          200: { description: 'The answer.', content: { 'application/json': { schema: { type: 'object' }, example: { total: {} } } } },
          401: { $ref: '#/components/responses/InvalidSession' },
        },
      },
    },
    '/api/v2/organization/featureToggles': {
      post: {
        operationId: 'setFeatureToggles',
        summary: 'Switch feature toggles',
        tags: ['accounting'],
        security: [{ hmacSignature: [] }],
        parameters: [
          { $ref: '#/components/parameters/XTime' },
          { $ref: '#/components/parameters/XNonce' },
          { $ref: '#/components/parameters/XOrganizationId' },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: 'object', required: ['miningEnabled'], properties: { miningEnabled: { type: 'boolean' } } } } },
        },
        responses: { 200: { description: 'The answer.', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
  },
  components: {
    responses: {
      BadRequest: { description: 'The request could not be read. Codes: 60, 61.' },
      InvalidSession: { description: 'The signature was refused. Codes: 2000, 2001.' },
    },
  },
};
