/** The capture's public forms: a sample body for each, sent with a solved captcha and an X-Request-Id. */
import { createHash } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import type { AnswerOf } from '../../../src/config/api/index.js';
import type { FORM_SCHEMAS, FormName } from '../../../src/config/forms/index.js';
import type { Call, CaptureClient } from './capture-client.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n').toString('base64');

type FormBody<K extends FormName> = Omit<Static<(typeof FORM_SCHEMAS)[K]>, 'captcha' | 'marketing'>;
const FORM_BODIES: { [K in FormName]: FormBody<K> } = {
  businessDevelopment: { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Engines Ltd', message: 'Could we list our pool?' },
  lawEnforcementRequest: {
    agency: 'City Police',
    officerName: 'J. Doe',
    email: 'jdoe@police.example',
    request: 'Records for case 1',
    attachments: [{ name: 'warrant.pdf', content: PDF }],
  },
  subscribe: { email: 'reader@example.com' },
  statusSubscribe: { email: 'watcher@example.com' },
  miningAffiliate: { name: 'Miner Media', email: 'hello@miner.example', website: 'https://miner.example' },
  privateEndpointQuote: { name: 'Quinn', email: 'q@example.com', algorithm: 'SHA256', hashrate: '12.5 PH/s' },
  privateEndpointApplication: {
    name: 'Avery',
    email: 'a@example.com',
    company: 'Pool Co',
    country: 'SI',
    algorithm: 'SCRYPT',
    hashrate: '3 TH/s',
    useCase: 'A private pool',
  },
  rateExperience: { rating: 5, comment: 'Quick answer' },
};

/**
 * The number whose hash is the challenge (ALTCHA v1: SHA-256 of salt and number, in hex). altcha-lib's
 * solver awaits WebCrypto once per number, about 5 s a captcha here; node's synchronous hash takes a tenth of one.
 */
function solve(challenge: AnswerOf<'formCaptcha'>): number {
  const algorithm = challenge.algorithm.replace('-', '').toLowerCase();
  for (let n = 0; n <= challenge.maxnumber; n += 1) {
    if (createHash(algorithm).update(`${challenge.salt}${n}`).digest('hex') === challenge.challenge) return n;
  }
  throw new Error('captcha without a solution');
}

async function solvedCaptcha(c: CaptureClient): Promise<string> {
  const challenge = (await c.get('/api/v2/forms/captcha')).json() as AnswerOf<'formCaptcha'>;
  const { maxnumber: _unused, ...signed } = challenge;
  return Buffer.from(JSON.stringify({ ...signed, number: solve(challenge) })).toString('base64');
}

/** The call that sends a form's sample body. */
export const form =
  (url: string, name: FormName): Call =>
  async (c) =>
    c.post(url, { ...FORM_BODIES[name], captcha: await solvedCaptcha(c) }, c.requestId());
