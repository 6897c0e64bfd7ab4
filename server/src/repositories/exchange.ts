/** Exchange reference data: the markets (`exchange_markets`) and the exchange's country list. */
import type { ExchangeMarket } from '../../../src/config/api/exchange.js';
import type { Queryable } from '../db/types.js';

export function createExchangeRepository(db: Queryable) {
  return {
    /** Markets as exchange/api/v2/info/status lists them (decimal columns as strings). */
    symbols(): Promise<ExchangeMarket[]> {
      return db.query<ExchangeMarket>(
        `SELECT symbol, status, base_asset AS "baseAsset", quote_asset AS "quoteAsset",
                base_asset_precision AS "baseAssetPrecision", quote_asset_precision AS "quoteAssetPrecision",
                price_step::text AS "priceStep", pri_min_amount::text AS "priMinAmount", pri_max_amount::text AS "priMaxAmount",
                sec_min_amount::text AS "secMinAmount", sec_max_amount::text AS "secMaxAmount",
                min_price::text AS "minPrice", max_price::text AS "maxPrice"
           FROM exchange_markets ORDER BY sort_order, symbol`,
      );
    },

    /** ISO country codes the exchange serves, alphabetical. */
    async countries(): Promise<string[]> {
      return (await db.query<{ code: string }>('SELECT code FROM xch_countries ORDER BY code')).map((r) => r.code);
    },
  };
}

export type ExchangeRepository = ReturnType<typeof createExchangeRepository>;
