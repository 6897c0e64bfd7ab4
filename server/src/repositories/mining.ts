/** Mining reference data: algorithms, mining locations (`mining_markets`) and calculator devices. */
import type { MiningAlgorithm } from '../../../src/config/api/reference.js';
import type { Queryable } from '../db/types.js';

export interface DeviceRow {
  id: string;
  name: string;
  niceName: string;
  category: string;
  speeds: Record<string, number>;
  power: number;
}

export function createMiningRepository(db: Queryable) {
  return {
    /** Algorithms as main/api/v2/mining/algorithms lists them (decimal columns as strings). */
    algorithms(): Promise<MiningAlgorithm[]> {
      return db.query<MiningAlgorithm>(
        `SELECT algorithm, title, enabled, code AS "order", display_mining_factor AS "displayMiningFactor",
                mining_factor::text AS "miningFactor", display_market_factor AS "displayMarketFactor",
                market_factor::text AS "marketFactor", minimal_order_amount::text AS "minimalOrderAmount",
                min_speed_limit::text AS "minSpeedLimit", max_speed_limit::text AS "maxSpeedLimit",
                price_down_step::text AS "priceDownStep", color, orders_enabled AS "ordersEnabled",
                enabled_markets AS "enabledMarkets", display_price_factor AS "displayPriceFactor",
                price_factor::text AS "priceFactor"
           FROM mining_algorithms ORDER BY code`,
      );
    },

    /** Mining locations ("EU", "USA"), in display order. */
    async markets(): Promise<string[]> {
      return (await db.query<{ market: string }>('SELECT market FROM mining_markets ORDER BY sort_order')).map((r) => r.market);
    },

    async devices(): Promise<DeviceRow[]> {
      const rows = await db.query<Omit<DeviceRow, 'speeds'> & { speeds: unknown }>(
        'SELECT id, name, nice_name AS "niceName", category, speeds, power FROM devices ORDER BY sort_order, id',
      );
      // Both drivers parse jsonb; a string is read too, to be safe.
      return rows.map((d) => ({ ...d, speeds: (typeof d.speeds === 'string' ? JSON.parse(d.speeds) : d.speeds) as Record<string, number> }));
    },
  };
}

export type MiningRepository = ReturnType<typeof createMiningRepository>;
