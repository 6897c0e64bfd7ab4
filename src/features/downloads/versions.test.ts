import { describe, expect, it } from 'vitest';
import { SOFTWARE_VERSIONS } from './versions';

describe('SOFTWARE_VERSIONS', () => {
  it('holds the specification’s firmware, tools and QuickMiner versions', () => {
    expect(SOFTWARE_VERSIONS.firmware).toBe('3.14-768');
    expect(SOFTWARE_VERSIONS.tools).toBe('3.0.9');
    expect(SOFTWARE_VERSIONS.quickMinerBuild).toBe('1049');
  });

  it('holds our own Hashvale Miner and Hashvale OS versions', () => {
    expect(SOFTWARE_VERSIONS.miner).toBe('3.1.4');
    expect(SOFTWARE_VERSIONS.os).toBe('2.6.0');
  });
});
