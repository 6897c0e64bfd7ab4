/**
 * Asks the local device-detection app (the spec's tray app on
 * DEVICE_DETECTION_HELPER.origin) which devices this computer has:
 *
 *   GET http://127.0.0.1:18000/devices -> 200 application/json
 *   {"devices":[{"name":"NVIDIA GeForce RTX 4090","vendor":"NVIDIA"}, ...]}
 *
 * The app must allow our origin (Access-Control-Allow-Origin). Gives the
 * device names, or null when the app is absent, slow (past the timeout) or
 * answers something else; never throws. Asked only when the visitor presses
 * the button (docs/calculator.md, "Autodetect").
 */
import { DEVICE_DETECTION_HELPER } from '../../../config/limits';

export const HELPER_DEVICES_URL = `${DEVICE_DETECTION_HELPER.origin}/devices`;
const MAX_NAMES = 32;
const MAX_NAME_LENGTH = 200;

export async function askDetectionHelper(fetchImpl: typeof fetch = fetch): Promise<string[] | null> {
  try {
    const res = await fetchImpl(HELPER_DEVICES_URL, {
      signal: AbortSignal.timeout(DEVICE_DETECTION_HELPER.timeoutMs),
      credentials: 'omit',
      cache: 'no-store',
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { devices?: unknown };
    if (!Array.isArray(body.devices)) return null;
    const names = body.devices
      .map((d) => (d && typeof d === 'object' && typeof (d as { name?: unknown }).name === 'string' ? (d as { name: string }).name.trim() : ''))
      .filter((name) => name !== '' && name.length <= MAX_NAME_LENGTH)
      .slice(0, MAX_NAMES);
    return names;
  } catch {
    return null;
  }
}
