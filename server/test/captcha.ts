/** A solved captcha for a test's form submission: asks the app for a challenge and solves it (keep the test app's captchaMaxNumber small). */
import { solveChallenge } from 'altcha-lib/v1';
import type { FastifyInstance } from 'fastify';

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** The captcha field's value (base64 JSON) for `challenge`, as the browser's widget sends it. */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  const { maxnumber: _maxnumber, ...rest } = challenge;
  return Buffer.from(JSON.stringify({ ...rest, number: solution!.number })).toString('base64');
}

/** A fresh challenge from `app`, solved. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  return solveCaptcha((await app.inject('/api/v2/forms/captcha')).json() as Challenge);
}
