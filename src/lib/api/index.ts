/**
 * The app's API client instance and the public surface of src/lib/api.
 * Features import `api` from here; the app wires session, language and hooks
 * at startup with `api.configure(...)` (src/app/startup.ts).
 */
import { createApiClient } from './client';
import { currentClientDescription } from './user-agent';

/** API origin: VITE_API_HOST at build time, else the page's own origin. */
export const API_HOST: string = (import.meta.env?.VITE_API_HOST as string | undefined) ?? '';

export const api = createApiClient({
  host: API_HOST,
  clientDescription: currentClientDescription,
  // Looked up per call, so tests can stub the global fetch.
  fetch: (input, init) => globalThis.fetch(input, init),
});

export { ApiError, isApiError } from './api-error';
export { createApiClient, type ApiClient } from './client';
export { setApiMessages } from './error-messages';
export type { Answer, ApiHooks, ApiSession, CallOptions } from './types';
