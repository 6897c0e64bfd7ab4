/**
 * A Bitcoin mining address as the stratum generator accepts it: legacy
 * addresses by the spec's pattern (26 to 35 base58 characters starting with 1
 * or 3) with a valid Base58Check checksum and the matching version byte, or a
 * mainnet segwit address (bc1, bech32 or bech32m).
 */
import { base58CheckDecode } from './base58check';
import { decodeSegwitAddress } from './bech32';

export const LEGACY_ADDRESS_PATTERN = /^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/;

/** Version bytes of mainnet pay-to-pubkey-hash (1...) and pay-to-script-hash (3...). */
const LEGACY_VERSIONS: Record<string, number> = { '1': 0x00, '3': 0x05 };

/** Why an address is refused: empty, not an address's shape, or a typo the checksum caught. */
export type BtcAddressCheck = 'ok' | 'empty' | 'format' | 'checksum';

export function checkBtcAddress(input: string): BtcAddressCheck {
  const text = input.trim();
  if (text === '') return 'empty';
  if (/^bc1/i.test(text)) return decodeSegwitAddress('bc', text) ? 'ok' : 'checksum';
  if (!LEGACY_ADDRESS_PATTERN.test(text)) return 'format';
  const decoded = base58CheckDecode(text);
  if (!decoded || decoded.payload.length !== 20 || decoded.version !== LEGACY_VERSIONS[text[0]!]) return 'checksum';
  return 'ok';
}
