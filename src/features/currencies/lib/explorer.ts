/**
 * Block explorer links (spec 9: templates for DOGE, BCH, BTC, ZEC, LTC, RVN):
 * the currency's `addressInfoUrl`, `transactionInfoUrl` or `blockInfoUrl`
 * with `{id}` replaced by the (encoded) address, transaction or block. None
 * for another coin, a missing template or a template that is not https.
 */
import { BLOCK_EXPLORER_COINS } from '../../../config/limits';
import type { ApiCurrency } from './to-currency';

export type ExplorerKind = 'address' | 'transaction' | 'block';

const FIELD = { address: 'addressInfoUrl', transaction: 'transactionInfoUrl', block: 'blockInfoUrl' } as const;
const COINS: readonly string[] = BLOCK_EXPLORER_COINS;

export function explorerUrl(
  currency: Pick<ApiCurrency, 'symbol' | 'addressInfoUrl' | 'transactionInfoUrl' | 'blockInfoUrl'> | undefined,
  kind: ExplorerKind,
  id: string,
): string | undefined {
  if (!currency || !COINS.includes(currency.symbol)) return undefined;
  const template = currency[FIELD[kind]];
  if (!template || !template.startsWith('https://') || !template.includes('{id}')) return undefined;
  return template.replace('{id}', encodeURIComponent(id.trim()));
}
