/**
 * Sample exchange markets (not live data). `basePrice` is where the simulated
 * price wanders around and `volatility` its typical daily move (0.03 = 3 %).
 * The first market (in this order) that prices an asset drives that asset's
 * simulated value; later markets between already-priced assets are cross
 * rates, and their `basePrice` is only the reference the sample data was
 * written from (docs/sample-data.md).
 */
export interface SampleMarket {
  symbol: string;
  baseAsset: string;
  quoteAsset: string;
  baseAssetPrecision: number;
  quoteAssetPrecision: number;
  priceStep: string;
  priMinAmount: string;
  priMaxAmount: string;
  secMinAmount: string;
  secMaxAmount: string;
  minPrice: string;
  maxPrice: string;
  basePrice: string;
  volatility: string;
}

type Row = [string, string, string, number, number, string, string, string, string, string, string, string, string, string];

// symbol, base, quote, base precision, quote precision, price step, base min/max, quote min/max, price min/max, base price, daily volatility
const ROWS: Row[] = [
  ['BTCUSDT', 'BTC', 'USDT', 8, 2, '0.01', '0.0001', '100', '5', '5000000', '1', '10000000', '97000', '0.028'],
  ['ETHBTC', 'ETH', 'BTC', 8, 8, '0.000001', '0.001', '1000', '0.0001', '100', '0.000001', '10', '0.0362', '0.032'],
  ['LTCBTC', 'LTC', 'BTC', 8, 8, '0.0000001', '0.01', '10000', '0.0001', '100', '0.0000001', '1', '0.00093', '0.04'],
  ['BTCEUR', 'BTC', 'EUR', 8, 2, '0.01', '0.0001', '100', '5', '5000000', '1', '10000000', '89240', '0.028'],
  ['ETHUSDT', 'ETH', 'USDT', 8, 2, '0.01', '0.001', '1000', '5', '5000000', '0.01', '1000000', '3510', '0.032'],
  ['DOGEBTC', 'DOGE', 'BTC', 8, 8, '0.0000000001', '10', '10000000', '0.0001', '100', '0.0000000001', '0.01', '0.0000034', '0.06'],
  ['BCHBTC', 'BCH', 'BTC', 8, 8, '0.0000001', '0.01', '10000', '0.0001', '100', '0.0000001', '1', '0.0047', '0.045'],
  ['XRPBTC', 'XRP', 'BTC', 6, 8, '0.000000001', '1', '1000000', '0.0001', '100', '0.000000001', '0.1', '0.0000245', '0.05'],
  ['SOLBTC', 'SOL', 'BTC', 8, 8, '0.0000001', '0.01', '100000', '0.0001', '100', '0.0000001', '1', '0.0019', '0.05'],
  ['ADABTC', 'ADA', 'BTC', 6, 8, '0.0000000001', '1', '10000000', '0.0001', '100', '0.0000000001', '0.01', '0.0000075', '0.05'],
  ['DOTBTC', 'DOT', 'BTC', 8, 8, '0.000000001', '0.1', '1000000', '0.0001', '100', '0.000000001', '0.1', '0.000075', '0.05'],
  ['TRXBTC', 'TRX', 'BTC', 6, 8, '0.0000000001', '10', '10000000', '0.0001', '100', '0.0000000001', '0.01', '0.0000026', '0.04'],
  ['XMRBTC', 'XMR', 'BTC', 8, 8, '0.0000001', '0.01', '10000', '0.0001', '100', '0.0000001', '1', '0.0021', '0.035'],
  ['ETCBTC', 'ETC', 'BTC', 8, 8, '0.00000001', '0.01', '100000', '0.0001', '100', '0.00000001', '1', '0.00026', '0.045'],
  ['KASBTC', 'KAS', 'BTC', 8, 8, '0.0000000001', '10', '10000000', '0.0001', '100', '0.0000000001', '0.01', '0.0000013', '0.06'],
  ['ZECBTC', 'ZEC', 'BTC', 8, 8, '0.0000001', '0.01', '10000', '0.0001', '100', '0.0000001', '1', '0.0006', '0.05'],
  ['RVNBTC', 'RVN', 'BTC', 8, 8, '0.0000000001', '100', '100000000', '0.0001', '100', '0.0000000001', '0.001', '0.00000022', '0.06'],
  ['USDCUSDT', 'USDC', 'USDT', 6, 4, '0.0001', '1', '1000000', '1', '1000000', '0.5', '2', '1', '0.0008'],
  ['LTCUSDT', 'LTC', 'USDT', 8, 2, '0.01', '0.01', '10000', '5', '5000000', '0.01', '100000', '90.2', '0.04'],
  ['SOLUSDT', 'SOL', 'USDT', 8, 2, '0.01', '0.01', '100000', '5', '5000000', '0.01', '100000', '184', '0.05'],
  ['XRPUSDT', 'XRP', 'USDT', 6, 4, '0.0001', '1', '1000000', '5', '5000000', '0.0001', '1000', '2.38', '0.05'],
  ['DOGEUSDT', 'DOGE', 'USDT', 8, 5, '0.00001', '10', '10000000', '5', '5000000', '0.00001', '100', '0.33', '0.06'],
  ['ETHEUR', 'ETH', 'EUR', 8, 2, '0.01', '0.001', '1000', '5', '5000000', '0.01', '1000000', '3230', '0.032'],
];

export const SAMPLE_MARKETS: readonly SampleMarket[] = ROWS.map(
  ([
    symbol,
    baseAsset,
    quoteAsset,
    baseAssetPrecision,
    quoteAssetPrecision,
    priceStep,
    priMinAmount,
    priMaxAmount,
    secMinAmount,
    secMaxAmount,
    minPrice,
    maxPrice,
    basePrice,
    volatility,
  ]) => ({
    symbol,
    baseAsset,
    quoteAsset,
    baseAssetPrecision,
    quoteAssetPrecision,
    priceStep,
    priMinAmount,
    priMaxAmount,
    secMinAmount,
    secMaxAmount,
    minPrice,
    maxPrice,
    basePrice,
    volatility,
  }),
);
