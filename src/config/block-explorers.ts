/**
 * Spec 9's block-explorer templates, the one table of them: for each coin of
 * BLOCK_EXPLORER_COINS, the https page of a transaction, an address and a
 * block, `{id}` replaced by the (encoded) id. The server's sample currencies
 * take theirs from here (so `public/currencies` serves them), and the app
 * builds links from what that answer carries (features/currencies/lib/explorer.ts),
 * e.g. the payouts on the mining-address page. Pure data.
 */
import type { BLOCK_EXPLORER_COINS } from './limits.js';

export interface ExplorerTemplates {
  tx: string;
  address: string;
  block: string;
}

function at(root: string, tx = 'tx', address = 'address', block = 'block'): ExplorerTemplates {
  return { tx: `${root}/${tx}/{id}`, address: `${root}/${address}/{id}`, block: `${root}/${block}/{id}` };
}

export const BLOCK_EXPLORERS: Readonly<Record<(typeof BLOCK_EXPLORER_COINS)[number], ExplorerTemplates>> = {
  DOGE: at('https://blockchair.com/dogecoin', 'transaction'),
  BCH: at('https://blockchair.com/bitcoin-cash', 'transaction'),
  BTC: at('https://mempool.space'),
  ZEC: at('https://blockchair.com/zcash', 'transaction'),
  LTC: at('https://litecoinspace.org'),
  RVN: at('https://rvn.cryptoscope.io', 'tx/?txid=', 'address/?address=', 'block/?blockhash='),
};
