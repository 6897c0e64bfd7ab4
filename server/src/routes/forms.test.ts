import { randomUUID } from 'node:crypto';
import { createChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../test/captcha.js';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ formLimits: { captchaMaxNumber: 2000, perFormPerAddress: 3, perAddress: 100 } });
});
afterAll(async () => t.close());

function expectError(res: { statusCode: number; json(): unknown }, status: number, code: number): void {
  expect(res.statusCode).toBe(status);
  expectErrorBody(res.json(), code);
}

let addressCounter = 0;
/** A fresh client address, so that tests do not share rate windows. */
const freshIp = () => `10.1.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

async function captcha(): Promise<string> {
  const res = await t.app.inject('/api/v2/forms/captcha');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return solveCaptcha(res.json());
}

function post(url: string, body: unknown, options: { ip?: string; requestId?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-request-id': options.requestId ?? `req-${randomUUID()}` },
    remoteAddress: options.ip ?? freshIp(),
  });
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)]);

const VALID: Record<string, { url: string; body: Record<string, unknown> }> = {
  businessDevelopment: {
    url: '/api/v2/support/businessDevelopment',
    body: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Engines',
      message: 'Partnership?',
      marketing: { utm_source: 'news', refby: 'x'.repeat(129) },
    },
  },
  lawEnforcementRequest: {
    url: '/riskmanagement/api/v2/lawEnforcementRequest',
    body: {
      agency: 'Police',
      officerName: 'J. Doe',
      email: 'jd@[192.168.0.1]',
      request: 'Records for case 1',
      attachments: [
        { name: 'warrant.pdf', content: PDF.toString('base64') },
        { name: 'notes.txt', content: Buffer.from('hello').toString('base64') },
      ],
    },
  },
  miningAffiliate: { url: '/api/v2/forms/miningAffiliate', body: { name: 'Miner', email: 'm@example.com', website: 'https://m.example' } },
  privateEndpointQuote: {
    url: '/api/v2/forms/privateEndpointQuote',
    body: { name: 'Q', email: 'q@example.com', algorithm: 'SHA256', hashrate: '12.5 PH/s' },
  },
  privateEndpointApplication: {
    url: '/api/v2/forms/privateEndpointApplication',
    body: { name: 'A', email: 'a@example.com', company: 'C', country: 'SI', algorithm: 'SCRYPT', hashrate: '3 TH/s', useCase: 'Pool' },
  },
  rateExperience: { url: '/api/v2/forms/rateExperience', body: { rating: 5, comment: 'Quick answer', caseId: 'case-1' } },
};

describe('each public form', () => {
  for (const [form, { url, body }] of Object.entries(VALID)) {
    it(`stores a valid ${form} submission once and lists it`, async () => {
      const res = await post(url, { ...body, captcha: await captcha() });
      expect(res.statusCode, res.body).toBe(200);
      const { id, status } = res.json() as { id: string; status: string };
      expect(status).toBe('received');
      const list = await t.app.repos.forms.list(50, form);
      const stored = list.find((s) => s.id === id);
      expect(stored?.form).toBe(form);
      expect(stored?.fields).not.toHaveProperty('captcha');
    });
  }

  it('keeps the marketing values of at most 128 characters with the submission', async () => {
    const { url, body } = VALID.businessDevelopment!;
    const res = await post(url, { ...body, captcha: await captcha() });
    const stored = (await t.app.repos.forms.list(50, 'businessDevelopment')).find((s) => s.id === res.json().id);
    expect(stored?.marketing).toEqual({ utm_source: 'news' });
  });

  it('keeps the checked attachments with their detected type', async () => {
    const { url, body } = VALID.lawEnforcementRequest!;
    const res = await post(url, { ...body, captcha: await captcha() });
    const stored = (await t.app.repos.forms.list(50, 'lawEnforcementRequest')).find((s) => s.id === res.json().id);
    expect(stored?.attachments).toEqual([
      { name: 'warrant.pdf', originalName: null, mimeType: 'application/pdf', size: PDF.byteLength },
      { name: 'notes.txt', originalName: null, mimeType: 'text/plain', size: 5 },
    ]);
  });
});

describe('per-field errors (spec 5)', () => {
  it('answers each bad field with a status and a message id, in the error body', async () => {
    const res = await post(VALID.businessDevelopment!.url, { name: '', email: 'not-an-address', message: 'x'.repeat(5001), captcha: 'abc=' });
    expectError(res, 400, 61);
    expect(res.json().fields).toEqual([
      { field: 'name', status: 'error', message: 'forms.error.required' },
      { field: 'email', status: 'error', message: 'forms.error.email' },
      { field: 'message', status: 'error', message: 'forms.error.tooLong' },
    ]);
  });

  it('refuses a .pdf that is really an executable, with a clear message', async () => {
    const { url, body } = VALID.lawEnforcementRequest!;
    const res = await post(url, { ...body, attachments: [{ name: 'warrant.pdf', content: EXE.toString('base64') }], captcha: await captcha() });
    expectError(res, 400, 61);
    expect(res.json().errors[0].message).toBe('"warrant.pdf" is not a real PDF file: its content does not match its name');
    expect(res.json().fields).toEqual([{ field: 'attachments', status: 'error', message: 'forms.error.attachmentContent' }]);
  });

  it('refuses an extension outside the spec list', async () => {
    const { url, body } = VALID.lawEnforcementRequest!;
    const res = await post(url, { ...body, attachments: [{ name: 'tool.exe', content: EXE.toString('base64') }], captcha: await captcha() });
    expect(res.json().fields).toEqual([{ field: 'attachments', status: 'error', message: 'forms.error.attachmentType' }]);
  });

  it('answers a body that is not an object with the error body', async () => {
    const res = await post(VALID.rateExperience!.url, [1, 2]);
    expectError(res, 400, 61);
  });
});

describe('the captcha', () => {
  const { url, body } = VALID.rateExperience!;

  it('is required', async () => {
    const res = await post(url, body);
    expect(res.json().fields).toEqual([{ field: 'captcha', status: 'error', message: 'forms.error.required' }]);
  });

  it('is refused when wrong', async () => {
    const good = JSON.parse(Buffer.from(await captcha(), 'base64').toString()) as Record<string, unknown>;
    const wrong = Buffer.from(JSON.stringify({ ...good, number: (good.number as number) + 1 })).toString('base64');
    const res = await post(url, { ...body, captcha: wrong });
    expect(res.json().fields).toEqual([{ field: 'captcha', status: 'error', message: 'forms.error.captcha' }]);
  });

  it('is single use: a second submission with the same solution is refused', async () => {
    const solved = await captcha();
    expect((await post(url, { ...body, captcha: solved })).statusCode).toBe(200);
    const again = await post(url, { ...body, captcha: solved });
    expectError(again, 400, 61);
    expect(again.json().errors[0].message).toBe('Captcha reused');
  });

  it('expires (altcha-lib checks the wall clock)', async () => {
    const hmacKey = await t.app.repos.forms.secret('captcha-hmac', 'unused');
    const old = await createChallenge({ hmacKey, maxnumber: 100, expires: new Date(Date.now() - 1000) });
    const res = await post(url, { ...body, captcha: await solveCaptcha({ ...old, maxnumber: 100 }) });
    expect(res.json().errors[0].message).toBe('Captcha invalid');
  });
});

describe('idempotency and rate limits', () => {
  const { url, body } = VALID.miningAffiliate!;

  it('stores a submission once per X-Request-Id and answers the retry with the same id', async () => {
    const requestId = `retry-${randomUUID()}`;
    const ip = freshIp();
    const first = await post(url, { ...body, captcha: await captcha() }, { requestId, ip });
    const second = await post(url, { ...body, captcha: await captcha() }, { requestId, ip });
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    const stored = (await t.app.repos.forms.list(50, 'miningAffiliate')).filter((s) => s.id === first.json().id);
    expect(stored).toHaveLength(1);
  });

  it('answers 429 in the error body past the per-form limit of an address, and other addresses still pass', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await post(url, { ...body, captcha: await captcha() }, { ip })).statusCode).toBe(200);
    const limited = await post(url, { ...body, captcha: await captcha() }, { ip });
    expectError(limited, 429, 429);
    expect(limited.json().form).toBe('miningAffiliate');
    expect((await post(url, { ...body, captcha: await captcha() })).statusCode).toBe(200);
  });
});
