import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config-values.js';
import { loadSignInConfig } from './sign-in-config.js';

const PEM = '-----BEGIN PRIVATE KEY-----\\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg\\n-----END PRIVATE KEY-----';
const LOCAL = 'http://localhost:8080';
const APPLE = { APPLE_CLIENT_ID: 'com.example.signin', APPLE_TEAM_ID: 'ABCDE12345', APPLE_KEY_ID: 'KEY1234567', APPLE_PRIVATE_KEY: PEM };

function variableOf(env: NodeJS.ProcessEnv): string | undefined {
  try {
    loadSignInConfig(env, LOCAL);
  } catch (error) {
    if (error instanceof ConfigError) return error.variable;
    throw error;
  }
  return undefined;
}

describe('loadSignInConfig', () => {
  it('uses the development provider for both buttons when nothing is set, on a loopback PUBLIC_URL only', () => {
    expect(loadSignInConfig({}, LOCAL)).toEqual({ google: undefined, apple: undefined, devSignIn: true });
    expect(loadSignInConfig({}, 'https://hashvale.example').devSignIn).toBe(false);
  });

  it('reads a Google client and an Apple client, turning \\n in the key into new lines', () => {
    const config = loadSignInConfig({ GOOGLE_CLIENT_ID: '123-abc.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 's', ...APPLE }, LOCAL);
    expect(config.google).toEqual({ clientId: '123-abc.apps.googleusercontent.com', clientSecret: 's' });
    expect(config.apple?.privateKey).toContain('\nMIGT');
  });

  it('names the variable that is wrong or missing', () => {
    expect(variableOf({ GOOGLE_CLIENT_ID: 'not-a-google-id' })).toBe('GOOGLE_CLIENT_ID');
    expect(variableOf({ GOOGLE_CLIENT_ID: '123-abc.apps.googleusercontent.com' })).toBe('GOOGLE_CLIENT_SECRET');
    expect(variableOf({ GOOGLE_CLIENT_SECRET: 's' })).toBe('GOOGLE_CLIENT_ID');
    expect(variableOf({ ...APPLE, APPLE_CLIENT_ID: 'nodots' })).toBe('APPLE_CLIENT_ID');
    expect(variableOf({ ...APPLE, APPLE_TEAM_ID: 'short' })).toBe('APPLE_TEAM_ID');
    expect(variableOf({ ...APPLE, APPLE_KEY_ID: undefined })).toBe('APPLE_KEY_ID');
    expect(variableOf({ ...APPLE, APPLE_PRIVATE_KEY: 'not a key' })).toBe('APPLE_PRIVATE_KEY');
  });
});
