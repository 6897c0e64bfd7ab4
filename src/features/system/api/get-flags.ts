/** GET api/v2/system/flags: the system flags, asked for once (a failure is itself a sign of trouble). */
import { API } from '../../../config/api-contract';
import { api } from '../../../lib/api';

export interface SystemFlag {
  flagName: string;
  flagValue: boolean;
}

export async function fetchFlags(): Promise<SystemFlag[]> {
  const { list } = await api.call<{ list: SystemFlag[] }>(API.systemFlags, { retry: 0 });
  return list;
}
