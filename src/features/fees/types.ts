/**
 * The fee structure of main/api/v2/public/service/fee/info, named by part:
 * the contract's FeeInfo (src/config/api/reference.ts; sample in
 * server/src/db/sample-data/service-fees.ts).
 */
import type { FeeInfo } from '../../config/api/reference';

export type { FeeInfo };

/** Wallet fees: by withdrawal method (BITGO, LIGHTNING, SEPA, ...) then coin. */
export type WalletFees = FeeInfo['withdrawal'];
/** A platform fee (exchange, marketplace): its coin and tiers. */
export type FeeRule = FeeInfo['sellFee'];
/** A tier: from `start` (inclusive) to `end` (exclusive, null = open-ended). */
export type FeeInterval = FeeRule['intervals'][number];
/** The fee of a tier, with a second component (e.g. a minimum in the coin beside a percentage). */
export type FeeElement = FeeInterval['element'];
/** PERCENTAGE (a fraction) or an absolute amount. */
export type FeeType = FeeElement['type'];
