import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config-values.js';
import { checkDevSignIn, devSignInFromEnv, isLoopbackUrl } from './dev-sign-in.js';

const GOOGLE = { clientId: '1-a.apps.googleusercontent.com', clientSecret: 's' };
const APPLE = { clientId: 'com.example.web' };

function refusal(signIn: Parameters<typeof checkDevSignIn>[0], publicUrl: string): ConfigError | undefined {
  try {
    checkDevSignIn(signIn, publicUrl);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  return undefined;
}

describe('the development sign-in', () => {
  it('counts localhost, *.localhost, 127.0.0.0/8 and ::1 as loopback, and nothing else', () => {
    for (const url of [
      'http://localhost:8080',
      'http://LOCALHOST',
      'http://app.localhost:3000',
      'http://127.0.0.1:5173',
      'http://127.8.9.10',
      'http://[::1]:8080',
      'http://[0:0:0:0:0:0:0:1]/',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
    for (const url of [
      'https://hashvale.example',
      'http://10.0.0.1',
      'http://0.0.0.0:8080',
      'http://localhost.example.com',
      'http://128.0.0.1',
      'http://[::2]',
      'not a url',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });

  it('is on by default only on a loopback PUBLIC_URL, and DEV_SIGN_IN decides when set', () => {
    expect(devSignInFromEnv({}, 'http://localhost:8080')).toBe(true);
    expect(devSignInFromEnv({}, 'https://hashvale.example')).toBe(false);
    expect(devSignInFromEnv({ DEV_SIGN_IN: 'true' }, 'https://hashvale.example')).toBe(true);
    expect(devSignInFromEnv({ DEV_SIGN_IN: 'false' }, 'http://localhost:8080')).toBe(false);
  });

  it('refuses a start that would need it without leave, naming the fix in one line', () => {
    const error = refusal({ google: undefined, apple: undefined, devSignIn: false }, 'https://hashvale.example');
    expect(error?.variable).toBe('DEV_SIGN_IN');
    expect(error?.message).toBe(
      'GOOGLE_CLIENT_ID and APPLE_CLIENT_ID not set and PUBLIC_URL https://hashvale.example is not a loopback address, so the development sign-in (anyone signs in as any e-mail) stays off: configure Google and Apple (docs/auth.md), or set DEV_SIGN_IN=true to run it on purpose',
    );
    expect(refusal({ google: GOOGLE, apple: undefined, devSignIn: false }, 'https://hashvale.example')?.message).toMatch(/^APPLE_CLIENT_ID not set/);
    expect(refusal({ google: undefined, apple: undefined, devSignIn: false }, 'http://localhost:8080')?.message).toMatch(/and DEV_SIGN_IN is false,/);
  });

  it('lets a server start with both providers, or with leave', () => {
    expect(refusal({ google: GOOGLE, apple: APPLE, devSignIn: false }, 'https://hashvale.example')).toBeUndefined();
    expect(refusal({ google: undefined, apple: undefined, devSignIn: true }, 'https://hashvale.example')).toBeUndefined();
  });
});
