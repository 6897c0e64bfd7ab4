/**
 * Runs the contract properties (contract-properties.ts) over one operation
 * with fast-check — so a failure prints its seed and shrinks to a small
 * request — and keeps the figures of the run: requests, statuses seen,
 * valid requests the handler refused, and near-misses the server took (it
 * coerces query types, fills in defaults and drops unlisted properties).
 */
import fc from 'fast-check';
import { answerProblem, requestArbitrary, urlOf, type Answer, type DrawnRequest, type Operation, type PartSeeds, type Problem } from './contract-properties.js';
import { FUZZ_HANG_MS } from './run-fuzz.js';

export interface OperationTally {
  name: string;
  requests: number;
  valid: number;
  statuses: Map<number, number>;
  /** "404 No such case" -> how many valid requests the handler refused so. */
  validRefused: Map<string, number>;
  nearMissesTaken: number;
  problems: Map<Problem['kind'], number>;
}

export type Send = (op: Operation, request: DrawnRequest) => Promise<Answer | 'hang'>;

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

export function newTally(name: string): OperationTally {
  return { name, requests: 0, valid: 0, statuses: new Map(), validRefused: new Map(), nearMissesTaken: 0, problems: new Map() };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A refusal's message without the drawn values in it, so that "Unknown
 * market: fUY0X" and "Unknown market: Zq9" count as one reason: quoted text,
 * paths, and drawn values standing as words after the message's first colon.
 */
function withoutDrawnValues(message: string, request: DrawnRequest): string {
  const leaves = (value: unknown): string[] =>
    typeof value === 'string' || typeof value === 'number' ? [String(value)] : value && typeof value === 'object' ? Object.values(value).flatMap(leaves) : [];
  const drawn = [request.params, request.query, request.body]
    .flatMap(leaves)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  const at = message.indexOf(': ');
  const colon = at === -1 ? message.length : at + 2;
  const tail = drawn.reduce((text, v) => text.replace(new RegExp(`(?<=^|\\s)${escaped(v)}(?=$|[\\s,.])`, 'g'), '…'), message.slice(colon));
  const quoted = drawn.reduce((text, v) => text.split(JSON.stringify(v)).join('"…"').split(`"${v}"`).join('"…"'), message.slice(0, colon) + tail);
  return quoted.replace(/"[^"]*"/g, '"…"').replace(/(^|\s)\/\S*/g, '$1…');
}

function record(tally: OperationTally, request: DrawnRequest, answer: Answer, problem: Problem | undefined): void {
  tally.requests++;
  bump(tally.statuses, answer.status);
  if (problem) bump(tally.problems, problem.kind);
  if (request.valid) {
    tally.valid++;
    if (answer.status >= 400 && !problem) {
      const message = (JSON.parse(answer.body) as { errors?: Array<{ message?: string }> }).errors?.[0]?.message ?? '';
      bump(tally.validRefused, `${answer.status} ${withoutDrawnValues(message, request).slice(0, 80)}`);
    }
  } else if (answer.status < 300) {
    tally.nearMissesTaken++;
  }
}

/**
 * Requests fast-check may send while it shrinks a failure, and the time one
 * operation may take: each shrink step goes to the app (a form's solves a
 * captcha), and a form's long fields have candidates enough for minutes.
 * Past the budget the remaining candidates pass unsent; past the time the run
 * stops (and fails, failure or not) with the smallest failure found so far.
 */
export const SHRINK_BUDGET = 150;
export const timeLimitMs = (numRuns: number) => Math.max(10_000, numRuns * 100);

/** Draws `numRuns` requests for the operation and fails on the first answer that breaks a property. */
export async function checkOperation(
  op: Operation,
  seeds: PartSeeds,
  send: Send,
  tally: OperationTally,
  options: { numRuns: number; seed: number },
): Promise<void> {
  let shrinking = false;
  let shrinkSends = 0;
  const property = fc.asyncProperty(requestArbitrary(op, seeds), async (request) => {
    if (shrinking && ++shrinkSends > SHRINK_BUDGET) return;
    const answer = await send(op, request);
    if (answer === 'hang') throw new Error(`no answer within ${FUZZ_HANG_MS} ms to ${op.entry.method} ${urlOf(op.entry, request)} (${request.what})`);
    const problem = answerProblem(op, request, answer);
    record(tally, request, answer, problem);
    if (problem) {
      shrinking = true;
      throw new Error(problem.message);
    }
  });
  await fc.assert(property, {
    numRuns: options.numRuns,
    seed: options.seed,
    interruptAfterTimeLimit: timeLimitMs(options.numRuns),
    markInterruptAsFailure: true,
  });
}

const statuses = (map: Map<number, number>) =>
  [...map]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
const sum = (tallies: readonly OperationTally[], pick: (t: OperationTally) => number) => tallies.reduce((total, t) => total + pick(t), 0);

/** The figures of a run, for a person and for the session note. */
export function formatRun(tallies: readonly OperationTally[], heading: string): string {
  const allStatuses = new Map<number, number>();
  for (const t of tallies) for (const [status, n] of t.statuses) allStatuses.set(status, (allStatuses.get(status) ?? 0) + n);
  const width = Math.max(...tallies.map((t) => t.name.length), 9);
  const rows = tallies.map((t) => `  ${t.name.padEnd(width)} ${String(t.requests).padStart(6)} ${String(t.valid).padStart(6)}  ${statuses(t.statuses)}`);
  const refusals = tallies.flatMap((t) => [...t.validRefused].map(([why, n]) => `  ${t.name}: ${why} ×${n}`));
  const problems = (kind: Problem['kind']) => sum(tallies, (t) => t.problems.get(kind) ?? 0);
  return [
    heading,
    `  ${'operation'.padEnd(width)} ${'sent'.padStart(6)} ${'valid'.padStart(6)}  statuses`,
    ...rows,
    `  ${'total'.padEnd(width)} ${String(sum(tallies, (t) => t.requests)).padStart(6)} ${String(sum(tallies, (t) => t.valid)).padStart(6)}  ${statuses(allStatuses)}`,
    `${tallies.length} operations, ${sum(tallies, (t) => t.requests)} requests: ${problems('server error')} server errors, ` +
      `${problems('off its schema')} answers off their schema, ${problems('refused by a schema')} valid requests refused by a schema`,
    `near-misses the server took (2xx): ${sum(tallies, (t) => t.nearMissesTaken)}`,
    `valid requests the handler refused (${sum(tallies, (t) => [...t.validRefused.values()].reduce((a, b) => a + b, 0))}):`,
    ...refusals,
  ].join('\n');
}
