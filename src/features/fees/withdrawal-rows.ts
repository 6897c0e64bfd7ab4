/** The withdrawal fees as table rows: one per coin, method and tier, coins in alphabetical order. */
import type { FeeElement, WalletFees } from './types';

export interface WithdrawalFeeRow {
  coin: string;
  method: string;
  start: number;
  end: number | null;
  element: FeeElement;
}

export function withdrawalRows(fees: WalletFees): WithdrawalFeeRow[] {
  const rows: WithdrawalFeeRow[] = [];
  for (const [method, { rules }] of Object.entries(fees)) {
    for (const [coin, rule] of Object.entries(rules)) {
      for (const interval of rule.intervals) {
        rows.push({ coin: rule.coin ?? coin, method, start: interval.start, end: interval.end, element: interval.element });
      }
    }
  }
  return rows.sort((x, y) => x.coin.localeCompare(y.coin) || x.method.localeCompare(y.method) || x.start - y.start);
}

/** Coins that have withdrawal fees, for the coin filter. */
export function withdrawalCoins(rows: readonly WithdrawalFeeRow[]): string[] {
  return [...new Set(rows.map((row) => row.coin))];
}
