/**
 * Sample currencies (not live data). `subunits` is 10^decimals of the coin's
 * smallest unit (BTC 100000000 satoshi, ETH 10^18 wei, EUR 100 cents): the
 * client derives its display precision as "digits of subunits minus 1, capped
 * at 8" (docs/sample-data.md).
 */
import { BLOCK_EXPLORERS } from '../../../../src/config/block-explorers.js';

export interface SampleCurrency {
  symbol: string;
  name: string;
  decimals: number;
  wallets: string[];
  base: string;
  /** Explorer templates; `{id}` is replaced by a transaction id, address or block hash. Spec 9's coins take theirs from src/config/block-explorers.ts. */
  explorer?: { tx: string; address: string; block: string };
}

function explorer(root: string, tx = 'tx', address = 'address', block = 'block') {
  return { tx: `${root}/${tx}/{id}`, address: `${root}/${address}/{id}`, block: `${root}/${block}/{id}` };
}

export const SAMPLE_CURRENCIES: readonly SampleCurrency[] = [
  { symbol: 'BTC', name: 'Bitcoin', decimals: 8, wallets: ['BITGO', 'LIGHTNING'], base: 'BTC', explorer: BLOCK_EXPLORERS.BTC },
  { symbol: 'ETH', name: 'Ethereum', decimals: 18, wallets: ['BITGO'], base: 'ETH', explorer: explorer('https://etherscan.io') },
  { symbol: 'LTC', name: 'Litecoin', decimals: 8, wallets: ['BITGO'], base: 'LTC', explorer: BLOCK_EXPLORERS.LTC },
  {
    symbol: 'BCH',
    name: 'Bitcoin Cash',
    decimals: 8,
    wallets: ['BITGO'],
    base: 'BCH',
    explorer: BLOCK_EXPLORERS.BCH,
  },
  { symbol: 'DOGE', name: 'Dogecoin', decimals: 8, wallets: ['BITGO'], base: 'DOGE', explorer: BLOCK_EXPLORERS.DOGE },
  { symbol: 'ZEC', name: 'Zcash', decimals: 8, wallets: ['BITGO'], base: 'ZEC', explorer: BLOCK_EXPLORERS.ZEC },
  {
    symbol: 'RVN',
    name: 'Ravencoin',
    decimals: 8,
    wallets: ['FIREBLOCKS'],
    base: 'RVN',
    explorer: BLOCK_EXPLORERS.RVN,
  },
  { symbol: 'XRP', name: 'XRP', decimals: 6, wallets: ['FIREBLOCKS'], base: 'XRP', explorer: explorer('https://xrpscan.com', 'tx', 'account', 'ledger') },
  { symbol: 'USDT', name: 'Tether USD (ERC-20)', decimals: 6, wallets: ['BITGO'], base: 'ETH', explorer: explorer('https://etherscan.io') },
  { symbol: 'USDC', name: 'USD Coin (ERC-20)', decimals: 6, wallets: ['BITGO'], base: 'ETH', explorer: explorer('https://etherscan.io') },
  { symbol: 'SOL', name: 'Solana', decimals: 9, wallets: ['FIREBLOCKS'], base: 'SOL', explorer: explorer('https://solscan.io', 'tx', 'account', 'block') },
  { symbol: 'ADA', name: 'Cardano', decimals: 6, wallets: ['FIREBLOCKS'], base: 'ADA', explorer: explorer('https://cardanoscan.io', 'transaction') },
  {
    symbol: 'DOT',
    name: 'Polkadot',
    decimals: 10,
    wallets: ['FIREBLOCKS'],
    base: 'DOT',
    explorer: explorer('https://polkadot.subscan.io', 'extrinsic', 'account', 'block'),
  },
  { symbol: 'TRX', name: 'TRON', decimals: 6, wallets: ['FIREBLOCKS'], base: 'TRX', explorer: explorer('https://tronscan.org/#', 'transaction') },
  {
    symbol: 'XMR',
    name: 'Monero',
    decimals: 12,
    wallets: ['FIREBLOCKS'],
    base: 'XMR',
    explorer: explorer('https://xmrchain.net', 'tx', 'search?value=', 'block'),
  },
  { symbol: 'ETC', name: 'Ethereum Classic', decimals: 18, wallets: ['FIREBLOCKS'], base: 'ETC', explorer: explorer('https://etc.blockscout.com') },
  {
    symbol: 'KAS',
    name: 'Kaspa',
    decimals: 8,
    wallets: ['FIREBLOCKS'],
    base: 'KAS',
    explorer: explorer('https://explorer.kaspa.org', 'txs', 'addresses', 'blocks'),
  },
  { symbol: 'EUR', name: 'Euro', decimals: 2, wallets: ['SEPA'], base: 'EUR' },
];
