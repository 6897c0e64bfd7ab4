/** The fee structure of main/api/v2/public/service/fee/info (api-facts; sample in server/src/db/sample-data/service-fees.ts). */

export type FeeType = 'PERCENTAGE' | 'ABSOLUTE';

export interface FeeElement {
  value: number;
  type: FeeType;
  /** A second component (e.g. a minimum in the coin beside a percentage). */
  sndValue: number | null;
  sndType: FeeType | null;
}

/** A tier: from `start` (inclusive) to `end` (exclusive, null = open-ended). */
export interface FeeInterval {
  start: number;
  end: number | null;
  element: FeeElement;
}

export interface FeeRule {
  coin: string | null;
  intervals: FeeInterval[];
}

/** Wallet fees: by withdrawal method (BITGO, LIGHTNING, SEPA, ...) then coin. */
export type WalletFees = Record<string, { rules: Record<string, FeeRule> }>;

export interface FeeInfo {
  deposit?: WalletFees;
  withdrawal: WalletFees;
  closing_withdrawal?: WalletFees;
  exchangeTaker: FeeRule;
  exchangeMaker: FeeRule;
  buyingNonRefundableFee: FeeRule;
  buyingSpentFee: FeeRule;
  sellFee: FeeRule;
}
