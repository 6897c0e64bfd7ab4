/**
 * The signing doctor on a page: parses what was pasted, asks the server its
 * time, and diagnoses in the browser. The key id and the secret stay in this
 * hook's arguments: no request carries them.
 */
import { useCallback, useState } from 'react';
import { getServerTime } from './api/get-server-time';
import { diagnose, type Diagnosis } from './diagnose';
import { parseRequest, type ParseResult } from './parse-request';

export interface DoctorForm {
  request: string;
  second: string;
  keyId: string;
  secret: string;
}

export type SigningDoctorState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'unreadable'; which: 'request' | 'second' }
  | { status: 'done'; diagnosis: Diagnosis; serverTime: number | null };

export function useSigningDoctor(time: () => Promise<number | null> = getServerTime): {
  state: SigningDoctorState;
  check: (form: DoctorForm) => Promise<void>;
} {
  const [state, setState] = useState<SigningDoctorState>({ status: 'idle' });
  const check = useCallback(
    async (form: DoctorForm) => {
      const first = parseRequest(form.request);
      const second: ParseResult | null = form.second.trim() ? parseRequest(form.second) : null;
      if (!first.ok) return setState({ status: 'unreadable', which: 'request' });
      if (second && !second.ok) return setState({ status: 'unreadable', which: 'second' });
      setState({ status: 'running' });
      const serverTime = await time();
      const requests = second?.ok ? [first.request, second.request] : [first.request];
      const diagnosis = await diagnose({ requests, keyId: form.keyId, secret: form.secret, serverTime });
      setState({ status: 'done', diagnosis, serverTime });
    },
    [time],
  );
  return { state, check };
}
