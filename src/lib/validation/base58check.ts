/** Base58Check decoding (Bitcoin's legacy addresses): the payload if the 4-byte double-SHA-256 checksum holds. */
import { sha256 } from './sha256';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The bytes a base58 text stands for, or null on a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  // Each leading "1" is a leading zero byte.
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/** Version byte and payload of a Base58Check text, or null when it does not decode or its checksum fails. */
export function base58CheckDecode(text: string): { version: number; payload: Uint8Array } | null {
  const bytes = base58Decode(text);
  if (!bytes || bytes.length < 5) return null;
  const body = bytes.subarray(0, bytes.length - 4);
  const checksum = sha256(sha256(body)).subarray(0, 4);
  for (let i = 0; i < 4; i++) if (checksum[i] !== bytes[bytes.length - 4 + i]) return null;
  return { version: body[0]!, payload: body.subarray(1) };
}
