/** Shapes of main/api/v2 live mining figures: global stats, history, the order book, an external miner's rigs. */
import { Type, type Static } from '@sinclair/typebox';
import { KeyedBy, Pagination } from './common.js';
import { epochTimeParam, pageParam, patternParam, sizeParam, textParam, withDefault } from './params.js';
import type { EndpointShape } from './shape.js';

/** Spec 2: a miner's bitcoin address, 26 to 35 base58 characters starting with 1 or 3. */
export const BTC_ADDRESS_PATTERN = '^[13][1-9A-HJ-NP-Za-km-z]{25,34}$';
export const ORDER_BOOK_PAGE = { defaultSize: 100, maxSize: 1000 } as const;
export const RIGS_PAGE = { defaultSize: 25, maxSize: 100 } as const;

export const GlobalStat = Type.Object({
  a: Type.Integer({ description: 'Algorithm code (`order` of the algorithms).' }),
  p: Type.Number({ description: 'Paying price: BTC per market unit (displayMarketFactor) per day.' }),
  s: Type.Number({ description: 'Total speed in market units.' }),
  r: Type.Integer({ description: 'Rigs.' }),
  o: Type.Integer({ description: 'Active orders.' }),
});
export type GlobalStat = Static<typeof GlobalStat>;
const GlobalStats = Type.Object({ algos: Type.Array(GlobalStat) });

export const HashpowerOrder = Type.Object({
  id: Type.String(),
  type: Type.String({ description: 'STANDARD, …' }),
  price: Type.String(),
  limit: Type.String(),
  rigsCount: Type.Integer(),
  acceptedSpeed: Type.String(),
  payingSpeed: Type.String(),
  alive: Type.Boolean(),
  poolName: Type.String(),
  availableAmount: Type.String(),
});
export const LocationBook = Type.Object({
  updatedTs: Type.String({ description: 'ISO 8601.' }),
  totalSpeed: Type.String(),
  marketFactor: Type.String(),
  displayMarketFactor: Type.String(),
  orders: Type.Array(HashpowerOrder),
  pagination: Pagination,
});
export type LocationBook = Static<typeof LocationBook>;
export const OrderBook = Type.Object({ stats: KeyedBy(LocationBook, 'By mining location (EU, USA).') });
export type OrderBook = Static<typeof OrderBook>;

export const MinerRigs = Type.Object({
  minerStatuses: KeyedBy(Type.Integer(), 'Rigs per status (MINING, OFFLINE, …).'),
  totalRigs: Type.Integer(),
  totalProfitability: Type.Number({ description: 'BTC per day.' }),
  unpaidAmount: Type.String(),
  btcAddress: Type.String(),
  nextPayoutTimestamp: Type.String({ description: 'ISO 8601.' }),
  miningRigs: Type.Array(
    Type.Object({
      rigId: Type.String(),
      name: Type.String(),
      minerStatus: Type.String(),
      statusTime: Type.Integer({ description: 'Epoch ms.' }),
      unpaidAmount: Type.String(),
      devices: Type.Array(
        Type.Object({
          id: Type.String(),
          name: Type.String({ description: 'The catalogue name, as profcalc/devices.' }),
          deviceType: Type.Object({ enumName: Type.String({ description: 'GPU, CPU or ASIC.' }), description: Type.String() }),
          speeds: Type.Array(
            Type.Object({
              algorithm: Type.String(),
              title: Type.String(),
              speed: Type.Number({ description: 'The speed this device reports, in mining units; empty while the rig is not working.' }),
            }),
          ),
        }),
        { description: 'One entry per device of the rig.' },
      ),
      stats: Type.Array(
        Type.Object({
          market: Type.String(),
          algorithm: Type.Object({ enumName: Type.String(), description: Type.String() }),
          speedAccepted: Type.Number(),
          speedRejectedR1Target: Type.Number({ description: 'Rejected: above the target.' }),
          speedRejectedR2Stale: Type.Number({ description: 'Rejected: stale (a job already replaced).' }),
          speedRejectedR3Duplicate: Type.Number({ description: 'Rejected: a share sent twice.' }),
          speedRejectedR4NTime: Type.Number({ description: 'Rejected: ntime out of range.' }),
          speedRejectedR5Other: Type.Number({ description: 'Rejected: any other reason.' }),
          speedRejectedTotal: Type.Number(),
          profitability: Type.Number({ description: 'BTC per day.' }),
        }),
      ),
    }),
  ),
  pagination: Pagination,
});
export type MinerRigs = Static<typeof MinerRigs>;

const HistoryRows = Type.Array(Type.Tuple([Type.Number(), Type.Number(), Type.Number()]), {
  description: '[epoch seconds, total speed in market units, paying price in BTC per market unit per day], oldest first.',
});

const algorithmQuery = textParam(64, 1, { description: 'An algorithm name (SCRYPT), any case.' });

export const miningShapes = {
  globalStatsCurrent: {
    summary: 'Current global stats of every enabled algorithm',
    description: 'BTC/day of a miner = speed (mining units) × miningFactor ÷ marketFactor × p (docs/calculator.md).',
    tags: ['mining'],
    answers: { 200: GlobalStats },
  },
  globalStats24h: {
    summary: 'Global stats averaged over the last 24 hours',
    tags: ['mining'],
    answers: { 200: GlobalStats },
  },
  algoHistory: {
    summary: "An algorithm's last 24 hours at 15-minute steps",
    tags: ['mining'],
    query: Type.Object({ algorithm: algorithmQuery }),
    answers: {
      200: HistoryRows,
    },
  },
  algoHistoryForInterval: {
    summary: "An algorithm's hourly history over a window of the last 365 days",
    description:
      'Points on whole hours from `from` to `to` (both included), cut to what is kept: from the start of the UTC day 365 days before today through the current hour. Without `from` the answer starts there; without `to` it ends at the current hour. `to` before `from` is 400.',
    tags: ['mining'],
    query: Type.Object({
      algorithm: algorithmQuery,
      from: Type.Optional(epochTimeParam({ description: 'Epoch seconds, or milliseconds from 1e11.' })),
      to: Type.Optional(epochTimeParam({ description: 'Epoch seconds, or milliseconds from 1e11.' })),
    }),
    answers: { 200: HistoryRows },
  },
  simpleMultiAlgo: {
    summary: 'Speed and paying price of every enabled algorithm',
    tags: ['mining'],
    answers: {
      200: Type.Object({
        miningAlgorithms: Type.Array(Type.Object({ algorithm: Type.String(), title: Type.String(), speed: Type.String(), paying: Type.String() })),
      }),
    },
  },
  orderBook: {
    summary: 'The hash-power order book of one algorithm, per location',
    tags: ['mining'],
    query: Type.Object({
      algorithm: algorithmQuery,
      page: withDefault(pageParam(), 0),
      size: withDefault(sizeParam(ORDER_BOOK_PAGE.maxSize), ORDER_BOOK_PAGE.defaultSize),
    }),
    answers: { 200: OrderBook },
  },
  minerRigs: {
    summary: "An external miner's rigs and unpaid balance, by payout address",
    description: 'Never signed: anyone may look up an address (spec 6).',
    tags: ['mining'],
    params: Type.Object({ btcAddress: patternParam(BTC_ADDRESS_PATTERN, 35) }),
    query: Type.Object({
      page: withDefault(pageParam(), 0),
      size: withDefault(sizeParam(RIGS_PAGE.maxSize), RIGS_PAGE.defaultSize),
    }),
    answers: { 200: MinerRigs },
  },
} as const satisfies Record<string, EndpointShape>;
