import { describe, expect, it } from 'vitest';
import { loadServiceStatus, serviceStatusOf, serviceStatusState } from './state';
import { serviceStatusValue } from './status-value';

describe('service status', () => {
  it('is 1 when all items are 0, 0 when more than half are, else -1', () => {
    expect(serviceStatusValue([0, 0, 0])).toBe(1);
    expect(serviceStatusValue([0, 0, 1])).toBe(0);
    expect(serviceStatusValue([0, 1])).toBe(-1);
    expect(serviceStatusValue([0, 1, 1])).toBe(-1);
    expect(serviceStatusValue([])).toBe(-1);
  });

  it('comes from the status monitor, and is -1 when that fails', async () => {
    await loadServiceStatus(async () => ({
      monitors: [
        { name: 'database', status: 0 },
        { name: 'market', status: 0 },
      ],
    }));
    expect(serviceStatusOf(serviceStatusState.monitors)).toBe(1);
    await loadServiceStatus(() => Promise.reject(new Error('down')));
    expect(serviceStatusOf(serviceStatusState.monitors)).toBe(-1);
  });
});
