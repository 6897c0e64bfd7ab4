/**
 * The calculator's money: what a device (times its quantity) earns on one
 * algorithm per day, what its electricity costs and what is left. Units
 * (docs/calculator.md): speed in the algorithm's mining unit per second,
 * paying price in BTC per market unit per day, power in watts, electricity
 * price in the chosen fiat per kWh, the BTC rate in that fiat per BTC.
 *
 *   revenue BTC/day  = speed x quantity x miningFactor / marketFactor x price
 *   fee BTC/day      = revenue x seller fee (a fraction; 0 when not deducted)
 *   energy kWh/day   = power x quantity x 24 / 1000
 *   profit fiat/day  = (revenue - fee) x BTC rate - energy x kWh price
 *   break-even price = (revenue - fee) x BTC rate / energy  (fiat per kWh)
 */
import { btcPerDay } from '../profitability';

export const HOURS_PER_DAY = 24;
/** The periods shown, in days: a month is 30 days, a year 365 (the one place these are set). */
export const PERIOD_DAYS = { day: 1, week: 7, month: 30, year: 365 } as const;
export type Period = keyof typeof PERIOD_DAYS;

export interface EarningsInput {
  /** Speed of one device, in the algorithm's mining unit. */
  speed: number;
  quantity: number;
  /** Power of one device, in watts. */
  power: number;
  miningFactor: number;
  marketFactor: number;
  /** BTC per market unit per day. */
  payingPrice: number;
  /** The seller fee as a fraction (0.02 = 2 %); 0 when not deducted. */
  feeFraction: number;
  /** Fiat per kWh. */
  kwhPrice: number;
  /** Fiat per BTC; 0 when no rate is known. */
  btcRate: number;
}

/** Per day. */
export interface Earnings {
  revenueBtc: number;
  feeBtc: number;
  netBtc: number;
  kwh: number;
  electricityFiat: number;
  /** The electricity cost in BTC; null without a BTC rate. */
  electricityBtc: number | null;
  profitBtc: number | null;
  /** Null without a BTC rate: the revenue has no fiat value yet, and the electricity alone is not the profit. */
  profitFiat: number | null;
  /** The kWh price at which profit is zero; null when the device draws no power or no BTC rate is known. */
  breakEvenKwhPrice: number | null;
}

export function dailyEarnings(input: EarningsInput): Earnings {
  const quantity = Math.max(0, input.quantity);
  const revenueBtc = btcPerDay(input.speed * quantity, input.miningFactor, input.marketFactor, input.payingPrice);
  const feeBtc = revenueBtc * Math.max(0, input.feeFraction);
  const netBtc = revenueBtc - feeBtc;
  const kwh = (Math.max(0, input.power) * quantity * HOURS_PER_DAY) / 1000;
  const electricityFiat = kwh * Math.max(0, input.kwhPrice);
  const hasRate = input.btcRate > 0;
  const electricityBtc = hasRate ? electricityFiat / input.btcRate : null;
  return {
    revenueBtc,
    feeBtc,
    netBtc,
    kwh,
    electricityFiat,
    electricityBtc,
    profitBtc: electricityBtc === null ? null : netBtc - electricityBtc,
    profitFiat: hasRate ? netBtc * input.btcRate - electricityFiat : null,
    breakEvenKwhPrice: hasRate && kwh > 0 ? (netBtc * input.btcRate) / kwh : null,
  };
}

/** A daily figure over a period. */
export function overPeriod(perDay: number, period: Period): number {
  return perDay * PERIOD_DAYS[period];
}

/** Days until the profit pays back a purchase price (same fiat); null when it never does. */
export function paybackDays(purchasePrice: number, profitFiatPerDay: number | null): number | null {
  if (!(purchasePrice > 0) || profitFiatPerDay === null || !(profitFiatPerDay > 0)) return null;
  return purchasePrice / profitFiatPerDay;
}
