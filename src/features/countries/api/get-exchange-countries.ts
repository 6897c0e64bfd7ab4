/**
 * The exchange's countries (spec section 3): GET api/v2/enum/xchCountries
 * answers a list of two-letter codes; the static country list gives each its
 * label, flag, dialling code, continent and currency.
 */
import { API } from '../../../config/api-contract';
import { countriesFromEnum, type Country } from '../../../config/countries';
import { api } from '../../../lib/api';

export async function fetchExchangeCountries(signal?: AbortSignal): Promise<Country[]> {
  const codes = await api.call(API.countries, { signal });
  return countriesFromEnum(Array.isArray(codes) ? codes : []);
}
