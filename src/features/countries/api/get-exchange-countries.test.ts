import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../../config/api-contract';

const call = vi.fn();
vi.mock('../../../lib/api', () => ({ api: { call: (...args: unknown[]) => call(...args) } }));

const { fetchExchangeCountries } = await import('./get-exchange-countries');

beforeEach(() => call.mockReset());

describe('the exchange countries call', () => {
  it('maps the enum of codes to countries, cached for 300 s', async () => {
    call.mockResolvedValue(['SI', 'DE', 'ZZ']);
    const countries = await fetchExchangeCountries();
    expect(call).toHaveBeenCalledWith(API.countries, expect.anything());
    expect(API.countries).toMatchObject({ path: 'api/v2/enum/xchCountries', cacheTtlSeconds: 300 });
    expect(countries.map((c) => c.value)).toEqual(['DE', 'SI']);
    expect(countries[1]).toMatchObject({ label: 'Slovenia', dialCode: '+386', currency: 'EUR' });
  });
});
