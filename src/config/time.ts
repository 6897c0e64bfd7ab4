/**
 * Units of time, defined once for the app, the service worker and the server:
 * in milliseconds (the _MS names, for timers and Date arithmetic) and in
 * seconds (the _S names, for HTTP max-age, JWT times and epoch seconds).
 */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const MINUTE_S = 60;
export const HOUR_S = 60 * MINUTE_S;
export const DAY_S = 24 * HOUR_S;
