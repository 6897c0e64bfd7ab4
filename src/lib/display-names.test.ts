import { describe, expect, it } from 'vitest';
import { displayNames } from './display-names';

describe('displayNames', () => {
  it('names regions, currencies and languages in the reader’s language', () => {
    expect(displayNames('de', 'region')('DE')).toBe('Deutschland');
    expect(displayNames('en', 'currency')('EUR')).toBe('Euro');
    expect(displayNames('fr', 'language')('de')).toBe('allemand');
  });

  it('answers undefined for a code or a locale it cannot read, so the caller’s own name stands', () => {
    expect(displayNames('en', 'language')('not a code!')).toBeUndefined();
    expect(displayNames('!!', 'region')('DE')).toBeUndefined();
  });
});
