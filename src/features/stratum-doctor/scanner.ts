/**
 * Reads a paste line by line: the miner from its banner, the facts
 * (facts.ts), and each rule's lines (rules.ts); `finish` then runs the rules'
 * checks and drops the findings another one explains. `scan` stops at a
 * deadline and says where to go on, so a long paste is read in slices
 * (diagnose.ts) and the page stays responsive.
 */
import { STRATUM_DOCTOR_LIMITS } from '../../config/limits';
import { emptyFacts, FACT_WORDS, readLine } from './facts';
import { DETECT_LINES, minerOfLine } from './miners';
import { RULES } from './rules';
import type { DoctorEnv, Facts, Finding, LogLine, MinerId, Occurrence, RuleId } from './types';
import { WordGate } from './word-gate';

// eslint-disable-next-line no-control-regex -- colour codes are control characters
const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g;
const LINE_RULES = RULES.filter((rule) => rule.patterns.length > 0);
const NOT_BLANK = /\S/;
const GATE = new WordGate<string>([...FACT_WORDS, ...LINE_RULES.map((rule) => [rule.id, rule.keywords] as const)]);

export class Scanner {
  readonly facts: Facts = emptyFacts();
  private readonly occurrences = new Map<RuleId, Occurrence>();
  private readonly votes = new Map<MinerId, number>();
  private lineNumber = 0;

  constructor(private readonly env: DoctorEnv) {}

  /** Reads lines from `from` until the text ends or `deadline` (performance.now()) passes; returns where it stopped. */
  scan(text: string, from: number, deadline = Infinity): number {
    let position = from;
    let sinceClock = 0;
    while (position < text.length) {
      const end = text.indexOf('\n', position);
      const stop = end < 0 ? text.length : end;
      this.readLine(text.slice(position, Math.min(stop, position + STRATUM_DOCTOR_LIMITS.maxLineChars)));
      position = stop + 1;
      // Reading the clock costs more than a line: look every 64 lines.
      if (++sinceClock === 64) {
        sinceClock = 0;
        if (performance.now() >= deadline) break;
      }
    }
    return Math.min(position, text.length);
  }

  private readLine(raw: string): void {
    let text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (text.includes('\x1b')) text = text.replace(ANSI, '');
    const line: LogLine = { number: ++this.lineNumber, text };
    if (!NOT_BLANK.test(text)) return;
    if (this.lineNumber <= DETECT_LINES) this.vote(text);
    const lower = text.toLowerCase();
    const hits = GATE.hits(lower);
    readLine(this.facts, line, lower, hits);
    if (hits.size === 0) return;
    for (const rule of LINE_RULES) {
      if (!hits.has(rule.id)) continue;
      for (const pattern of rule.patterns) {
        const match = pattern.exec(text);
        if (!match) continue;
        this.note(rule.id, line, match);
        break;
      }
    }
  }

  private vote(text: string): void {
    const miner = minerOfLine(text);
    if (!miner) return;
    this.votes.set(miner, (this.votes.get(miner) ?? 0) + 1);
    let best = this.facts.miner;
    for (const [candidate, count] of this.votes) if (!best || count > (this.votes.get(best) ?? 0)) best = candidate;
    this.facts.miner = best;
  }

  private note(id: RuleId, line: LogLine, match: RegExpExecArray): void {
    const seen = this.occurrences.get(id);
    if (!seen) {
      this.occurrences.set(id, { lines: [line], count: 1, match });
      return;
    }
    seen.count++;
    if (seen.lines.length < STRATUM_DOCTOR_LIMITS.linesShown) seen.lines.push(line);
  }

  /** The findings, in the table's order, without those another finding explains. */
  finish(): Finding[] {
    const findings: Finding[] = [];
    const { facts, env } = this;
    for (const rule of RULES) {
      if (facts.miner && !rule.miners.includes(facts.miner)) continue;
      const occurrence = this.occurrences.get(rule.id);
      if (!occurrence && !rule.reads) continue;
      const detail = rule.check ? rule.check({ occurrence, facts, env }) : {};
      if (!detail) continue;
      const lines = detail.lines ?? occurrence?.lines ?? [];
      findings.push({ rule, lines, count: occurrence?.count ?? lines.length, detail });
    }
    const explained = new Set(findings.flatMap((f) => f.rule.supersedes ?? []));
    return findings.filter((f) => !explained.has(f.rule.id));
  }
}
