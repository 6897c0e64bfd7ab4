import { describe, expect, it, vi } from 'vitest';
import { checkServedVersion, compareServedVersion } from './version-check';

describe('the version check after a page failed to load', () => {
  it('calls another served build newer, the same build the same', () => {
    expect(compareServedVersion({ version: '0.2.0+bbb' }, '0.1.0+aaa')).toBe('newer');
    expect(compareServedVersion({ version: '0.1.0+aaa' }, '0.1.0+aaa')).toBe('same');
    expect(compareServedVersion({}, '0.1.0+aaa')).toBe('unknown');
    expect(compareServedVersion(null, '0.1.0+aaa')).toBe('unknown');
  });

  it('fetches /version.json and treats a failed fetch as unknown', async () => {
    const fetchJson = vi.fn().mockResolvedValue({ version: 'other' });
    expect(await checkServedVersion(fetchJson)).toBe('newer');
    expect(fetchJson).toHaveBeenCalledWith('/version.json');
    expect(await checkServedVersion(() => Promise.reject(new Error('offline')))).toBe('unknown');
  });
});
