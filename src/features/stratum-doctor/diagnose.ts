/**
 * The stratum doctor's entry: a paste in, findings out. `diagnose` reads it
 * at once (tests, the benchmark); `diagnoseInSlices` reads it a slice of
 * STRATUM_DOCTOR_LIMITS.sliceMs at a time and gives the page the main thread
 * between slices, so 5 MB never freezes it (a worker thread would need a
 * second bundle and its own copy of the rules; slices keep one code path).
 */
import { STRATUM_DOCTOR_LIMITS } from '../../config/limits';
import { checkInput } from './input-check';
import { Scanner } from './scanner';
import type { DoctorEnv, Facts, Finding, InputNote, InputProblem } from './types';

export interface Diagnosis {
  problem?: InputProblem;
  notes: InputNote[];
  findings: Finding[];
  facts?: Facts;
}

export function diagnose(paste: string, env: DoctorEnv): Diagnosis {
  const input = checkInput(paste);
  if (input.problem) return { problem: input.problem, notes: input.notes, findings: [] };
  const scanner = new Scanner(env);
  scanner.scan(input.text, 0);
  return { notes: input.notes, findings: scanner.finish(), facts: scanner.facts };
}

/** Lets the page handle input and paint between slices (a message task comes sooner than a 4 ms-clamped timer). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export async function diagnoseInSlices(paste: string, env: DoctorEnv, signal?: AbortSignal): Promise<Diagnosis> {
  const input = checkInput(paste);
  if (input.problem) return { problem: input.problem, notes: input.notes, findings: [] };
  const scanner = new Scanner(env);
  let position = 0;
  while (position < input.text.length) {
    position = scanner.scan(input.text, position, performance.now() + STRATUM_DOCTOR_LIMITS.sliceMs);
    if (position < input.text.length) await nextTask();
    signal?.throwIfAborted();
  }
  return { notes: input.notes, findings: scanner.finish(), facts: scanner.facts };
}
