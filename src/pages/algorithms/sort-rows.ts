import type { AlgorithmRow } from '../../features/market/algorithm-rows';

export type SortKey = 'title' | 'payingPrice' | 'speed' | 'rigs' | 'orders';
export interface SortState {
  key: SortKey;
  direction: 'asc' | 'desc';
}

/** A sorted copy; rows without the figure always go last. */
export function sortRows(rows: readonly AlgorithmRow[], { key, direction }: SortState): AlgorithmRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((x, y) => {
    if (key === 'title') return sign * x.title.localeCompare(y.title);
    const a = x[key];
    const b = y[key];
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    return sign * (a - b);
  });
}
