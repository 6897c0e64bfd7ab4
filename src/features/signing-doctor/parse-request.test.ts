import { describe, expect, it } from 'vitest';
import { parseRequest, shellWords } from './parse-request';

describe('parseRequest', () => {
  it('reads a multi-line curl command with -X, -H and --data-raw', () => {
    const text = `curl -X POST "https://hashvale.example/main/api/v2/hashpower/order?x=1&b=2" \\
  -H 'X-Time: 1543597115712' \\
  -H "Content-Type: application/json" \\
  --data-raw '{"test":true}'
`;
    expect(parseRequest(text)).toEqual({
      ok: true,
      request: {
        source: 'curl',
        method: 'POST',
        host: 'hashvale.example',
        path: '/main/api/v2/hashpower/order',
        query: 'x=1&b=2',
        headers: { 'x-time': '1543597115712', 'content-type': 'application/json' },
        body: '{"test":true}',
      },
    });
  });

  it('takes POST and a form content type from -d, as curl does, and a leading prompt', () => {
    const result = parseRequest(`$ curl hashvale.example/main/api/v2/x -d '{"a":1}'`);
    expect(result).toMatchObject({
      ok: true,
      request: { method: 'POST', host: 'hashvale.example', path: '/main/api/v2/x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    });
  });

  it('reads raw HTTP with CRLF, the Host header and the body', () => {
    const text = 'GET /main/api/v2/accounting/accounts2 HTTP/1.1\r\nHost: api-test.hashvale.example\r\nX-Nonce: abc\r\n\r\n';
    expect(parseRequest(text)).toMatchObject({
      ok: true,
      request: { source: 'http', method: 'GET', host: 'api-test.hashvale.example', path: '/main/api/v2/accounting/accounts2', query: '', body: null },
    });
    const post = parseRequest('POST /a?q=1 HTTP/1.1\nContent-Type: application/json\n\n{"x": 1}\n');
    expect(post).toMatchObject({ ok: true, request: { body: '{"x": 1}', query: 'q=1', headers: { 'content-type': 'application/json' } } });
  });

  it('keeps an absolute request target as the path, so the doctor can name it', () => {
    expect(parseRequest('GET https://hashvale.example/main/api/v2/x HTTP/1.1\n\n')).toMatchObject({
      ok: true,
      request: { host: 'hashvale.example', path: '/main/api/v2/x' },
    });
  });

  it('says so for an empty or unreadable paste', () => {
    expect(parseRequest('  \n')).toEqual({ ok: false, reason: 'empty' });
    expect(parseRequest('hello there')).toEqual({ ok: false, reason: 'unreadable' });
    expect(parseRequest('curl -H "X: y"')).toEqual({ ok: false, reason: 'unreadable' });
  });
});

describe('shellWords', () => {
  it('joins continuations and reads quotes and escapes like bash', () => {
    expect(shellWords(`a 'b c' "d \\"e\\"" f\\ g \\\n h $'i\\nj'`)).toEqual(['a', 'b c', 'd "e"', 'f g', 'h', 'i\nj']);
  });
});
