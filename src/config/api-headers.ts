/**
 * Response headers the API sets while a system flag is on. The client's
 * maintenance logic (spec section 4) watches for them on every response.
 */
export const MAINTENANCE_HEADER = 'x-hashvale-maintenance';
export const SYSTEM_UNAVAILABLE_HEADER = 'x-hashvale-system-unavailable';

export const SYSTEM_FLAG_NAMES = ['IS_MAINTENANCE', 'SYSTEM_UNAVAILABLE', 'DISABLE_REGISTRATION'] as const;
export type SystemFlagName = (typeof SYSTEM_FLAG_NAMES)[number];
