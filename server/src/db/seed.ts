/**
 * Sample data, applied at every start. Every statement is an upsert of fixed
 * rows (or an insert that skips existing rows), so a second start changes
 * nothing and a user's own data is never touched. What the rows mean:
 * docs/sample-data.md.
 */
import type { Db, Queryable } from './types.js';
import { decimalString as decimal } from '../lib/number-format.js';
import { SAMPLE_CURRENCIES } from './sample-data/currencies.js';
import { MINIMAL_ORDER_AMOUNT, SAMPLE_ALGORITHMS, SAMPLE_MINING_MARKETS, UNIT_FACTORS, priceDownStep, speedLimits } from './sample-data/algorithms.js';
import { SAMPLE_DEVICES } from './sample-data/devices.js';
import { SAMPLE_MARKETS } from './sample-data/exchange-markets.js';
import { SAMPLE_FIAT_RATES } from './sample-data/fiat-rates.js';
import { SAMPLE_XCH_COUNTRIES } from './sample-data/countries.js';
import { SAMPLE_SERVICE_FEE_INFO } from './sample-data/service-fees.js';
import { SAMPLE_MIN_CONFIRMATIONS } from './sample-data/min-confirmations.js';
import { SAMPLE_SUPPORT_CATEGORIES } from './sample-data/support-categories.js';
import { SETTINGS_KEYS } from './settings-keys.js';

type Row = Record<string, unknown>;

/**
 * Inserts rows or updates the ones whose values differ (so an unchanged row
 * is not rewritten). `casts` names the SQL type of columns that need one.
 */
export async function upsertRows(db: Queryable, table: string, key: string[], rows: Row[], casts: Record<string, string> = {}): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const params: unknown[] = [];
  const values = rows.map(
    (row) =>
      `(${columns
        .map((c) => {
          params.push(row[c]);
          return `$${params.length}${casts[c] ? `::${casts[c]}` : ''}`;
        })
        .join(', ')})`,
  );
  const updated = columns.filter((c) => !key.includes(c));
  const conflict =
    updated.length === 0
      ? 'DO NOTHING'
      : `DO UPDATE SET ${updated.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
       WHERE (${updated.map((c) => `${table}.${c}`).join(', ')}) IS DISTINCT FROM (${updated.map((c) => `EXCLUDED.${c}`).join(', ')})`;
  await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')} ON CONFLICT (${key.join(', ')}) ${conflict}`, params);
}

async function seedReferenceData(db: Queryable): Promise<void> {
  await upsertRows(
    db,
    'currencies',
    ['symbol'],
    SAMPLE_CURRENCIES.map((c, i) => ({
      symbol: c.symbol,
      name: c.name,
      subunits: `1${'0'.repeat(c.decimals)}`,
      wallets: c.wallets,
      sort_order: i,
      delisted: false,
      base: c.base,
      transaction_info_url: c.explorer?.tx ?? null,
      address_info_url: c.explorer?.address ?? null,
      block_info_url: c.explorer?.block ?? null,
    })),
    { wallets: 'text[]' },
  );

  await upsertRows(
    db,
    'mining_algorithms',
    ['algorithm'],
    SAMPLE_ALGORITHMS.map((a) => {
      const limits = speedLimits(a.baseSpeed);
      return {
        algorithm: a.algorithm,
        code: a.code,
        title: a.title,
        enabled: a.enabled ?? true,
        display_mining_factor: a.miningUnit,
        mining_factor: decimal(UNIT_FACTORS[a.miningUnit]),
        display_market_factor: a.marketUnit,
        market_factor: decimal(UNIT_FACTORS[a.marketUnit]),
        display_price_factor: a.marketUnit,
        price_factor: decimal(UNIT_FACTORS[a.marketUnit]),
        minimal_order_amount: MINIMAL_ORDER_AMOUNT,
        min_speed_limit: decimal(limits.min),
        max_speed_limit: decimal(limits.max),
        price_down_step: decimal(priceDownStep(a.basePaying)),
        color: a.color,
        orders_enabled: a.ordersEnabled ?? true,
        enabled_markets: SAMPLE_MINING_MARKETS.join(', '),
        base_paying: decimal(a.basePaying),
        base_speed: decimal(a.baseSpeed),
      };
    }),
  );

  await upsertRows(
    db,
    'mining_markets',
    ['market'],
    SAMPLE_MINING_MARKETS.map((market, i) => ({ market, sort_order: i })),
  );

  await upsertRows(
    db,
    'devices',
    ['id'],
    SAMPLE_DEVICES.map((d, i) => ({
      id: d.id,
      name: d.name,
      nice_name: d.niceName,
      category: d.category,
      speeds: JSON.stringify(d.speeds),
      power: d.power,
      sort_order: i,
    })),
    { speeds: 'jsonb' },
  );

  await upsertRows(
    db,
    'exchange_markets',
    ['symbol'],
    SAMPLE_MARKETS.map((m, i) => ({
      symbol: m.symbol,
      base_asset: m.baseAsset,
      quote_asset: m.quoteAsset,
      base_asset_precision: m.baseAssetPrecision,
      quote_asset_precision: m.quoteAssetPrecision,
      status: 'TRADING',
      price_step: m.priceStep,
      pri_min_amount: m.priMinAmount,
      pri_max_amount: m.priMaxAmount,
      sec_min_amount: m.secMinAmount,
      sec_max_amount: m.secMaxAmount,
      min_price: m.minPrice,
      max_price: m.maxPrice,
      base_price: m.basePrice,
      volatility: m.volatility,
      sort_order: i,
    })),
  );

  await upsertRows(
    db,
    'fiat_rates',
    ['currency'],
    SAMPLE_FIAT_RATES.map(([currency, perUsd]) => ({ currency, per_usd: perUsd })),
  );
  await upsertRows(
    db,
    'xch_countries',
    ['code'],
    SAMPLE_XCH_COUNTRIES.map((code) => ({ code })),
  );
  await upsertRows(
    db,
    'settings',
    ['key'],
    [
      { key: SETTINGS_KEYS.serviceFeeInfo, value: JSON.stringify(SAMPLE_SERVICE_FEE_INFO) },
      { key: SETTINGS_KEYS.minConfirmations, value: JSON.stringify(SAMPLE_MIN_CONFIRMATIONS) },
    ],
    { value: 'jsonb' },
  );
  await upsertRows(
    db,
    'support_categories',
    ['category'],
    SAMPLE_SUPPORT_CATEGORIES.map((c, i) => ({
      category: c.category,
      sub_categories: c.subCategories,
      position: i,
    })),
    { sub_categories: 'text[]' },
  );
}

export async function seedSampleData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO system_flags (flag_name, flag_value) VALUES
         ('IS_MAINTENANCE', false), ('SYSTEM_UNAVAILABLE', false), ('DISABLE_REGISTRATION', false)
       ON CONFLICT (flag_name) DO NOTHING`,
    );
    await seedReferenceData(tx);
  });
}
