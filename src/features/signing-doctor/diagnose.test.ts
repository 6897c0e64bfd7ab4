import { describe, expect, it } from 'vitest';
import { SIGNING_VECTORS } from '../../lib/signing/signing-vectors';
import { diagnose, messageFields } from './diagnose';
import { doctorCases, CASE_KEY, CASE_SECRET } from './doctor-cases';
import { FINDING_IDS, hostEnvironment, keyEnvironment } from './findings';
import { parseRequest, type PastedRequest } from './parse-request';

const NOW = 1_764_000_000_000;

function parsed(text: string): PastedRequest {
  const result = parseRequest(text);
  if (!result.ok) throw new Error(`unreadable: ${text}`);
  return result.request;
}

describe('diagnose', () => {
  it('finds each known mistake by its id, and calls the correct request valid', async () => {
    const cases = await doctorCases(NOW);
    expect(cases.map((c) => c.name).sort()).toEqual(['valid', ...FINDING_IDS.filter((id) => id !== 'headers-missing' && id !== 'signature-mismatch')].sort());
    for (const c of cases) {
      const result = await diagnose({ requests: c.requests.map(parsed), keyId: c.keyId, secret: c.secret, serverTime: NOW });
      if (c.name === 'valid') expect(result, c.name).toMatchObject({ verdict: 'valid', findings: [] });
      else
        expect(
          result.findings.map((f) => f.id),
          c.name,
        ).toContain(c.name);
    }
  });

  it('finds by reading, without a secret, what the request itself shows', async () => {
    const cases = await doctorCases(NOW);
    for (const name of ['json-content-type-missing', 'time-out-of-window', 'nonce-reused', 'organization-id-missing', 'wrong-environment-key'] as const) {
      const c = cases.find((x) => x.name === name)!;
      const result = await diagnose({ requests: c.requests.map(parsed), keyId: c.keyId, serverTime: NOW });
      expect(
        result.findings.map((f) => f.id),
        name,
      ).toContain(name);
      expect(result.expectedAuth).toBeNull();
    }
    const valid = cases.find((x) => x.name === 'valid')!;
    expect((await diagnose({ requests: valid.requests.map(parsed), serverTime: NOW })).verdict).toBe('unchecked');
  });

  it('computes the official test vectors message and X-Auth with the shared layout', async () => {
    for (const v of SIGNING_VECTORS.filter((x) => x.method !== 'wss')) {
      const headers = `X-Time: ${v.time}\nX-Nonce: ${v.nonce}\nX-Organization-Id: ${v.organizationId}\nX-Auth: ${v.key}:${v.signature}\nContent-Type: application/json`;
      const raw = `${v.method} ${v.path}${v.query ? `?${v.query}` : ''} HTTP/1.1\nHost: hashvale.example\n${headers}\n\n${v.body}`;
      const result = await diagnose({ requests: [parsed(raw)], keyId: v.key, secret: v.secret, serverTime: Number(v.time) });
      expect(result.expectedAuth, v.name).toBe(`${v.key}:${v.signature}`);
      expect(result.verdict, v.name).toBe('valid');
      expect(messageFields(result.message).slice(0, 9), v.name).toEqual([v.key, v.time, v.nonce, '', v.organizationId, '', v.method, v.path, v.query]);
    }
  });

  it('reports an unexplained signature as signature-mismatch, and a request without signing headers', async () => {
    const [valid] = await doctorCases(NOW);
    const tampered = valid!.requests[0]!.replace(/(X-Auth: [^:]+:)[0-9a-f]{4}/, '$1ffff');
    expect((await diagnose({ requests: [parsed(tampered)], keyId: CASE_KEY, secret: CASE_SECRET, serverTime: NOW })).findings.map((f) => f.id)).toEqual([
      'signature-mismatch',
    ]);
    const bare = await diagnose({ requests: [parsed('curl https://hashvale.example/main/api/v2/accounting/accounts2')], serverTime: NOW });
    expect(bare.findings.map((f) => f.id)).toContain('headers-missing');
  });

  it('reads a host name at the start of the path, not a version number', async () => {
    const ids = async (path: string) => (await diagnose({ requests: [parsed(`GET ${path} HTTP/1.1\n\n`)], serverTime: NOW })).findings.map((f) => f.id);
    expect(await ids('/hashvale.example/main/api/v2/accounting/accounts2')).toContain('host-in-path');
    expect(await ids('/v1.2/main/api/v2/accounting/accounts2')).not.toContain('host-in-path');
  });
});

describe('environments', () => {
  it('tells a key by its UUID version and a host by its name', () => {
    expect(keyEnvironment(CASE_KEY)).toBe('production');
    expect(keyEnvironment('4ebd366d-76f4-8400-a3b6-e51515d054d6')).toBe('test');
    expect(keyEnvironment('not-a-key')).toBeNull();
    expect(hostEnvironment('api-test.hashvale.example')).toBe('test');
    expect(hostEnvironment('hashvale.example')).toBe('production');
    expect(hostEnvironment('localhost:8080')).toBeNull();
  });
});
