/** Shapes of main/api/v2 reference data: currencies, rates, algorithms, locations, fees, devices, confirmations, banners. */
import { Type, type Static } from '@sinclair/typebox';
import { KeyedBy, Nullable } from './common.js';
import { patternParam } from './params.js';
import type { EndpointShape } from './shape.js';

export const Currency = Type.Object({
  symbol: Type.String(),
  name: Type.String(),
  subunits: Type.Number({ description: '10^decimals: the precision is its digits minus 1 (spec 3).' }),
  wallets: Type.Array(Type.String()),
  order: Type.Integer(),
  delisted: Type.Boolean(),
  base: Type.String(),
  transactionInfoUrl: Nullable(Type.String()),
  addressInfoUrl: Nullable(Type.String()),
  blockInfoUrl: Nullable(Type.String()),
});
export type Currency = Static<typeof Currency>;

export const MiningAlgorithm = Type.Object({
  algorithm: Type.String({ description: 'The enum name: SCRYPT, SHA256, KAWPOW, …' }),
  title: Type.String(),
  enabled: Type.Boolean(),
  order: Type.Integer({ description: 'The numeric code used as `a` in the stats.' }),
  displayMiningFactor: Type.String(),
  miningFactor: Type.String({ description: 'Hashes per second in one mining unit (displayMiningFactor).' }),
  displayMarketFactor: Type.String(),
  marketFactor: Type.String(),
  minimalOrderAmount: Type.String(),
  minSpeedLimit: Type.String(),
  maxSpeedLimit: Type.String(),
  priceDownStep: Type.String(),
  color: Type.String(),
  ordersEnabled: Type.Boolean(),
  enabledMarkets: Type.String({ description: 'Comma-separated mining locations.' }),
  displayPriceFactor: Type.String(),
  priceFactor: Type.String(),
});
export type MiningAlgorithm = Static<typeof MiningAlgorithm>;

export const ExchangeRate = Type.Object({
  fromCurrency: Type.String(),
  toCurrency: Type.String(),
  exchangeRate: Type.String({ description: 'A decimal string.' }),
});
export type ExchangeRate = Static<typeof ExchangeRate>;

const FeeInterval = Type.Object({
  start: Type.Number(),
  end: Nullable(Type.Number({ description: 'null: the last tier.' })),
  element: Type.Object({
    value: Type.Number(),
    type: Type.String({ description: 'PERCENTAGE (a fraction: shown ×100 with %) or an absolute amount.' }),
    sndValue: Nullable(Type.Number()),
    sndType: Nullable(Type.String()),
  }),
});
const WalletFees = KeyedBy(Type.Object({ rules: KeyedBy(Type.Object({ coin: Type.String(), intervals: Type.Array(FeeInterval) }), 'By coin.') }), 'By wallet.');
const PlatformFee = Type.Object({ coin: Nullable(Type.String()), intervals: Type.Array(FeeInterval) });

export const FeeInfo = Type.Object({
  deposit: WalletFees,
  withdrawal: WalletFees,
  closing_withdrawal: WalletFees,
  exchangeTaker: PlatformFee,
  exchangeMaker: PlatformFee,
  buyingNonRefundableFee: PlatformFee,
  buyingSpentFee: PlatformFee,
  sellFee: PlatformFee,
  adminServiceFee: Type.Object({
    fees: Type.Array(Type.Object({ task: Type.String(), description: Type.String(), pricePercent: Type.Number(), minPriceUSD: Type.Number() })),
  }),
});
export type FeeInfo = Static<typeof FeeInfo>;

export const Device = Type.Object({
  id: Type.String(),
  name: Type.String(),
  niceName: Type.String({ description: 'The URL name (nvidia-rtx-4090).' }),
  category: Type.String({ description: 'GPU, CPU or ASIC.' }),
  speeds: Type.String({ description: 'JSON-encoded object: algorithm -> speed in the algorithm’s mining unit (as the real API sends it).' }),
  power: Type.Integer({ description: 'Watts.' }),
  paying: Type.Number({ description: 'BTC per day of the device’s most profitable algorithm now.' }),
});
export type Device = Static<typeof Device>;

