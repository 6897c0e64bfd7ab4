import { describe, expect, it } from 'vitest';
import type { FlagRepository, SystemFlag } from '../repositories/flags.js';
import { SystemFlags } from './system-flags.js';

/** A flag table whose reads the test answers one by one, in any order. */
function slowTable() {
  let value = false;
  const reads: Array<{ answer: () => void }> = [];
  const repository = {
    list: () =>
      new Promise<SystemFlag[]>((resolve) => {
        const seen = value;
        reads.push({ answer: () => resolve([{ flagName: 'IS_MAINTENANCE', flagValue: seen }]) });
      }),
    set: async (_name: string, next: boolean) => {
      value = next;
    },
  } as FlagRepository;
  return { repository, reads };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SystemFlags', () => {
  it('keeps a newer read when an older one finishes after it', async () => {
    const { repository, reads } = slowTable();
    const flags = new SystemFlags(repository);
    const older = flags.reload();
    await repository.set('IS_MAINTENANCE', true);
    const newer = flags.reload();
    reads[1]!.answer();
    await newer;
    reads[0]!.answer();
    await older;
    expect(flags.isOn('IS_MAINTENANCE')).toBe(true);
  });

  it('shows its own write when set returns, though a read started after it is still running', async () => {
    const { repository, reads } = slowTable();
    const flags = new SystemFlags(repository);
    const setting = flags.set('IS_MAINTENANCE', true);
    await tick();
    // A change notice arrives: another read starts before set's own read is answered.
    const notice = flags.reload();
    reads[0]!.answer();
    await setting;
    expect(flags.isOn('IS_MAINTENANCE')).toBe(true);
    reads[1]!.answer();
    await notice;
    expect(flags.isOn('IS_MAINTENANCE')).toBe(true);
  });
});

describe('SystemFlags and maintenance windows', () => {
  it('has IS_MAINTENANCE on from a window’s start until its end by the clock, the stored flag aside', async () => {
    let now = 1_000;
    const stored = {
      list: async () => [
        { flagName: 'IS_MAINTENANCE', flagValue: false },
        { flagName: 'SYSTEM_UNAVAILABLE', flagValue: false },
      ],
    } as unknown as FlagRepository;
    const flags = new SystemFlags(stored, { now: () => now, windows: async () => [{ starts: 2_000, ends: 3_000 }] });
    await flags.reload();
    expect(flags.isOn('IS_MAINTENANCE')).toBe(false);
    now = 2_000;
    expect(flags.isOn('IS_MAINTENANCE')).toBe(true);
    expect(flags.list()).toEqual([
      { flagName: 'IS_MAINTENANCE', flagValue: true },
      { flagName: 'SYSTEM_UNAVAILABLE', flagValue: false },
    ]);
    expect(flags.isOn('SYSTEM_UNAVAILABLE')).toBe(false);
    now = 3_000;
    expect(flags.isOn('IS_MAINTENANCE')).toBe(false);
    expect(flags.list()).toEqual([
      { flagName: 'IS_MAINTENANCE', flagValue: false },
      { flagName: 'SYSTEM_UNAVAILABLE', flagValue: false },
    ]);
  });
});
