import { describe, expect, it } from 'vitest';
import { parseStratumQuery, writeStratumQuery, type StratumForm } from './stratum-url-state';

describe('stratum generator URL state', () => {
  it('round-trips algorithm, location, protocol, address and worker', () => {
    const form: StratumForm = { algorithm: 'SHA256', location: 'usa-west', protocol: 'ssl', address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', worker: 'rig-7' };
    const search = writeStratumQuery(form);
    expect(search).toBe('algorithm=sha256&location=usa-west&protocol=ssl&address=1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa&worker=rig-7');
    expect(parseStratumQuery(search)).toEqual(form);
  });

  it('starts in Europe-West over TCP with worker1, and ignores what it does not know', () => {
    expect(parseStratumQuery('location=mars&protocol=udp&algorithm=kaw<pow')).toEqual({
      algorithm: 'KAWPOW',
      location: 'eu-west',
      protocol: 'tcp',
      address: '',
      worker: 'worker1',
    });
    expect(writeStratumQuery(parseStratumQuery(''))).toBe('');
  });
});
