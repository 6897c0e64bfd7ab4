import { beforeEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn();
vi.mock('../../lib/api', () => ({ api: { get: (...args: unknown[]) => get(...args) } }));

const { fetchExchangeCountries, XCH_COUNTRIES_PATH } = await import('./api');

beforeEach(() => get.mockReset());

describe('the exchange countries call', () => {
  it('maps the enum of codes to countries, cached for 300 s', async () => {
    get.mockResolvedValue(['SI', 'DE', 'ZZ']);
    const countries = await fetchExchangeCountries();
    expect(get).toHaveBeenCalledWith(XCH_COUNTRIES_PATH, expect.objectContaining({ cache: 300 }));
    expect(countries.map((c) => c.value)).toEqual(['DE', 'SI']);
    expect(countries[1]).toMatchObject({ label: 'Slovenia', dialCode: '+386', currency: 'EUR' });
  });
});
