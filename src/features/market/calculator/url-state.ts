/**
 * The calculator's whole state in its address, so a copied link shows a
 * friend the same result. The rig's devices are path segments, in order
 * (/profitability-calculator/<niceName>/<niceName2>/<niceName3>…, at most
 * MAX_RIG_DEVICES, `custom` for a device typed in by hand); the rest is in
 * the query string, row n's keys ending in n. Values at their default are
 * left out, so a plain link stays plain. A two-device link of before the rig
 * reads exactly as it did.
 *
 *   qN       quantity of device N               (default 1)
 *   wN       power in watts, edited             (default: the device's)
 *   sN       edited speeds, "KAWPOW:55.5,ETCHASH:100"
 *   kwh      electricity price per kWh          (default 0.1)
 *   cur      USD or EUR                         (default: the visitor's currency)
 *   fee      0 to leave the seller fee out      (default: deducted)
 *   buy      purchase price, for the payback    (default: none)
 *   bt       back-test span in days, 30/90/365  (default 30)
 *   wd, dd, bp  the fees-and-horizons inputs (economics-url.ts)
 *
 * Malformed values, devices past the limit and their keys are dropped.
 */
import { BACKTEST_DAYS, CURRENCIES, MAX_PRECISION, MAX_RIG_DEVICES } from '../../../config/limits';
import { CALCULATOR_SETTING_KEYS } from '../../../config/calculator-query';
import { parseEconomics, writeEconomics, type EconomicsSettings } from './economics-url';

export const CUSTOM_DEVICE = 'custom';
export const DEFAULT_KWH_PRICE = 0.1;
export const DEFAULT_QUANTITY = 1;
export type BacktestSpan = (typeof BACKTEST_DAYS)[number];
export const DEFAULT_BACKTEST_DAYS: BacktestSpan = BACKTEST_DAYS[0];

export interface DeviceChoice {
  /** The device's niceName, or CUSTOM_DEVICE. */
  device: string;
  quantity: number;
  /** Watts per device when edited; null keeps the device's own. */
  power: number | null;
  /** Speeds edited per algorithm (mining units); the rest keep the device's. */
  speeds: Record<string, number>;
}

export interface CalculatorState {
  choices: DeviceChoice[];
  kwhPrice: number;
  currency: string;
  includeFee: boolean;
  /** Purchase price in the chosen currency; null when none is entered. */
  purchasePrice: number | null;
  /** The back-test's span: the last 30, 90 or 365 days. */
  backtestDays: BacktestSpan;
  /** Withdrawal method and the scenario's assumptions. */
  economics: EconomicsSettings;
}

const ROW_KEY = /^[qws][0-9]+$/;
const SETTING_KEYS: ReadonlySet<string> = new Set(CALCULATOR_SETTING_KEYS);

/** A query key the calculator owns (a row's, even past the limit, or a setting); others (e.g. lang) pass through untouched. */
export function isCalculatorKey(key: string): boolean {
  return ROW_KEY.test(key) || SETTING_KEYS.has(key);
}

const NICE_NAME = /^[a-z0-9][a-z0-9-]{0,79}$/;
const ALGORITHM = /^[A-Z0-9_]{1,40}$/;

/** A non-negative number with at most MAX_PRECISION decimals, or null. */
export function readNumber(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) return null;
  return Number(value.toFixed(MAX_PRECISION));
}

function writeNumber(value: number): string {
  return String(Number(value.toFixed(MAX_PRECISION)));
}

export function parseSpeedList(text: string | null): Record<string, number> {
  const speeds: Record<string, number> = {};
  for (const part of (text ?? '').split(',')) {
    const [name, value] = part.split(':');
    const speed = readNumber(value);
    if (name && ALGORITHM.test(name) && speed !== null) speeds[name] = speed;
  }
  return speeds;
}

function writeSpeedList(speeds: Record<string, number>): string {
  return Object.keys(speeds)
    .sort()
    .map((name) => `${name}:${writeNumber(speeds[name]!)}`)
    .join(',');
}

function readSpan(text: string | null): BacktestSpan {
  return BACKTEST_DAYS.find((days) => String(days) === text) ?? DEFAULT_BACKTEST_DAYS;
}

function isCurrency(code: string | null): code is (typeof CURRENCIES)[number] {
  return (CURRENCIES as readonly string[]).includes(code ?? '');
}

/** The calculator route's parameters: the first two devices by name, the rest after them (`*`). */
export interface CalculatorPathParams {
  device?: string;
  device2?: string;
  '*'?: string;
}

/** The path segments the route's parameters hold, in order. */
export function devicesOfPath(params: CalculatorPathParams): string[] {
  return [params.device, params.device2, ...(params['*'] ?? '').split('/')].filter((d): d is string => typeof d === 'string' && d !== '');
}

/** The route's parameters for a rig's devices (for buildPath). */
export function pathOfDevices(devices: readonly string[]): Record<string, string> {
  const [device = '', device2 = '', ...rest] = devices;
  return { device, device2, '*': rest.join('/') };
}

/** The state an address describes; anything malformed falls back to its default. */
export function parseCalculatorUrl(devices: ReadonlyArray<string | undefined>, search: string, defaultCurrency: string): CalculatorState {
  const query = new URLSearchParams(search);
  const choices = devices
    .filter((d): d is string => typeof d === 'string' && NICE_NAME.test(d.toLowerCase()))
    .slice(0, MAX_RIG_DEVICES)
    .map((device, i) => ({
      device: device.toLowerCase(),
      quantity: readNumber(query.get(`q${i + 1}`)) ?? DEFAULT_QUANTITY,
      power: readNumber(query.get(`w${i + 1}`)),
      speeds: parseSpeedList(query.get(`s${i + 1}`)),
    }));
  const currency = query.get('cur');
  return {
    choices,
    kwhPrice: readNumber(query.get('kwh')) ?? DEFAULT_KWH_PRICE,
    currency: isCurrency(currency) ? currency : isCurrency(defaultCurrency) ? defaultCurrency : CURRENCIES[0],
    includeFee: query.get('fee') !== '0',
    purchasePrice: readNumber(query.get('buy')),
    backtestDays: readSpan(query.get('bt')),
    economics: parseEconomics(query),
  };
}

/** The path segments and query string (without "?") of a state. */
export function writeCalculatorUrl(state: CalculatorState, defaultCurrency: string): { devices: string[]; search: string } {
  const query = new URLSearchParams();
  state.choices.slice(0, MAX_RIG_DEVICES).forEach((choice, i) => {
    if (choice.quantity !== DEFAULT_QUANTITY) query.set(`q${i + 1}`, writeNumber(choice.quantity));
    if (choice.power !== null) query.set(`w${i + 1}`, writeNumber(choice.power));
    const speeds = writeSpeedList(choice.speeds);
    if (speeds) query.set(`s${i + 1}`, speeds);
  });
  if (state.kwhPrice !== DEFAULT_KWH_PRICE) query.set('kwh', writeNumber(state.kwhPrice));
  if (state.currency !== defaultCurrency) query.set('cur', state.currency);
  if (!state.includeFee) query.set('fee', '0');
  if (state.purchasePrice !== null) query.set('buy', writeNumber(state.purchasePrice));
  if (state.backtestDays !== DEFAULT_BACKTEST_DAYS) query.set('bt', String(state.backtestDays));
  writeEconomics(state.economics, query);
  return {
    devices: state.choices.slice(0, MAX_RIG_DEVICES).map((choice) => choice.device),
    search: query.toString().replace(/%3A/g, ':').replace(/%2C/g, ','),
  };
}
