import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';

const BODY_LIMIT = 4096;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    httpLimits: { bodyBytes: BODY_LIMIT },
    extraRoutes: async (scope) => {
      scope.get('/api/v2/test/ended', async (request) => ({ ended: request.raw.readableEnded }));
    },
  });
});
afterAll(async () => t.close());

describe('a GET that sends a body', () => {
  it('has the body read to its end before anything answers, so closing the connection resets nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/test/ended', headers: { 'content-type': 'text/plain' }, payload: 'x'.repeat(BODY_LIMIT) });
    expect(res.json()).toEqual({ ended: true });
  });

  it('is answered 413 with the error body when the body passes the limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/time', headers: { 'content-type': 'text/plain' }, payload: 'x'.repeat(BODY_LIMIT + 1) });
    expect(res.statusCode).toBe(413);
    expectErrorBody(res.json(), 413);
  });

  it('without a body, is answered as before', async () => {
    expect((await t.app.inject('/api/v2/test/ended')).json()).toEqual({ ended: false });
  });
});
