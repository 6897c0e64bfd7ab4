import { describe, expect, it } from 'vitest';
import { organizationInitials } from './organization-initials';

describe('organizationInitials', () => {
  it('takes the first letters of the first two words, upper case', () => {
    expect(organizationInitials('acme mining ltd')).toBe('AM');
    expect(organizationInitials('  Solo  ')).toBe('S');
  });
  it('keeps a letter outside the basic plane whole, and shows ? for no name', () => {
    expect(organizationInitials('𝒜lpha beta')).toBe('𝒜B');
    expect(organizationInitials('')).toBe('?');
  });
});
