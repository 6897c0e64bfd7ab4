/** The visitor's display currency (a known fiat code, else USD). */
import { useSnapshot } from 'valtio';
import { preferencesState } from './state';

export function useDisplayCurrency(): string {
  return useSnapshot(preferencesState).currency;
}
