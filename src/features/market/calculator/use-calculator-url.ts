/**
 * The calculator's state read from the address and written back to it
 * (replacing the history entry, so editing a figure does not stack up Back
 * steps). Query parameters that are not the calculator's, such as lang, stay.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useRoute, useSearch } from 'wouter';
import { buildPath, routeByName } from '../../../config/paths';
import {
  devicesOfPath,
  isCalculatorKey,
  parseCalculatorUrl,
  pathOfDevices,
  writeCalculatorUrl,
  type CalculatorPathParams,
  type CalculatorState,
} from './url-state';

const CALCULATOR_PATTERN = routeByName('calculator').pattern;

export function useCalculatorUrl(defaultCurrency: string): { state: CalculatorState; update: (next: CalculatorState) => void } {
  // Matched here, not read from the page's route: on a page of islands the calculator is an island, with no route around it.
  const [, matched] = useRoute(CALCULATOR_PATTERN);
  const params: CalculatorPathParams = matched ?? {};
  const search = useSearch();
  const [, navigate] = useLocation();
  const { device, device2, '*': rest } = params;
  const state = useMemo(
    () => parseCalculatorUrl(devicesOfPath({ device, device2, '*': rest }), search, defaultCurrency),
    [device, device2, rest, search, defaultCurrency],
  );
  const update = useCallback(
    (next: CalculatorState) => {
      const written = writeCalculatorUrl(next, defaultCurrency);
      const query = new URLSearchParams(search);
      for (const key of [...query.keys()]) if (isCalculatorKey(key)) query.delete(key);
      const kept = query.toString();
      const full = [written.search, kept].filter(Boolean).join('&');
      const to = buildPath('calculator', pathOfDevices(written.devices));
      navigate(full ? `${to}?${full}` : to, { replace: true });
    },
    [search, navigate, defaultCurrency],
  );
  return { state, update };
}
