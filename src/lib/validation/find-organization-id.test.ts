import { describe, expect, it } from 'vitest';
import { findOrganizationIdInPath, isUuid } from './find-organization-id';

const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('findOrganizationIdInPath', () => {
  it('finds the organization id in an account path', () => {
    expect(findOrganizationIdInPath(`/my/organization/${ID}/notification`)).toBe(ID);
  });

  it('returns the id in lower case', () => {
    expect(findOrganizationIdInPath(`/my/organization/${ID.toUpperCase()}`)).toBe(ID);
  });

  it('returns the first id when there are several', () => {
    const other = 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11';
    expect(findOrganizationIdInPath(`/my/organization/${ID}/member/${other}`)).toBe(ID);
  });

  it('finds an id in a query string too', () => {
    expect(findOrganizationIdInPath(`/my/settings?organizationId=${ID}`)).toBe(ID);
  });

  it('returns undefined when the path has no id', () => {
    expect(findOrganizationIdInPath('/my/dashboard')).toBeUndefined();
    expect(findOrganizationIdInPath('')).toBeUndefined();
  });

  it('does not take a near miss for an id', () => {
    expect(findOrganizationIdInPath('/x/3f2504e0-4f89-41d3-9a0c-0305e82c330')).toBeUndefined();
    expect(findOrganizationIdInPath('/x/3f2504e0-4f89-41d3-9a0c-0305e82c33011')).toBeUndefined();
    expect(findOrganizationIdInPath('/x/3f2504e0-4f89-41d3-9a0c-0305e82c330g')).toBeUndefined();
    expect(findOrganizationIdInPath('/x/3f2504e04f8941d39a0c0305e82c3301')).toBeUndefined();
  });
});

describe('isUuid', () => {
  it('accepts a whole UUID in any case and nothing else', () => {
    expect(isUuid(ID)).toBe(true);
    expect(isUuid(ID.toUpperCase())).toBe(true);
    expect(isUuid(`${ID}/`)).toBe(false);
    expect(isUuid('not-a-uuid')).toBe(false);
  });
});
