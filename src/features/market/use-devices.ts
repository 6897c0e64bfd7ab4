/** The calculator's devices for a page, loaded after mount, with a retry. */
import { useRemote } from '../../lib/use-remote';
import { fetchDevices } from './api/get-devices';
import type { Device } from './devices';

export const useDevices = () => useRemote<Device[]>(fetchDevices);
