/**
 * What a payout address in a miner user is: a valid Bitcoin address, one with
 * a typo (its checksum fails: src/lib/validation), another coin's address, a
 * placeholder left from an example, or something else.
 */
import { checkBtcAddress } from '../../lib/validation/btc-address';

export type AddressKind = 'btc' | 'btc-typo' | 'placeholder' | 'other-coin' | 'unknown';

/** Address shapes of the coins people most often paste instead of a BTC address, by name. */
const OTHER_COINS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Ethereum', /^0x[0-9a-fA-F]{40}$/],
  ['Litecoin', /^(?:ltc1[02-9ac-hj-np-z]{20,90}|[LM][1-9A-HJ-NP-Za-km-z]{26,33})$/],
  ['Dogecoin', /^D[1-9A-HJ-NP-Za-km-z]{33}$/],
  ['Monero', /^[48][1-9A-HJ-NP-Za-km-z]{94}(?:[1-9A-HJ-NP-Za-km-z]{11})?$/],
];

const PLACEHOLDER = /^(?:BTC_ADDRESS|YOUR_[A-Z_]*|<[^>]*>|WALLET|ADDRESS)$/i;

export function addressKind(address: string): { kind: AddressKind; coin?: string } {
  if (PLACEHOLDER.test(address)) return { kind: 'placeholder' };
  for (const [coin, shape] of OTHER_COINS) if (shape.test(address)) return { kind: 'other-coin', coin };
  const check = checkBtcAddress(address);
  if (check === 'ok') return { kind: 'btc' };
  if (check === 'checksum' || /^(?:bc1|[13])/i.test(address)) return { kind: 'btc-typo' };
  return { kind: 'unknown' };
}
