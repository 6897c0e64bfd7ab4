/**
 * The doctor on a page: reads a paste or a file in slices (diagnose.ts),
 * drops a reading the visitor replaced with a new paste, and hands the page
 * its state. Nothing leaves the browser.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { STRATUM_DOCTOR_LIMITS } from '../../config/limits';
import { diagnoseInSlices, type Diagnosis } from './diagnose';
import type { DoctorEnv } from './types';

export type DoctorState = { status: 'idle' } | { status: 'running' } | { status: 'done'; diagnosis: Diagnosis };

function readerEnv(): DoctorEnv {
  return { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC', now: Date.now() };
}

/** A log file's text: of a larger one, its newest STRATUM_DOCTOR_LIMITS.maxInputBytes. */
export async function readLogFile(file: Blob): Promise<{ text: string; truncated: boolean }> {
  const { maxInputBytes } = STRATUM_DOCTOR_LIMITS;
  if (file.size <= maxInputBytes) return { text: await file.text(), truncated: false };
  return { text: await file.slice(file.size - maxInputBytes).text(), truncated: true };
}

export function useDoctor(): { state: DoctorState; check: (text: string, truncated?: boolean) => Promise<void>; reset: () => void } {
  const [state, setState] = useState<DoctorState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const check = useCallback(async (text: string, truncated = false) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'running' });
    try {
      const diagnosis = await diagnoseInSlices(text, readerEnv(), controller.signal);
      if (truncated && !diagnosis.notes.includes('truncated')) diagnosis.notes.unshift('truncated');
      setState({ status: 'done', diagnosis });
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
  }, []);

  const reset = useCallback(() => {
    running.current?.abort();
    setState({ status: 'idle' });
  }, []);

  return { state, check, reset };
}
