/**
 * Segregated-witness addresses: bech32 (BIP-173, witness version 0) and
 * bech32m (BIP-350, versions 1 to 16), decoded and checked as the BIPs'
 * reference code does.
 */
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;
const GENERATORS = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

function polymod(values: readonly number[]): number {
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GENERATORS[i]!;
  }
  return chk >>> 0;
}

function hrpExpand(hrp: string): number[] {
  const codes = [...hrp].map((c) => c.charCodeAt(0));
  return [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31)];
}

export type Bech32Encoding = 'bech32' | 'bech32m';

/** hrp, 5-bit data (checksum removed) and encoding, or null if the text is not valid bech32/bech32m. */
export function bech32Decode(text: string): { hrp: string; data: number[]; encoding: Bech32Encoding } | null {
  if (text.length > 90) return null;
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return null;
  for (const char of text) if (char.charCodeAt(0) < 33 || char.charCodeAt(0) > 126) return null;
  const lower = text.toLowerCase();
  const separator = lower.lastIndexOf('1');
  if (separator < 1 || separator + 7 > lower.length) return null;
  const hrp = lower.slice(0, separator);
  const data: number[] = [];
  for (const char of lower.slice(separator + 1)) {
    const value = CHARSET.indexOf(char);
    if (value < 0) return null;
    data.push(value);
  }
  const check = polymod([...hrpExpand(hrp), ...data]);
  const encoding = check === BECH32_CONST ? 'bech32' : check === BECH32M_CONST ? 'bech32m' : null;
  if (!encoding) return null;
  return { hrp, data: data.slice(0, -6), encoding };
}

function convertBits(data: readonly number[], from: number, to: number): number[] | null {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const max = (1 << to) - 1;
  for (const value of data) {
    acc = (acc << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & max);
    }
  }
  // Decoding: leftover bits must be fewer than a group and all zero.
  if (bits >= from || ((acc << (to - bits)) & max) !== 0) return null;
  return out;
}

/** The witness version and program of a segwit address for `hrp` ("bc" on mainnet), or null. */
export function decodeSegwitAddress(hrp: string, address: string): { version: number; program: number[] } | null {
  const decoded = bech32Decode(address);
  if (!decoded || decoded.hrp !== hrp || decoded.data.length < 1) return null;
  const version = decoded.data[0]!;
  if (version > 16) return null;
  const program = convertBits(decoded.data.slice(1), 5, 8);
  if (!program || program.length < 2 || program.length > 40) return null;
  if (version === 0 && program.length !== 20 && program.length !== 32) return null;
  if ((version === 0) !== (decoded.encoding === 'bech32')) return null;
  return { version, program };
}
