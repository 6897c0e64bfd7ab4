// oidc-provider (and its Koa stack) loads only where the development sign-in
// stands in: a server with Google and Apple configured never imports it.
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/test-app.js';
import { SIGN_IN_PATHS } from '../../../src/config/sign-in.js';

const { providerImports } = vi.hoisted(() => ({ providerImports: vi.fn() }));
vi.mock('oidc-provider', async (importOriginal) => {
  providerImports();
  return importOriginal();
});

const APPLE_KEY = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const REAL_PROVIDERS = {
  google: { clientId: '123-abc.apps.googleusercontent.com', clientSecret: 'secret' },
  apple: { clientId: 'com.example.signin', teamId: 'ABCDE12345', keyId: 'KEY1234567', privateKey: APPLE_KEY },
  devSignIn: false,
};

async function developmentSignIn(signIn?: typeof REAL_PROVIDERS): Promise<unknown> {
  const t = await buildTestApp(signIn ? { config: { signIn }, seed: false } : { seed: false });
  try {
    return (await t.app.inject({ method: 'GET', url: SIGN_IN_PATHS.methods })).json();
  } finally {
    await t.close();
  }
}

// In this order: the module, once imported, stays in the loader's cache.
describe.sequential('the development provider module', () => {
  it('is not imported by a server with Google and Apple configured', async () => {
    expect(await developmentSignIn(REAL_PROVIDERS)).toEqual({ developmentSignIn: false });
    expect(providerImports).not.toHaveBeenCalled();
  });

  it('is imported where the development sign-in stands in', async () => {
    expect(await developmentSignIn()).toEqual({ developmentSignIn: true });
    expect(providerImports).toHaveBeenCalledTimes(1);
  });
});
