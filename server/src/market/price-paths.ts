/**
 * Simulated values of every asset in USD, and from them every market's price.
 * USD-pegged and fiat assets are fixed (fiat from fiat_rates). Each other
 * asset is priced by the first market (in sort order) whose quote asset is
 * already priced: its value in that quote wanders around the market's base
 * price with the market's volatility. Any other market between priced assets
 * is a cross rate, so ETHUSDT = ETHBTC x BTCUSDT and BTCEUR = BTCUSDT x the
 * EUR fiat rate at every instant.
 */
import { brownian } from './noise.js';
import { hashString } from './hash.js';
import type { MarketRef, Reference } from './reference.js';

/** Stablecoins the exchange treats as exactly one US dollar. */
export const USD_PEGGED = ['USDT'] as const;

type Path = { kind: 'fixed'; usd: number } | { kind: 'walk'; market: string; basePrice: number; volatility: number; quote: string; key: number };

/**
 * A market's price as `scale * exp(sum of weights[i] * brownian(keys[i], t))`:
 * the walks its base and quote assets share cancel out, so a cross market
 * evaluates each noise stream once instead of once per hop.
 */
export interface PriceFormula {
  scale: number;
  keys: number[];
  weights: number[];
}

export class PricePaths {
  private readonly paths = new Map<string, Path>();
  /** Markets whose assets could not be priced from others walk on their own. */
  private readonly ownWalk = new Map<string, number>();
  /** Each asset's USD value with all noise at zero: a scale for trade sizes. */
  readonly referenceUsd = new Map<string, number>();
  private readonly formulas = new Map<string, PriceFormula>();

  constructor(seed: number, ref: Reference) {
    for (const [currency, perUsd] of ref.fiatPerUsd) this.paths.set(currency, { kind: 'fixed', usd: 1 / perUsd });
    for (const pegged of USD_PEGGED) if (!this.paths.has(pegged)) this.paths.set(pegged, { kind: 'fixed', usd: 1 });
    let progress = true;
    while (progress) {
      progress = false;
      for (const m of ref.markets) {
        if (this.paths.has(m.baseAsset) || !this.paths.has(m.quoteAsset)) continue;
        this.paths.set(m.baseAsset, {
          kind: 'walk',
          market: m.symbol,
          basePrice: m.basePrice,
          volatility: m.volatility,
          quote: m.quoteAsset,
          key: hashString(`asset:${m.baseAsset}`, seed),
        });
        progress = true;
        break; // restart so the earliest market always wins
      }
    }
    for (const m of ref.markets) {
      if (!this.paths.has(m.baseAsset) || !this.paths.has(m.quoteAsset)) this.ownWalk.set(m.symbol, hashString(`market:${m.symbol}`, seed));
    }
    for (const asset of this.paths.keys()) this.referenceUsd.set(asset, this.usdAt(asset, null) ?? 0);
  }

  has(asset: string): boolean {
    return this.paths.has(asset);
  }

  /** How an asset is priced: a fixed USD value, or the market it walks in and that market's quote. */
  pricing(asset: string): { usd: number } | { market: string; quote: string } | undefined {
    const path = this.paths.get(asset);
    if (!path) return undefined;
    return path.kind === 'fixed' ? { usd: path.usd } : { market: path.market, quote: path.quote };
  }

  /** Value of one unit of `asset` in USD at time t (null: all noise at zero). */
  usdAt(asset: string, t: number | null): number | undefined {
    const path = this.paths.get(asset);
    if (!path) return undefined;
    if (path.kind === 'fixed') return path.usd;
    const quoteUsd = this.usdAt(path.quote, t);
    if (quoteUsd === undefined) return undefined;
    const noise = t === null ? 0 : brownian(path.key, t);
    return path.basePrice * Math.exp(path.volatility * noise) * quoteUsd;
  }

  /** Unrounded price of a market at time t (epoch ms): the base asset's USD value over the quote asset's. */
  marketPrice(m: MarketRef, t: number): number {
    return priceAt(this.formulaFor(m), t);
  }

  /** The market's price formula, for callers that price many instants of one market (see priceAt). */
  formulaFor(m: MarketRef): PriceFormula {
    let formula = this.formulas.get(m.symbol);
    if (!formula) this.formulas.set(m.symbol, (formula = this.formula(m)));
    return formula;
  }

  private formula(m: MarketRef): PriceFormula {
    const own = this.ownWalk.get(m.symbol);
    if (own !== undefined) return { scale: m.basePrice, keys: [own], weights: [m.volatility] };
    const weights = new Map<number, number>();
    const scale = this.fold(m.baseAsset, 1, weights) / this.fold(m.quoteAsset, -1, weights);
    const used = [...weights].filter(([, weight]) => weight !== 0);
    return { scale, keys: used.map(([key]) => key), weights: used.map(([, weight]) => weight) };
  }

  /** Adds an asset's noise streams (times sign) to `weights`; returns its USD value with the noise at zero. */
  private fold(asset: string, sign: 1 | -1, weights: Map<number, number>): number {
    const path = this.paths.get(asset)!;
    if (path.kind === 'fixed') return path.usd;
    weights.set(path.key, (weights.get(path.key) ?? 0) + sign * path.volatility);
    return path.basePrice * this.fold(path.quote, sign, weights);
  }
}

/** A market's unrounded price at time t (epoch ms) from its formula. */
export function priceAt(formula: PriceFormula, t: number): number {
  let exponent = 0;
  for (let i = 0; i < formula.keys.length; i++) exponent += formula.weights[i]! * brownian(formula.keys[i]!, t);
  return formula.scale * Math.exp(exponent);
}
