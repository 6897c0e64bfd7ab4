/**
 * Shapes of an external miner's past (the mining-address page): one UTC day's
 * figures per rig, for "Why did I earn less?", and the payouts. Neither has a
 * known shape on the real platform; the design is in docs/api.md.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DecimalString, Pagination } from './common.js';
import { BTC_ADDRESS_PATTERN } from './mining.js';
import { pageParam, patternParam, sizeParam, withDefault } from './params.js';
import type { EndpointShape } from './shape.js';

export const PAYOUTS_PAGE = { defaultSize: 25, maxSize: 100 } as const;
/** A UTC calendar day, YYYY-MM-DD. */
export const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

const addressParams = Type.Object({ btcAddress: patternParam(BTC_ADDRESS_PATTERN, 35) });
const Algorithm = Type.Object({ enumName: Type.String(), description: Type.String() });

export const RejectedByReason = Type.Object({
  TARGET: Type.Number(),
  STALE: Type.Number(),
  DUPLICATE: Type.Number(),
  NTIME: Type.Number(),
  OTHER: Type.Number(),
});

export const MinerRigDay = Type.Object({
  rigId: Type.String(),
  name: Type.String(),
  algorithm: Algorithm,
  miningFactor: Type.Number({ description: 'Hashes per second of one mining unit.' }),
  marketFactor: Type.Number({ description: 'Hashes per second of one market unit (the paying price is per market unit per day).' }),
  speedReported: Type.Number({ description: 'Mean speed the rig reported while running, in mining units.' }),
  speedAccepted: Type.Number({ description: 'Mean accepted speed while running.' }),
  speedRejected: RejectedByReason,
  minutesOffline: Type.Integer({ description: 'Minutes of the day in a status other than MINING.' }),
  spotPaying: Type.Number({ description: "Paying price at the day's first instant, BTC per market unit per day." }),
  averagePaying: Type.Number({ description: "Mean of the day's 24 hourly paying prices." }),
});
export type MinerRigDay = Static<typeof MinerRigDay>;

export const MinerDay = Type.Object({
  btcAddress: Type.String(),
  day: Type.String({ description: 'YYYY-MM-DD (UTC).' }),
  rigs: Type.Array(MinerRigDay),
});
export type MinerDay = Static<typeof MinerDay>;

export const MinerPayout = Type.Object({
  id: Type.String(),
  created: Type.Integer({ description: 'Epoch ms of the payout.' }),
  currency: Algorithm,
  amount: DecimalString,
  feeAmount: DecimalString,
  txId: Type.String({ description: 'The bitcoin transaction (a block-explorer link on the page).' }),
});
export type MinerPayout = Static<typeof MinerPayout>;
export const MinerPayouts = Type.Object({ list: Type.Array(MinerPayout), pagination: Pagination });
export type MinerPayouts = Static<typeof MinerPayouts>;

export const minerShapes = {
  minerDay: {
    summary: "An external miner's rigs over one past UTC day",
    description:
      'Reported, accepted and rejected speed (by reason), minutes offline and the paying price at the start of the day and on average, per rig: what "Why did I earn less?" splits the gap with (docs/calculator.md). `day` is one of the last 30 whole UTC days; another is 400.',
    tags: ['mining'],
    params: addressParams,
    query: Type.Object({ day: patternParam(DAY_PATTERN, 10, 10, { description: 'YYYY-MM-DD, UTC.' }) }),
    answers: { 200: MinerDay },
  },
  minerPayouts: {
    summary: "An external miner's payouts, newest first",
    description:
      'One payout every four hours (UTC) of the last 30 days in which the rigs earned anything: `amount` is what was sent, `feeAmount` the seller fee kept back.',
    tags: ['mining'],
    params: addressParams,
    query: Type.Object({
      page: withDefault(pageParam(), 0),
      size: withDefault(sizeParam(PAYOUTS_PAGE.maxSize), PAYOUTS_PAGE.defaultSize),
    }),
    answers: { 200: MinerPayouts },
  },
} as const satisfies Record<string, EndpointShape>;
