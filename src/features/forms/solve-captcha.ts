/**
 * Solves the server's proof-of-work challenge with altcha-lib's solver, in
 * the page (no third-party service): the payload the server verifies.
 */
import { solveChallenge } from 'altcha-lib/v1';
import { getCaptcha } from './api/get-captcha';

export async function solveCaptcha(): Promise<string> {
  const c = await getCaptcha();
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('captcha not solved');
  const payload = { algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature };
  return btoa(JSON.stringify(payload));
}
