/**
 * The calculator's state read from the address and written back to it
 * (replacing the history entry, so editing a figure does not stack up Back
 * steps). Query parameters that are not the calculator's, such as lang, stay.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { buildPath } from '../../../config/paths';
import { CALCULATOR_QUERY_KEYS, parseCalculatorUrl, writeCalculatorUrl, type CalculatorState } from './url-state';

export function useCalculatorUrl(defaultCurrency: string): { state: CalculatorState; update: (next: CalculatorState) => void } {
  const params = useParams<{ device?: string; device2?: string }>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const state = useMemo(
    () => parseCalculatorUrl([params.device, params.device2], search, defaultCurrency),
    [params.device, params.device2, search, defaultCurrency],
  );
  const update = useCallback(
    (next: CalculatorState) => {
      const written = writeCalculatorUrl(next, defaultCurrency);
      const query = new URLSearchParams(search);
      for (const key of CALCULATOR_QUERY_KEYS) query.delete(key);
      const kept = query.toString();
      const full = [written.search, kept].filter(Boolean).join('&');
      const path = buildPath('calculator', { device: written.devices[0] ?? '', device2: written.devices[1] ?? '' });
      navigate(full ? `${path}?${full}` : path, { replace: true });
    },
    [search, navigate, defaultCurrency],
  );
  return { state, update };
}
