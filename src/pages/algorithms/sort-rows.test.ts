import { describe, expect, it } from 'vitest';
import { toAlgorithmRow } from '../../features/market/algorithm-rows';
import { globalStat, miningAlgorithm } from '../../features/market/test-support';
import { sortRows } from './sort-rows';

const rows = [
  toAlgorithmRow(miningAlgorithm({ algorithm: 'B', title: 'Beta', order: 1 }), globalStat({ a: 1, p: 2, o: 5 })),
  toAlgorithmRow(miningAlgorithm({ algorithm: 'A', title: 'Alpha', order: 2 }), undefined),
  toAlgorithmRow(miningAlgorithm({ algorithm: 'C', title: 'Gamma', order: 3 }), globalStat({ a: 3, p: 3, o: 1 })),
];

describe('sortRows', () => {
  it('sorts by a figure either way and keeps rows without it last', () => {
    expect(sortRows(rows, { key: 'payingPrice', direction: 'desc' }).map((r) => r.algorithm)).toEqual(['C', 'B', 'A']);
    expect(sortRows(rows, { key: 'orders', direction: 'asc' }).map((r) => r.algorithm)).toEqual(['C', 'B', 'A']);
  });

  it('sorts by title alphabetically', () => {
    expect(sortRows(rows, { key: 'title', direction: 'asc' }).map((r) => r.title)).toEqual(['Alpha', 'Beta', 'Gamma']);
  });
});
