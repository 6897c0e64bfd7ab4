/**
 * The fees-and-horizons section's inputs in the calculator's address (keys
 * beside url-state.ts's; defaults left out):
 *
 *   wd   withdrawal method: `ln` for Lightning        (default: on-chain)
 *   dd   network difficulty change, % per month       (default ECONOMICS.difficultyChangePct.default)
 *   bp   BTC price change, % per month                (default ECONOMICS.btcPriceChangePct.default)
 */
import { ECONOMICS } from '../../../config/limits';
import { readScenarioPct } from './economics';
import type { WithdrawalMethod } from './fee-waterfall';

export const ECONOMICS_QUERY_KEYS = ['wd', 'dd', 'bp'] as const;

export interface EconomicsSettings {
  withdrawal: WithdrawalMethod;
  difficultyPct: number;
  btcPricePct: number;
}

export const DEFAULT_ECONOMICS: EconomicsSettings = {
  withdrawal: 'onchain',
  difficultyPct: ECONOMICS.difficultyChangePct.default,
  btcPricePct: ECONOMICS.btcPriceChangePct.default,
};

export function parseEconomics(query: URLSearchParams): EconomicsSettings {
  return {
    withdrawal: query.get('wd') === 'ln' ? 'lightning' : 'onchain',
    difficultyPct: readScenarioPct(query.get('dd'), ECONOMICS.difficultyChangePct) ?? DEFAULT_ECONOMICS.difficultyPct,
    btcPricePct: readScenarioPct(query.get('bp'), ECONOMICS.btcPriceChangePct) ?? DEFAULT_ECONOMICS.btcPricePct,
  };
}

export function writeEconomics(settings: EconomicsSettings, query: URLSearchParams): void {
  if (settings.withdrawal === 'lightning') query.set('wd', 'ln');
  if (settings.difficultyPct !== DEFAULT_ECONOMICS.difficultyPct) query.set('dd', String(settings.difficultyPct));
  if (settings.btcPricePct !== DEFAULT_ECONOMICS.btcPricePct) query.set('bp', String(settings.btcPricePct));
}
