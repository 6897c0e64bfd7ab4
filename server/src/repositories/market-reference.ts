/**
 * The reference rows the market simulator starts from: trading exchange
 * markets, mining algorithms, devices and fiat rates, as stored (decimals as
 * strings). market/reference.ts turns them into the simulator's types.
 */
import type { Queryable } from '../db/types.js';

export interface MarketReferenceRows {
  markets: Array<Record<string, string | number>>;
  algorithms: Array<Record<string, string | number | boolean>>;
  devices: Array<{ id: string; name: string; nice_name: string; category: string; speeds: Record<string, number>; power: number }>;
  fiatRates: Array<{ currency: string; per_usd: string }>;
}

export function createMarketReferenceRepository(db: Queryable) {
  return {
    async rows(): Promise<MarketReferenceRows> {
      const markets = await db.query<Record<string, string | number>>(
        `SELECT symbol, base_asset, quote_asset, base_asset_precision, quote_asset_precision, price_step::text AS price_step,
                pri_min_amount::text AS pri_min_amount, base_price::text AS base_price, volatility::text AS volatility
           FROM exchange_markets WHERE status = 'TRADING' ORDER BY sort_order, symbol`,
      );
      const algorithms = await db.query<Record<string, string | number | boolean>>(
        `SELECT algorithm, code, title, enabled, mining_factor::text AS mining_factor, market_factor::text AS market_factor,
                display_market_factor, enabled_markets, base_paying::text AS base_paying, base_speed::text AS base_speed
           FROM mining_algorithms ORDER BY code`,
      );
      const devices = await db.query<MarketReferenceRows['devices'][number]>(
        'SELECT id, name, nice_name, category, speeds, power FROM devices ORDER BY sort_order, id',
      );
      const fiatRates = await db.query<{ currency: string; per_usd: string }>('SELECT currency, per_usd::text AS per_usd FROM fiat_rates');
      return { markets, algorithms, devices, fiatRates };
    },
  };
}

export type MarketReferenceRepository = ReturnType<typeof createMarketReferenceRepository>;
