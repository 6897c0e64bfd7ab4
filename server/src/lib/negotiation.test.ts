import { describe, expect, it } from 'vitest';
import { matchesEtag, preferredEncoding } from './negotiation.js';

const OFFERED = ['br', 'gzip'] as const;

describe('preferredEncoding', () => {
  it('takes the first offered coding the client accepts, in our order', () => {
    expect(preferredEncoding('gzip, deflate, br', OFFERED)).toBe('br');
    expect(preferredEncoding('gzip', OFFERED)).toBe('gzip');
    expect(preferredEncoding('x-gzip', OFFERED)).toBe('gzip');
    expect(preferredEncoding('GZIP ; q=0.5', OFFERED)).toBe('gzip');
  });

  it('honours q=0 and lets * stand for a coding not named', () => {
    expect(preferredEncoding('gzip, br;q=0', OFFERED)).toBe('gzip');
    expect(preferredEncoding('*', OFFERED)).toBe('br');
    expect(preferredEncoding('*, br;q=0', OFFERED)).toBe('gzip');
    expect(preferredEncoding('*;q=0, identity', OFFERED)).toBeUndefined();
  });

  it('is none for no header, identity alone, or nothing offered', () => {
    expect(preferredEncoding(undefined, OFFERED)).toBeUndefined();
    expect(preferredEncoding('', OFFERED)).toBeUndefined();
    expect(preferredEncoding('identity', OFFERED)).toBeUndefined();
    expect(preferredEncoding('br', [])).toBeUndefined();
  });
});

describe('matchesEtag', () => {
  it('matches one tag, a list, a weak tag and *', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('"x", "a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag(' * ', '"a"')).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});
