/** The stratum generator's inputs, read from and written to the query string (replacing the history entry). */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { parseStratumQuery, writeStratumQuery, type StratumForm } from './stratum-url-state';

const KEYS = ['algorithm', 'location', 'protocol', 'address', 'worker'];

export function useStratumForm(): { form: StratumForm; update: (next: StratumForm) => void } {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const form = useMemo(() => parseStratumQuery(search), [search]);
  const update = useCallback(
    (next: StratumForm) => {
      const kept = new URLSearchParams(search);
      for (const key of KEYS) kept.delete(key);
      const full = [writeStratumQuery(next), kept.toString()].filter(Boolean).join('&');
      navigate(full ? `${location}?${full}` : location, { replace: true });
    },
    [search, location, navigate],
  );
  return { form, update };
}
