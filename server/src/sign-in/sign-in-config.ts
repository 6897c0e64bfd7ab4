/**
 * Sign-in configuration (docs/auth.md): which identity providers are real.
 * With no GOOGLE_CLIENT_ID (or APPLE_CLIENT_ID) the button goes to the
 * built-in development provider instead. Read only through config.ts; a bad
 * value is a ConfigError naming the variable.
 */
import { ConfigError } from '../config-values.js';
import { devSignInFromEnv } from './dev-sign-in.js';

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
}

export interface AppleConfig {
  /** The Services ID (e.g. com.example.web): the `aud` of Apple's ID tokens. */
  clientId: string;
  teamId: string;
  keyId: string;
  /** The .p8 key (PKCS#8 PEM) that signs the client secret JWT. */
  privateKey: string;
}

export interface SignInConfig {
  google: GoogleConfig | undefined;
  apple: AppleConfig | undefined;
  /** The development sign-in may stand in for a button without a client id (dev-sign-in.ts). */
  devSignIn: boolean;
}

type Env = NodeJS.ProcessEnv;

const value = (env: Env, name: string): string | undefined => {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
};

function required(env: Env, name: string, because: string): string {
  const v = value(env, name);
  if (!v) throw new ConfigError(name, `${name} is required when ${because} (docs/auth.md)`);
  return v;
}

function checked(name: string, text: string, pattern: RegExp, what: string): string {
  if (!pattern.test(text)) throw new ConfigError(name, `${name} is not ${what}: ${JSON.stringify(text.slice(0, 40))} (docs/auth.md)`);
  return text;
}

/** Google's client ids end in .apps.googleusercontent.com. */
const GOOGLE_CLIENT_ID = /^[0-9]+-[a-z0-9]+\.apps\.googleusercontent\.com$/;
/** A reverse-DNS Services ID. */
const APPLE_CLIENT_ID = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
/** Apple's team and key ids are 10 upper-case letters or digits. */
const APPLE_TEN = /^[A-Z0-9]{10}$/;
const PEM_KEY = /-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----/;

export function loadSignInConfig(env: Env, publicUrl: string): SignInConfig {
  const googleId = value(env, 'GOOGLE_CLIENT_ID');
  const google = googleId
    ? {
        clientId: checked('GOOGLE_CLIENT_ID', googleId, GOOGLE_CLIENT_ID, 'a Google OAuth client id (…apps.googleusercontent.com)'),
        clientSecret: required(env, 'GOOGLE_CLIENT_SECRET', 'GOOGLE_CLIENT_ID is set'),
      }
    : undefined;
  if (!googleId && value(env, 'GOOGLE_CLIENT_SECRET')) {
    throw new ConfigError('GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET is set without GOOGLE_CLIENT_ID (docs/auth.md)');
  }
  const appleId = value(env, 'APPLE_CLIENT_ID');
  const apple = appleId
    ? {
        clientId: checked('APPLE_CLIENT_ID', appleId, APPLE_CLIENT_ID, 'an Apple Services ID such as com.example.signin'),
        teamId: checked('APPLE_TEAM_ID', required(env, 'APPLE_TEAM_ID', 'APPLE_CLIENT_ID is set'), APPLE_TEN, 'a 10-character Apple team id'),
        keyId: checked('APPLE_KEY_ID', required(env, 'APPLE_KEY_ID', 'APPLE_CLIENT_ID is set'), APPLE_TEN, 'a 10-character Apple key id'),
        privateKey: checked(
          'APPLE_PRIVATE_KEY',
          required(env, 'APPLE_PRIVATE_KEY', 'APPLE_CLIENT_ID is set').replace(/\\n/g, '\n'),
          PEM_KEY,
          'a PKCS#8 PEM key (the .p8 file Apple gives)',
        ),
      }
    : undefined;
  return { google, apple, devSignIn: devSignInFromEnv(env, publicUrl) };
}
