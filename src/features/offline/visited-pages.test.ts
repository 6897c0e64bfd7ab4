import { describe, expect, it } from 'vitest';
import { isRecordablePage, normalisePagePath } from './visited-pages';

describe('visited pages', () => {
  it('identifies a page by its path without query, hash or trailing slash', () => {
    expect(normalisePagePath('/guide/first-hash-power-order/?lang=de#top')).toBe('/guide/first-hash-power-order');
    expect(normalisePagePath('/')).toBe('/');
    expect(normalisePagePath('/?lang=de')).toBe('/');
  });

  it('remembers pages of the route table but not personal ones', () => {
    expect(isRecordablePage('/')).toBe(true);
    expect(isRecordablePage('/guide/first-hash-power-order')).toBe(true);
    expect(isRecordablePage('/stratum-generator')).toBe(true);
    expect(isRecordablePage('/support/mining-help/stratum/what-is-stratum')).toBe(true);
    expect(isRecordablePage('/support/my-cases/12')).toBe(false);
    expect(isRecordablePage('/unsubscribe-platform/o/u/secret-token')).toBe(false);
    expect(isRecordablePage('/no/such/page')).toBe(false);
  });
});
