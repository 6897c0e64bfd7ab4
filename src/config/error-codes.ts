/**
 * The API's error codes: the body of every 4xx/5xx is
 * `{ error_id, errors: [{ code, message }] }`. Codes 10, 60, 2000 and 2999 are
 * the real platform's; the others are ours. This table is published on the
 * software developers page.
 */
export const ERROR_CODES = {
  GENERIC_FAILURE: { code: 10, status: 400, message: 'Request failed' },
  MALFORMED_REQUEST: { code: 60, status: 400, message: 'Malformed request' },
  INVALID_PARAMETER: { code: 61, status: 400, message: 'Invalid parameter' },
  NOT_FOUND: { code: 404, status: 404, message: 'Not found' },
  METHOD_NOT_ALLOWED: { code: 405, status: 405, message: 'Method not allowed' },
  REQUEST_TIMEOUT: { code: 408, status: 408, message: 'The request did not arrive in time' },
  PAYLOAD_TOO_LARGE: { code: 413, status: 413, message: 'Request body too large' },
  URI_TOO_LONG: { code: 414, status: 414, message: 'Request URL too long' },
  UNSUPPORTED_MEDIA_TYPE: { code: 415, status: 415, message: 'Unsupported content type' },
  EXPECTATION_FAILED: { code: 417, status: 417, message: 'Expectation not supported' },
  UPGRADE_REQUIRED: { code: 426, status: 426, message: 'Upgrade required: this address is a websocket' },
  RATE_LIMITED: { code: 429, status: 429, message: 'Too many requests, please wait a minute and try again' },
  HEADERS_TOO_LARGE: { code: 431, status: 431, message: 'Request headers too large' },
  INVALID_SESSION: { code: 2000, status: 401, message: 'Invalid session' },
  NONCE_REUSED: { code: 2001, status: 401, message: 'Nonce already used' },
  TIME_SKEW: { code: 2002, status: 412, message: 'Request time is too far from server time' },
  API_KEY_FORBIDDEN: { code: 2003, status: 403, message: 'This API key may not make this call' },
  CASE_CLOSED: { code: 4001, status: 409, message: 'The support case is closed; reopen it to reply' },
  INTERNAL: { code: 2999, status: 500, message: 'Internal server error' },
  MAINTENANCE: { code: 3000, status: 503, message: 'System is in maintenance' },
  CANDLES_BUSY: { code: 3001, status: 503, message: 'Too many long candle ranges are being built: try again shortly' },
  DATABASE_UNAVAILABLE: { code: 3002, status: 503, message: 'The database cannot be reached: try again shortly' },
  SHUTTING_DOWN: { code: 3003, status: 503, message: 'The server is shutting down: try again shortly' },
} as const;

export type ErrorCodeName = keyof typeof ERROR_CODES;
