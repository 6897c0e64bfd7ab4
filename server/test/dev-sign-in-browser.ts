/**
 * A browser for server tests of the sign-in: keeps cookies, follows redirects
 * through the development provider, and remembers every URL it asked for.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { SIGN_IN_PATHS } from '../../src/config/sign-in.js';

/** A browser's cookies, enough for one host. */
export class Browser {
  cookies = new Map<string, string>();
  /** Every URL asked for, in order (the callback's carries the code and state). */
  visited: string[] = [];

  constructor(private readonly app: FastifyInstance) {}

  keep(response: LightMyRequestResponse): void {
    const set = response.headers['set-cookie'];
    for (const line of Array.isArray(set) ? set : set ? [set] : []) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value.join('=') === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
  }

  async request(method: 'GET' | 'POST', url: string, form?: Record<string, string>): Promise<LightMyRequestResponse> {
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    this.visited.push(path);
    const response = await this.app.inject({
      method,
      url: path,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: form ? new URLSearchParams(form).toString() : undefined,
    });
    this.keep(response);
    return response;
  }

  /** Follows redirects until a page or our login page. */
  async follow(response: LightMyRequestResponse): Promise<LightMyRequestResponse | string> {
    let current = response;
    for (let i = 0; i < 10 && current.statusCode >= 300 && current.statusCode < 400; i += 1) {
      const location = String(current.headers.location);
      if (location.startsWith(SIGN_IN_PATHS.loginPage)) return location;
      current = await this.request('GET', location);
    }
    return current;
  }
}

export async function signInWithDevProvider(browser: Browser, email: string, name: string): Promise<string> {
  const start = await browser.request('GET', SIGN_IN_PATHS.start('google'));
  expect(start.statusCode).toBe(303);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.pathname).toBe(`${SIGN_IN_PATHS.devIssuerPath}/auth`);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  const interaction = await browser.follow(start);
  if (typeof interaction === 'string') throw new Error(`landed on ${interaction}`);
  expect(interaction.statusCode).toBe(200);
  expect(interaction.body).toContain('Development sign-in');
  const action = /action="([^"]+)"/.exec(interaction.body)?.[1];
  const posted = await browser.request('POST', action!, { email, name, action: 'login' });
  const landing = await browser.follow(posted);
  if (typeof landing !== 'string') throw new Error(`stopped at ${landing.statusCode}: ${landing.body.slice(0, 200)}`);
  return landing;
}