export const Banner = Type.Object({
  id: Type.String(),
  text: Type.String(),
  url: Nullable(Type.String()),
  kind: Type.Union([Type.Literal('info'), Type.Literal('warning')]),
  dismissible: Type.Boolean(),
});
export type Banner = Static<typeof Banner>;

export const MinConfirmations = Type.Object({
  minConfirmations: Type.Array(Type.Object({ currency: Type.String(), confirmations: Type.Integer() })),
});
export type MinConfirmations = Static<typeof MinConfirmations>;

export const DownloadFileInfo = Type.Object({
  fileName: Type.String({ description: 'The name it is served under, /downloads/{fileName}.' }),
  available: Type.Boolean({ description: 'False when the server does not hold the file (no link is shown).' }),
  sizeBytes: Type.Optional(Type.Integer({ minimum: 0, description: 'Its length in bytes, when available.' })),
  sha256: Type.Optional(Type.String({ pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of its bytes, lower-case hex, when available.' })),
});
export type DownloadFileInfo = Static<typeof DownloadFileInfo>;

export const referenceShapes = {
  currencies: {
    summary: 'Every currency, delisted ones too, in display order',
    tags: ['reference'],
    answers: { 200: Type.Object({ currencies: Type.Array(Currency) }) },
  },
  exchangeRates: {
    summary: 'Rates of every listed crypto to every fiat currency',
    description: 'Fiats in the order EUR, USD, CNY, GBP, RUB, then alphabetical.',
    tags: ['reference'],
    answers: { 200: Type.Object({ list: Type.Array(ExchangeRate) }) },
  },
  profcalcRates: {
    summary: 'Rates of every listed crypto to one fiat currency (the calculator’s)',
    tags: ['reference'],
    params: Type.Object({ id: patternParam('^[A-Za-z]{3}$', 3, 0, { description: 'A fiat code (USD, EUR, …).' }) }),
    answers: { 200: Type.Object({ currency: Type.String(), list: Type.Array(ExchangeRate) }) },
    errors: ['NOT_FOUND'],
  },
  profcalcDevices: {
    summary: 'Mining devices of the profitability calculator, with their speeds',
    tags: ['reference'],
    answers: { 200: Type.Object({ devices: Type.Array(Device) }) },
  },
  algorithms: {
    summary: 'Mining algorithms and their units',
    tags: ['reference'],
    answers: { 200: Type.Object({ miningAlgorithms: Type.Array(MiningAlgorithm) }) },
  },
  markets: {
    summary: 'Mining locations',
    tags: ['reference'],
    answers: { 200: Type.Array(Type.String(), { description: 'EU, USA, …' }) },
  },
  feeInfo: {
    summary: 'Fees of deposits, withdrawals, the exchange and the marketplace',
    tags: ['reference'],
    answers: { 200: FeeInfo },
    errors: ['NOT_FOUND'],
  },
  minConfirmations: {
    summary: 'Confirmations a deposit needs, per currency',
    tags: ['reference'],
    answers: { 200: MinConfirmations },
    errors: ['NOT_FOUND'],
  },
  downloadFiles: {
    summary: 'The files of the download centre, with their sizes and SHA-256 checksums',
    description:
      'Every file the download pages offer, in their order, as the server holds it in its downloads folder: served at /downloads/{fileName}. A file the folder lacks is listed with available false and no size or checksum.',
    tags: ['reference'],
    answers: { 200: Type.Object({ list: Type.Array(DownloadFileInfo) }) },
  },
  banners: {
    summary: 'The announcements shown now, in display order',
    tags: ['reference'],
    answers: { 200: Type.Object({ list: Type.Array(Banner) }) },
  },
} as const satisfies Record<string, EndpointShape>;
