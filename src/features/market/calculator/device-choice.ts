/**
 * A chosen device as the calculator uses it: the catalogue's speeds and
 * power with the visitor's edits on top ("my tuned card does 10 % more"),
 * times the quantity. A custom device starts from nothing but the edits.
 */
import type { Device } from '../devices';
import { CUSTOM_DEVICE, type DeviceChoice } from './url-state';

export interface ResolvedDevice {
  key: string;
  /** The catalogue's name; null for a custom device or a name the catalogue lacks. */
  name: string | null;
  custom: boolean;
  /** False when the address names a device the catalogue does not have. */
  known: boolean;
  /** The catalogue's speeds (empty for a custom device). */
  baseSpeeds: Record<string, number>;
  basePower: number;
  /** Speeds in use: the catalogue's with the edits on top. */
  speeds: Record<string, number>;
  /** Watts per device in use. */
  power: number;
  quantity: number;
}

export function resolveChoice(choice: DeviceChoice, devices: readonly Device[]): ResolvedDevice {
  const custom = choice.device === CUSTOM_DEVICE;
  const device = custom ? undefined : devices.find((d) => d.niceName === choice.device);
  const baseSpeeds = device?.speeds ?? {};
  const basePower = device?.power ?? 0;
  return {
    key: choice.device,
    name: device?.name ?? null,
    custom,
    known: custom || device !== undefined,
    baseSpeeds,
    basePower,
    speeds: { ...baseSpeeds, ...choice.speeds },
    power: choice.power ?? basePower,
    quantity: choice.quantity,
  };
}

/** Devices whose name contains every word typed (case-insensitive), at most `limit`. */
export function searchDevices(devices: readonly Device[], text: string, limit: number): Device[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return devices.slice(0, limit);
  return devices.filter((d) => words.every((w) => d.name.toLowerCase().includes(w))).slice(0, limit);
}
