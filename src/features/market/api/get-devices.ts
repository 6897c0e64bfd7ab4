/** GET main/api/v2/public/profcalc/devices: the profitability calculator's devices, speeds parsed. */
import { API } from '../../../config/api-contract';
import { api, type Answer } from '../../../lib/api';
import { parseSpeeds, type Device } from '../devices';

export async function fetchDevices(signal?: AbortSignal): Promise<Answer<Device[]>> {
  const { data, asOf } = await api.read(API.profcalcDevices, { signal });
  return { data: data.devices.map((device) => ({ ...device, speeds: parseSpeeds(device.speeds) })), asOf };
}
