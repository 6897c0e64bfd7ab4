/**
 * The identity providers behind the "Continue with Google" and "Continue with
 * Apple" buttons: the real one when its client id is configured, else the
 * built-in development provider (dev-provider.ts). Endpoints are the ones
 * Google and Apple publish in their discovery documents; Apple's client
 * secret is a short-lived ES256 JWT signed with the team's key.
 */
import { createRemoteJWKSet, importPKCS8, SignJWT, type JWTVerifyGetKey } from 'jose';
import type { AppleConfig, SignInConfig } from './sign-in-config.js';
import { SIGN_IN_PATHS, type ButtonName } from '../../../src/config/sign-in.js';
import { SIGN_IN_LIMITS } from '../server-limits.js';

export interface IdentityProvider {
  /** The button it serves (the callback path carries it). */
  button: ButtonName;
  /** 'dev' when the development provider stands in. */
  kind: 'google' | 'apple' | 'dev';
  issuer: string;
  authorizationEndpoint: string;
  /** Absolute URL of a real provider, or a path on this server for the development one. */
  tokenEndpoint: string;
  clientId: string;
  clientSecret: () => Promise<string>;
  scope: string;
  /** Apple posts the answer to the callback (form_post), as it requires when name or email is asked. */
  responseMode: 'query' | 'form_post';
  /** PKCE (S256): Google and the development provider take it. */
  pkce: boolean;
  keys: JWTVerifyGetKey;
}

/** A development provider, as dev-provider.ts exposes it. */
export interface DevProviderHandle {
  issuer: string;
  clientId: string;
  clientSecret: string;
  keys: JWTVerifyGetKey;
}

const GOOGLE = {
  issuer: 'https://accounts.google.com',
  authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenEndpoint: 'https://oauth2.googleapis.com/token',
  jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
};

const APPLE = {
  issuer: 'https://appleid.apple.com',
  authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
  tokenEndpoint: 'https://appleid.apple.com/auth/token',
  jwksUri: 'https://appleid.apple.com/auth/keys',
};

function appleClientSecret(apple: AppleConfig): () => Promise<string> {
  let cached: { jwt: string; expiresAtS: number } | undefined;
  return async () => {
    const nowS = Math.floor(Date.now() / 1000);
    if (cached && cached.expiresAtS - 60 > nowS) return cached.jwt;
    const key = await importPKCS8(apple.privateKey, 'ES256');
    const jwt = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: apple.keyId })
      .setIssuer(apple.teamId)
      .setSubject(apple.clientId)
      .setAudience(APPLE.issuer)
      .setIssuedAt(nowS)
      .setExpirationTime(nowS + SIGN_IN_LIMITS.appleSecretTtlS)
      .sign(key);
    cached = { jwt, expiresAtS: nowS + SIGN_IN_LIMITS.appleSecretTtlS };
    return jwt;
  };
}

function devProvider(button: ButtonName, dev: DevProviderHandle): IdentityProvider {
  return {
    button,
    kind: 'dev',
    issuer: dev.issuer,
    authorizationEndpoint: `${dev.issuer}/auth`,
    tokenEndpoint: `${SIGN_IN_PATHS.devIssuerPath}/token`,
    clientId: dev.clientId,
    clientSecret: async () => dev.clientSecret,
    scope: 'openid email profile',
    responseMode: 'query',
    pkce: true,
    keys: dev.keys,
  };
}

/** The provider of each button; `dev` is needed when either is not configured. */
export function identityProviders(config: SignInConfig, dev: DevProviderHandle | undefined): Record<ButtonName, IdentityProvider> {
  const needDev = (): DevProviderHandle => {
    if (!dev) throw new Error('the development sign-in provider is not running');
    return dev;
  };
  const google: IdentityProvider = config.google
    ? {
        button: 'google',
        kind: 'google',
        issuer: GOOGLE.issuer,
        authorizationEndpoint: GOOGLE.authorizationEndpoint,
        tokenEndpoint: GOOGLE.tokenEndpoint,
        clientId: config.google.clientId,
        clientSecret: async () => config.google!.clientSecret,
        scope: 'openid email profile',
        responseMode: 'query',
        pkce: true,
        // Fetched again when a token names a key not seen yet: Google rotates its keys.
        keys: createRemoteJWKSet(new URL(GOOGLE.jwksUri)),
      }
    : devProvider('google', needDev());
  const apple: IdentityProvider = config.apple
    ? {
        button: 'apple',
        kind: 'apple',
        issuer: APPLE.issuer,
        authorizationEndpoint: APPLE.authorizationEndpoint,
        tokenEndpoint: APPLE.tokenEndpoint,
        clientId: config.apple.clientId,
        clientSecret: appleClientSecret(config.apple),
        scope: 'name email',
        responseMode: 'form_post',
        pkce: false,
        keys: createRemoteJWKSet(new URL(APPLE.jwksUri)),
      }
    : devProvider('apple', needDev());
  return { google, apple };
}

export const needsDevProvider = (config: SignInConfig): boolean => !config.google || !config.apple;
