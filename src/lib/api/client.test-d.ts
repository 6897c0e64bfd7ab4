/**
 * The client's types come from the contract: checked by the type checker
 * (`npm run test:typecheck`), never run. Each `@ts-expect-error` is a call
 * that must not compile; should it compile, tsc reports the unused directive.
 */
import { describe, expectTypeOf, it } from 'vitest';
import { API, type ApiEndpoint } from '../../config/api-contract';
import type { Currency, ExchangeRate } from '../../config/api/reference';
import type { GlobalStat } from '../../config/api/mining';
import type { SupportCaseDetail } from '../../config/api/support';
import type { ApiClient } from './client';
import type { Answer } from './types';

declare const api: ApiClient;
const CASE = '00000000-0000-4000-8000-000000000001';

describe('answers', () => {
  it('resolves a call to its entry’s answer', () => {
    expectTypeOf(api.call(API.currencies)).resolves.toEqualTypeOf<{ currencies: Currency[] }>();
    expectTypeOf(api.call(API.profcalcRates, { params: { id: 'USD' } })).resolves.toEqualTypeOf<{ currency: string; list: ExchangeRate[] }>();
    expectTypeOf(api.call(API.supportCase, { params: { caseId: CASE } })).resolves.toEqualTypeOf<SupportCaseDetail>();
    expectTypeOf(api.call(API.countries)).resolves.toEqualTypeOf<string[]>();
  });

  it('resolves a read to the answer with the time it was fetched', () => {
    expectTypeOf(api.read(API.globalStatsCurrent)).resolves.toEqualTypeOf<Answer<{ algos: GlobalStat[] }>>();
  });

  it('widens the answer by the fallback’s type', () => {
    expectTypeOf(api.call(API.exchangePrices, { fallback: null })).resolves.toEqualTypeOf<Record<string, number> | null>();
    expectTypeOf(api.read(API.currencies, { fallback: null })).resolves.toEqualTypeOf<Answer<{ currencies: Currency[] } | null>>();
    expectTypeOf(api.call(API.currencies, { fallback: 0 })).resolves.toEqualTypeOf<{ currencies: Currency[] } | number>();
  });

  it('gives a file entry’s answer as bytes, asked for as such', () => {
    expectTypeOf(api.call(API.supportAttachment, { params: { caseId: CASE, attachmentId: CASE }, responseType: 'blob' })).resolves.toEqualTypeOf<Blob>();
    // @ts-expect-error A file is not JSON: its bytes must be asked for.
    void api.call(API.supportAttachment, { params: { caseId: CASE, attachmentId: CASE } });
    // @ts-expect-error A JSON entry has no bytes to ask for.
    void api.call(API.currencies, { responseType: 'blob' });
  });

  it('answers a form with its own answer', () => {
    expectTypeOf(api.call(API.subscribe, { body: { email: 'a@example.com', captcha: 'x' } })).resolves.toEqualTypeOf<{ status: 'pending' }>();
  });

  it('knows nothing of an endpoint outside the contract', () => {
    const outside: ApiEndpoint = { method: 'GET', path: 'api/v2/nothing', signed: false };
    expectTypeOf(api.call(outside, { query: { any: 1 } })).resolves.toBeUnknown();
  });
});

describe('what a call sends', () => {
  it('takes the path parameters, query and body its entry names', () => {
    void api.call(API.useLoginToken, { params: { loginToken: 'abc' } });
    void api.call(API.notificationsRead, { body: { ids: [CASE] } });
    // A defaulted query parameter may be left out; the others may not.
    void api.read(API.trades, { query: { market: 'BTCUSDT' } });
    void api.read(API.candlesticks, { query: { market: 'BTCUSDT', from: 1, to: 2, resolution: 60 } });
  });

  it('refuses a path parameter the entry does not name, or none at all', () => {
    // @ts-expect-error The parameter is loginToken.
    void api.call(API.useLoginToken, { params: { token: 'abc' } });
    // @ts-expect-error The path has a {caseId}.
    void api.call(API.supportCase);
    // @ts-expect-error The path has no parameter.
    void api.call(API.currencies, { params: { id: 'x' } });
  });

  it('refuses a query the entry does not take', () => {
    // @ts-expect-error limitt is not a parameter of trades.
    void api.read(API.trades, { query: { market: 'BTCUSDT', limitt: 5 } });
    // @ts-expect-error market is required.
    void api.read(API.trades, { query: { limit: 5 } });
    // @ts-expect-error currencies takes no query.
    void api.call(API.currencies, { query: { page: 1 } });
    // @ts-expect-error 7 is not a candle resolution.
    void api.read(API.candlesticks, { query: { market: 'BTCUSDT', from: 1, to: 2, resolution: 7 } });
  });

  it('requires the body of an entry that has one, shaped as its entry says', () => {
    // @ts-expect-error The ids read are the body.
    void api.call(API.notificationsRead);
    // @ts-expect-error Every field of a profile change is optional, but the change itself is sent.
    void api.call(API.updateProfile);
    // @ts-expect-error ids is a list.
    void api.call(API.notificationsRead, { body: { ids: CASE } });
    // @ts-expect-error A form's body is its schema: email is missing.
    void api.call(API.subscribe, { body: { captcha: 'x' } });
    // @ts-expect-error A GET has no body.
    void api.call(API.currencies, { body: {} });
  });

  it('takes no type argument and no live stream', () => {
    // @ts-expect-error The answer type comes from the entry, never from the call site.
    void api.call<{ currencies: string[] }>(API.currencies); // eslint-disable-line no-restricted-syntax -- the very thing shown refused
    // @ts-expect-error A live stream is opened with openStream (src/lib/live/).
    void api.call(API.exchangeStream);
  });
});
