/**
 * Headers every response carries (API, web app, errors, and the raw answers
 * to requests Node cannot parse), and the Content-Security-Policy of the
 * app's HTML. security-headers plugin and static-files send them;
 * client-errors writes them by hand.
 */

import { DEVICE_DETECTION_HELPER } from '../../../src/config/limits.js';

/**
 * Browser features the app never uses, denied to it and to anything it
 * might embed. Only long-standing feature names: browsers log unknown ones.
 */
const DENIED_FEATURES = [
  'accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'magnetometer', 'microphone',
  'midi', 'payment', 'serial', 'usb',
] as const;

export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
} as const;

/**
 * The strict policy the app is built for: no inline script or style, nothing
 * from other origins, no forms posting elsewhere, no <base>. React's style
 * props are set through the CSSOM, which this policy allows.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  // The calculator's autodetect asks the local detection app when the visitor presses its button.
  `connect-src 'self' ${DEVICE_DETECTION_HELPER.origin}`,
  "worker-src 'self'",
  "manifest-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');
