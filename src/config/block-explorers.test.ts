import { describe, expect, it } from 'vitest';
import { BLOCK_EXPLORERS } from './block-explorers';
import { BLOCK_EXPLORER_COINS } from './limits';

describe('BLOCK_EXPLORERS', () => {
  it("has exactly spec 9's coins, each with an https template holding {id} for a transaction, an address and a block", () => {
    expect(Object.keys(BLOCK_EXPLORERS).sort()).toEqual([...BLOCK_EXPLORER_COINS].sort());
    for (const [coin, templates] of Object.entries(BLOCK_EXPLORERS)) {
      for (const template of Object.values(templates)) {
        expect(template, coin).toMatch(/^https:\/\/[^{}]+\{id\}$/);
      }
    }
  });
});
