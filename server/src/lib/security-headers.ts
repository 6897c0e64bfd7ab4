/**
 * Headers every response carries (API, web app, errors, and the raw answers
 * to requests Node cannot parse), and the Content-Security-Policy of the
 * app's HTML. security-headers plugin and static-files send them;
 * client-errors writes them by hand.
 */

import { DEVICE_DETECTION_HELPER } from '../../../src/config/limits.js';
import { APPLE_JS } from '../../../src/config/sign-in.js';

/**
 * Browser features the app never uses, denied to it and to anything it
 * might embed. Only long-standing feature names: browsers log unknown ones.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
] as const;

export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Pages that open ours get no handle on them; the sign-in popups ours open (Apple's, the
  // development provider's) keep theirs, or they could not hand the answer back (docs/auth.md).
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'permissions-policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
} as const;

/**
 * The strict policy the app is built for: no inline script, no inline style
 * but the page's own stylesheets allowed by their hash, nothing from other
 * origins, no forms posting elsewhere, no <base>. React's style props are set
 * through the CSSOM, which this policy allows. With Apple configured, Apple's
 * own script for its sign-in popup may load too. A page that embeds a video
 * (src/config/product-videos.ts) may frame the embed host, and only that page:
 * every other page keeps frames to our own origin (default-src).
 */
export function contentSecurityPolicy(options: { appleSignInJs: boolean; inlineStyleHashes?: readonly string[]; frameSources?: readonly string[] }): string {
  const scripts = options.appleSignInJs ? `'self' ${APPLE_JS.scriptOrigin}` : "'self'";
  const frames = options.frameSources ?? [];
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    ...(frames.length > 0 ? [["frame-src 'self'", ...frames].join(' ')] : []),
    // A rendered page's stylesheets are written into it (server/src/pages/inline-styles.ts), each allowed by its hash.
    ["style-src 'self'", ...(options.inlineStyleHashes ?? [])].join(' '),
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
}

/**
 * The policy of a file we serve that is no page (a profile picture): it needs
 * nothing, so nothing loads, and opened on its own it runs in a sandbox (no
 * script, no forms, an opaque origin), whatever its bytes hold.
 */
export const SANDBOXED_FILE_CSP = "default-src 'none'; sandbox";

/** The policy of a server with no Apple client id: nothing but our own origin runs. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy({ appleSignInJs: false });
