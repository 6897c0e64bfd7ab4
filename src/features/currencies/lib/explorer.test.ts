import { describe, expect, it } from 'vitest';
import { explorerUrl } from './explorer';

const btc = {
  symbol: 'BTC',
  name: 'Bitcoin',
  subunits: 100_000_000,
  addressInfoUrl: 'https://mempool.space/address/{id}',
  transactionInfoUrl: 'https://mempool.space/tx/{id}',
  blockInfoUrl: null,
};

describe('explorerUrl', () => {
  it('fills the template of a spec coin with the encoded id', () => {
    expect(explorerUrl(btc, 'address', ' 3Mkezvs3BWDcdgr7ZgtmvMPRVzxyAkZ8fC ')).toBe('https://mempool.space/address/3Mkezvs3BWDcdgr7ZgtmvMPRVzxyAkZ8fC');
    expect(explorerUrl(btc, 'transaction', 'a/b')).toBe('https://mempool.space/tx/a%2Fb');
  });

  it('gives none without a template, for a coin the spec does not list, or for a non-https template', () => {
    expect(explorerUrl(btc, 'block', 'x')).toBeUndefined();
    expect(explorerUrl({ ...btc, symbol: 'ETH' }, 'address', 'x')).toBeUndefined();
    expect(explorerUrl({ ...btc, addressInfoUrl: 'javascript:alert({id})' }, 'address', 'x')).toBeUndefined();
    expect(explorerUrl(undefined, 'address', 'x')).toBeUndefined();
  });
});
