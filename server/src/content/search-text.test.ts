import { describe, expect, it } from 'vitest';
import { searchAccepted } from './search-text.js';

describe('searchAccepted', () => {
  it('takes words of up to 200 characters, as list2 does', () => {
    expect(searchAccepted('withdraw')).toBe(true);
    expect(searchAccepted('two words')).toBe(true);
    expect(searchAccepted('é'.repeat(200))).toBe(true);
    expect(searchAccepted('a'.repeat(201))).toBe(false);
  });

  it('refuses what the schema or the handler refuses: nothing to look for, control characters, lone surrogates', () => {
    expect(searchAccepted('')).toBe(false);
    expect(searchAccepted('?!')).toBe(false);
    expect(searchAccepted('with\u0000draw')).toBe(false);
    expect(searchAccepted('tab\there')).toBe(false);
    expect(searchAccepted('a\ud800')).toBe(false);
    expect(searchAccepted('coin 🪙')).toBe(true);
  });
});
