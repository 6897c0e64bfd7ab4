/**
 * GET api/v2/time: the server's clock, against which the doctor judges X-Time.
 * The only request the doctor makes, and it carries nothing pasted.
 */
import { API } from '../../../config/api-contract';
import { api } from '../../../lib/api';

/** The server's time in epoch ms, or null when it cannot be asked (offline). */
export async function getServerTime(): Promise<number | null> {
  try {
    const { serverTime } = await api.call(API.time, { retry: 0 });
    return serverTime;
  } catch {
    return null;
  }
}
