import { describe, expect, it } from 'vitest';
import { bech32Decode, decodeSegwitAddress } from './bech32';
import { checkBtcAddress } from './btc-address';
import { sha256 } from './sha256';

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('sha256', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(hex(sha256(utf8('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256(utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });
});

describe('bech32 and bech32m (BIP-173, BIP-350 vectors)', () => {
  it('tells the two checksums apart', () => {
    expect(bech32Decode('A12UEL5L')?.encoding).toBe('bech32');
    expect(bech32Decode('A1LQFN3A')?.encoding).toBe('bech32m');
    expect(bech32Decode('a12uel5m')).toBeNull();
  });

  it('decodes witness version 0, 1, 2 and 16 mainnet addresses', () => {
    expect(decodeSegwitAddress('bc', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')?.version).toBe(0);
    expect(decodeSegwitAddress('bc', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')?.version).toBe(1);
    expect(decodeSegwitAddress('bc', 'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs')?.version).toBe(2);
    expect(decodeSegwitAddress('bc', 'BC1SW50QGDZ25J')?.version).toBe(16);
  });

  it('refuses a taproot address written with the bech32 checksum, a mixed case and another network', () => {
    expect(decodeSegwitAddress('bc', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd')).toBeNull();
    expect(decodeSegwitAddress('bc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3T4')).toBeNull();
    expect(decodeSegwitAddress('bc', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBeNull();
  });
});

describe('checkBtcAddress', () => {
  it('accepts legacy 1 and 3 addresses with a good checksum', () => {
    expect(checkBtcAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe('ok');
    expect(checkBtcAddress('3LRW7jeCvQCRdPF8S3yUCfRAx4eqXFmdcr')).toBe('ok');
    expect(checkBtcAddress('  1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH ')).toBe('ok');
  });

  it('accepts bc1 addresses, bech32 and bech32m', () => {
    expect(checkBtcAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe('ok');
    expect(checkBtcAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')).toBe('ok');
  });

  it('says a one-character typo is a checksum error', () => {
    expect(checkBtcAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBe('checksum');
    expect(checkBtcAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe('checksum');
  });

  it('says what is not shaped like an address is a format error, and nothing is empty', () => {
    expect(checkBtcAddress('')).toBe('empty');
    expect(checkBtcAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe('format');
    expect(checkBtcAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7Div0Na')).toBe('format');
    expect(checkBtcAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe('format');
  });
});
