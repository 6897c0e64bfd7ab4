import { describe, expect, it } from 'vitest';
import { organizationIdFromUrl } from './organization';

const ID = 'da41b3bc-3d0b-4226-b7ea-aee73f94a518';

describe('the current organization from the URL', () => {
  it('comes from a path starting with /my/organization/{uuid}', () => {
    expect(organizationIdFromUrl(`/my/organization/${ID}/notification`, '')).toBe(ID);
    expect(organizationIdFromUrl(`/my/organization/${ID.toUpperCase()}`, '')).toBe(ID);
  });

  it('comes from an organizationId in the hash', () => {
    expect(organizationIdFromUrl('/my/dashboard', `#organizationId=${ID}`)).toBe(ID);
    expect(organizationIdFromUrl('/', `#tab=1&organizationId=${ID}`)).toBe(ID);
  });

  it('ignores anything that is not a uuid', () => {
    expect(organizationIdFromUrl('/my/organization/not-a-uuid', '')).toBeUndefined();
    expect(organizationIdFromUrl('/my/dashboard', '#organizationId=42')).toBeUndefined();
    expect(organizationIdFromUrl(`/about/${ID}`, '')).toBeUndefined();
  });
});
