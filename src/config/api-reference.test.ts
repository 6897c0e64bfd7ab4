import { describe, expect, it } from 'vitest';
import { API } from './api-contract';
import { EXAMPLE_TEXT_MAX_CHARS, filterReference, operationDetail, referenceIndex } from './api-reference';
import { FIXTURE_DOC } from './api-reference.fixture';

describe('the API reference read from an OpenAPI document', () => {
  it('groups the operations by tag, in the order of the tags, with signing and cache time', () => {
    const index = referenceIndex(FIXTURE_DOC);
    expect(index.serverUrl).toBe('http://localhost:8080');
    expect(index.groups.map((g) => [g.tag, g.operations.map((o) => o.name)])).toEqual([
      ['mining', ['orderBook']],
      ['accounting', ['accounts', 'setFeatureToggles']],
    ]);
    const [orderBook] = index.groups[0]!.operations;
    expect(orderBook).toMatchObject({ method: 'GET', path: '/main/api/v2/hashpower/orderBook', signed: false, cacheTtlSeconds: API.orderBook.cacheTtlSeconds });
    const accounts = index.groups[1]!.operations[0]!;
    expect(accounts).toMatchObject({ signed: true, organizationScoped: true });
    expect(accounts.cacheTtlSeconds).toBeUndefined();
  });

  it("gives one operation's parameters, body, answer with its example, and errors with the components' texts", () => {
    const detail = operationDetail(FIXTURE_DOC, 'orderBook')!;
    expect(detail.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ['algorithm', 'query', true],
      ['size', 'query', false],
    ]);
    expect(detail.answer).toMatchObject({ status: '200', mediaType: 'application/json', example: JSON.stringify({ stats: {} }, null, 2) });
    expect(detail.errors).toEqual([{ status: '400', description: 'The request could not be read. Codes: 60, 61.' }]);
    expect(operationDetail(FIXTURE_DOC, 'setFeatureToggles')!.body).toMatchObject({ mediaType: 'application/json' });
    expect(operationDetail(FIXTURE_DOC, 'nothing')).toBeUndefined();
  });

  it('cuts a long example', () => {
    const doc = structuredClone(FIXTURE_DOC);
    (doc.paths['/main/api/v2/hashpower/orderBook'].get.responses[200].content!['application/json'] as { example: unknown }).example = {
      text: 'x'.repeat(EXAMPLE_TEXT_MAX_CHARS),
    };
    expect(operationDetail(doc, 'orderBook')!.answer!.example!.length).toBeLessThanOrEqual(EXAMPLE_TEXT_MAX_CHARS + 2);
  });

  it('filters by every word, in any case, over name, method, path and summary', () => {
    const { groups } = referenceIndex(FIXTURE_DOC);
    const names = (query: string) => filterReference(groups, query).flatMap((g) => g.operations.map((o) => o.name));
    expect(names('')).toEqual(['orderBook', 'accounts', 'setFeatureToggles']);
    expect(names('BALANCES')).toEqual(['accounts']);
    expect(names('post toggles')).toEqual(['setFeatureToggles']);
    expect(names('orderbook accounts')).toEqual([]);
  });
});
