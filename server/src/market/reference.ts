/**
 * The reference data the simulator works from, read from the database once
 * (and again on `reload()`): markets, algorithms, devices and fiat rates.
 */
import type { Queryable } from '../db/types.js';
import { createMarketReferenceRepository } from '../repositories/market-reference.js';

export interface MarketRef {
  symbol: string;
  baseAsset: string;
  quoteAsset: string;
  baseAssetPrecision: number;
  quoteAssetPrecision: number;
  priceStep: number;
  /** Decimals of the price step: prices are rounded to it. */
  priceDecimals: number;
  priMinAmount: number;
  basePrice: number;
  volatility: number;
}

export interface AlgorithmRef {
  algorithm: string;
  code: number;
  title: string;
  enabled: boolean;
  miningFactor: number;
  marketFactor: number;
  displayMarketFactor: string;
  /** Mining locations, e.g. ["EU", "USA"]. */
  markets: string[];
  basePaying: number;
  baseSpeed: number;
}

export interface DeviceRef {
  id: string;
  name: string;
  niceName: string;
  category: string;
  speeds: Record<string, number>;
  power: number;
}

export interface Reference {
  markets: MarketRef[];
  algorithms: AlgorithmRef[];
  devices: DeviceRef[];
  /** Units of each fiat currency per USD (USD itself is 1). */
  fiatPerUsd: Map<string, number>;
}

export const EMPTY_REFERENCE: Reference = { markets: [], algorithms: [], devices: [], fiatPerUsd: new Map([['USD', 1]]) };

function decimals(step: string): number {
  const dot = step.indexOf('.');
  return dot === -1 ? 0 : step.replace(/0+$/, '').length - dot - 1;
}

export async function loadReference(db: Queryable): Promise<Reference> {
  const { markets, algorithms, devices, fiatRates: fiat } = await createMarketReferenceRepository(db).rows();
  return {
    markets: markets.map((m) => ({
      symbol: String(m.symbol),
      baseAsset: String(m.base_asset),
      quoteAsset: String(m.quote_asset),
      baseAssetPrecision: Number(m.base_asset_precision),
      quoteAssetPrecision: Number(m.quote_asset_precision),
      priceStep: Number(m.price_step),
      priceDecimals: decimals(String(m.price_step)),
      priMinAmount: Number(m.pri_min_amount),
      basePrice: Number(m.base_price),
      volatility: Number(m.volatility),
    })),
    algorithms: algorithms.map((a) => ({
      algorithm: String(a.algorithm),
      code: Number(a.code),
      title: String(a.title),
      enabled: Boolean(a.enabled),
      miningFactor: Number(a.mining_factor),
      marketFactor: Number(a.market_factor),
      displayMarketFactor: String(a.display_market_factor),
      markets: String(a.enabled_markets)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      basePaying: Number(a.base_paying),
      baseSpeed: Number(a.base_speed),
    })),
    devices: devices.map((d) => ({
      id: d.id,
      name: d.name,
      niceName: d.nice_name,
      category: d.category,
      // node-postgres parses jsonb; PGlite does too, but be safe with a string.
      speeds: typeof d.speeds === 'string' ? (JSON.parse(d.speeds) as Record<string, number>) : d.speeds,
      power: Number(d.power),
    })),
    fiatPerUsd: new Map([['USD', 1], ...fiat.map((f) => [f.currency, Number(f.per_usd)] as [string, number])]),
  };
}
