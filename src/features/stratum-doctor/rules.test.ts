// The rules table, run on real-format lines of every miner each rule names
// (fixtures/): 16 rules, 165 rule x miner pairs, and a clean log per miner
// that must give no finding at all.
import { describe, expect, it } from 'vitest';
import { diagnose } from './diagnose';
import { ENV, FIXTURES } from './fixtures';
import { MINER_IDS } from './miners';
import { RULES } from './rules';

const ids = (text: string) => diagnose(text, ENV).findings.map((f) => f.rule.id);
const pairs = RULES.flatMap((rule) => rule.miners.map((miner) => [rule.id, miner] as const));

describe('the rules table', () => {
  it('has the sixteen rules of the issue, each id once, each with texts, a help article and at least one miner', () => {
    expect(RULES.map((r) => r.id).sort()).toEqual(
      [
        'clock-skew',
        'connection-refused',
        'dns-failure',
        'invalid-address',
        'low-difficulty-shares',
        'no-connection-at-all',
        'out-of-memory',
        'port-blocked',
        'stale-shares',
        'stratum-prefix-in-host',
        'tls-certificate',
        'unauthorized',
        'worker-name-invalid',
        'wrong-algorithm',
        'wrong-coin-address',
        'wrong-port',
      ].sort(),
    );
    for (const rule of RULES) {
      expect(rule.miners.length, rule.id).toBeGreaterThan(0);
      expect([rule.title, rule.explain, rule.fix]).toEqual([
        `stratumDoctor.rule.${rule.id}.title`,
        `stratumDoctor.rule.${rule.id}.explain`,
        `stratumDoctor.rule.${rule.id}.fix`,
      ]);
      expect(rule.patterns.length > 0 || rule.reads !== undefined, rule.id).toBe(true);
    }
  });

  it('covers 165 rule x miner pairs, each with fixture lines', () => {
    expect(pairs).toHaveLength(165);
    for (const [rule, miner] of pairs) expect(FIXTURES[miner]?.lines[rule], `${rule} on ${miner}`).toBeDefined();
  });

  it.each(pairs)('finds %s in a %s log', (rule, miner) => {
    const fixture = FIXTURES[miner]!;
    expect(ids(`${fixture.banner}\n${fixture.lines[rule]}`)).toContain(rule);
  });

  it.each(MINER_IDS)('finds nothing in a clean %s log, and tells the miner by its log', (miner) => {
    const fixture = FIXTURES[miner]!;
    const diagnosis = diagnose(`${fixture.banner}\n${fixture.clean}`, ENV);
    expect(diagnosis.findings.map((f) => f.rule.id)).toEqual([]);
    expect(diagnosis.facts?.miner).toBe(miner);
  });
});

describe('the rules keywords', () => {
  it("are in every fixture line a rule's patterns match, so the gate never hides a line", () => {
    const lines = Object.values(FIXTURES).flatMap((f) => [f.banner, f.clean, ...Object.values(f.lines)].join('\n').split('\n'));
    for (const rule of RULES) {
      for (const line of lines) {
        if (!rule.patterns.some((p) => p.test(line))) continue;
        expect(
          rule.keywords.some((word) => line.toLowerCase().includes(word)),
          `${rule.id}: ${line}`,
        ).toBe(true);
      }
    }
  });
});
