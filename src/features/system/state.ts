/**
 * The system's condition as the app sees it (spec section 4): startup loading,
 * maintenance and unavailability (from flags and response headers), the rate
 * limit, and idleness. Components read it with
 * useSnapshot; only the actions of the system feature change it.
 */
import { proxy } from 'valtio';

export interface SystemState {
  /** True until the startup calls (flags, profile, algorithms, currencies, exchange info, rates) are done. */
  loading: boolean;
  /** IS_MAINTENANCE: the maintenance banner shows. */
  maintenance: boolean;
  /** SYSTEM_UNAVAILABLE, or the flags could not be loaded while online: the offline page shows. */
  unavailable: boolean;
  /** A 429 was answered: the offline page shows its rate-limit variant. */
  rateLimited: boolean;
  /** No input for the idle time (10 min). */
  idle: boolean;
  /** DISABLE_REGISTRATION: the register page says new accounts cannot be made. */
  registrationDisabled: boolean;
}

export const DEFAULT_SYSTEM_STATE: Readonly<SystemState> = Object.freeze({
  loading: true,
  maintenance: false,
  unavailable: false,
  rateLimited: false,
  idle: false,
  registrationDisabled: false,
});

export const systemState = proxy<SystemState>({ ...DEFAULT_SYSTEM_STATE });
