/**
 * The self-hosted proof-of-work captcha (ALTCHA, altcha-lib): the server
 * issues a signed challenge that expires, the browser finds the number, and
 * the server checks the solution and that the payload was not used before.
 * No third-party service is involved. altcha-lib checks the expiry against
 * the wall clock (Date.now), not app.now.
 */
import { randomBytes } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { AnswerOf } from '../../../src/config/api/index.js';
import type { FormRepository } from '../repositories/forms.js';

export type CaptchaProblem = 'missing' | 'invalid' | 'reused';

export interface CaptchaService {
  issue(): Promise<AnswerOf<'formCaptcha'>>;
  /** Undefined when the payload is a fresh, valid solution (it is then used up). */
  check(payload: string | undefined): Promise<CaptchaProblem | undefined>;
}

export function createCaptchaService(repo: FormRepository, limits: { captchaTtlMs: number; captchaMaxNumber: number }): CaptchaService {
  let key: Promise<string> | undefined;
  const hmacKey = () => (key ??= repo.secret('captcha-hmac', randomBytes(32).toString('hex')));

  return {
    async issue() {
      const challenge = await createChallenge({
        hmacKey: await hmacKey(),
        maxnumber: limits.captchaMaxNumber,
        expires: new Date(Date.now() + limits.captchaTtlMs),
      });
      return { ...challenge, maxnumber: challenge.maxnumber ?? limits.captchaMaxNumber };
    },

    async check(payload) {
      if (!payload) return 'missing';
      let decoded: { signature?: unknown; salt?: unknown };
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as typeof decoded;
      } catch {
        return 'invalid';
      }
      if (typeof decoded !== 'object' || decoded === null || typeof decoded.signature !== 'string' || typeof decoded.salt !== 'string') {
        return 'invalid';
      }
      let valid = false;
      try {
        valid = await verifySolution(payload, await hmacKey(), true);
      } catch {
        valid = false;
      }
      if (!valid) return 'invalid';
      const expires = Number(extractParams(payload).expires);
      const until = Number.isFinite(expires) && expires > 0 ? new Date(expires * 1000) : new Date(Date.now() + limits.captchaTtlMs);
      return (await repo.useCaptcha(decoded.signature, until)) ? undefined : 'reused';
    },
  };
}
