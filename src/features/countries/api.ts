/**
 * The exchange's countries (spec section 3): GET api/v2/enum/xchCountries
 * answers a list of two-letter codes; the static country list gives each its
 * label, flag, dialling code, continent and currency.
 */
import { CACHE_TTL_SECONDS } from '../../config/limits';
import { countriesFromEnum, type Country } from '../../config/countries';
import { api } from '../../lib/api';

export const XCH_COUNTRIES_PATH = 'api/v2/enum/xchCountries';

export async function fetchExchangeCountries(signal?: AbortSignal): Promise<Country[]> {
  const codes = await api.get<string[]>(XCH_COUNTRIES_PATH, { cache: CACHE_TTL_SECONDS.standard, signal });
  return countriesFromEnum(Array.isArray(codes) ? codes : []);
}
