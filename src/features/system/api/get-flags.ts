/** GET api/v2/system/flags: the system flags, asked for once (a failure is itself a sign of trouble). */
import { API } from '../../../config/api-contract';
import type { SystemFlag } from '../../../config/api/system';
import { api } from '../../../lib/api';

export type { SystemFlag };

export async function fetchFlags(): Promise<SystemFlag[]> {
  const { list } = await api.call(API.systemFlags, { retry: 0 });
  return list;
}
