// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberReturnPath, safeReturnPath, signInHref, takeReturnPath } from './return-path';

beforeEach(() => sessionStorage.clear());

describe('safeReturnPath', () => {
  it('takes a path of this site with its query, and nothing that could leave it', () => {
    expect(safeReturnPath('/pricing')).toBe('/pricing');
    expect(safeReturnPath('/blog?page=2')).toBe('/blog?page=2');
    for (const bad of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      'pricing',
      '',
      null,
      '/my/login',
      '/my/register?x=1',
      `/${'a'.repeat(2001)}`,
    ])
      expect(safeReturnPath(bad), String(bad)).toBeNull();
  });
});

describe('signInHref', () => {
  it('carries the page to return to, except the home page', () => {
    expect(signInHref('/my/login', '/pricing')).toBe('/my/login?returnTo=%2Fpricing');
    expect(signInHref('/my/register', '/')).toBe('/my/register');
    expect(signInHref('/my/login', '/my/login')).toBe('/my/login');
  });
});

describe('remember and take', () => {
  it('returns once to the kept page when the sign-in finishes on the login page', () => {
    rememberReturnPath('?returnTo=%2Fpricing', '');
    // The provider sends the browser back with the token: the kept page stays.
    rememberReturnPath('', '#loginToken=abc');
    expect(takeReturnPath('/')).toBeNull();
    expect(takeReturnPath('/my/login')).toBe('/pricing');
    expect(takeReturnPath('/my/login')).toBeNull();
  });

  it('forgets an abandoned page when the login page is opened again without one', () => {
    rememberReturnPath('?returnTo=%2Fpricing', '');
    rememberReturnPath('', '');
    expect(takeReturnPath('/my/login')).toBeNull();
  });
});
