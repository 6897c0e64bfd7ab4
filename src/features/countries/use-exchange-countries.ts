/** The exchange's countries with their flag and dialling code, for a select (a Remote). */
import type { Country } from '../../config/countries';
import type { Answer } from '../../lib/api';
import type { Remote } from '../../lib/remote';
import { useRemote } from '../../lib/use-remote';
import { fetchExchangeCountries } from './api/get-exchange-countries';

const load = async (signal: AbortSignal): Promise<Answer<Country[]>> => ({ data: await fetchExchangeCountries(signal), asOf: Date.now() });

export function useExchangeCountries(): Remote<Country[]> {
  return useRemote(load).state;
}
