/**
 * The visitor's device, guessed after mount from what the browser reports,
 * matched to the device catalogue; and, when the visitor asks, from the
 * local detection app, which knows every card in the machine. The page
 * renders at once and a guess arrives when it arrives.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Device } from '../devices';
import { askDetectionHelper } from './ask-helper';
import { browserGpuNames } from './browser-gpu';
import { matchDevice } from './match-device';

export type Detection =
  | { status: 'detecting' }
  | { status: 'found'; device: Device; reported: string; source: 'browser' | 'helper' }
  | { status: 'unknown'; reported: string | null };

export type HelperState = 'idle' | 'asking' | 'absent' | 'answered';

export interface DetectedDevice {
  detection: Detection;
  helper: HelperState;
  askHelper: () => void;
}

export function useDetectedDevice(devices: readonly Device[] | undefined): DetectedDevice {
  const [names, setNames] = useState<string[] | null>(null);
  const [helperNames, setHelperNames] = useState<string[] | null>(null);
  const [helper, setHelper] = useState<HelperState>('idle');
  useEffect(() => {
    let live = true;
    void browserGpuNames().then((found) => {
      if (live) setNames(found);
    });
    return () => {
      live = false;
    };
  }, []);
  const askHelper = useCallback(() => {
    setHelper('asking');
    void askDetectionHelper().then((found) => {
      setHelperNames(found);
      setHelper(found === null ? 'absent' : 'answered');
    });
  }, []);

  let detection: Detection;
  const fromHelper = helperNames && devices ? matchDevice(helperNames, devices) : undefined;
  if (fromHelper) detection = { status: 'found', device: fromHelper, reported: helperNames!.join('; '), source: 'helper' };
  else if (names === null || devices === undefined) detection = { status: 'detecting' };
  else {
    const device = matchDevice(names, devices);
    detection = device
      ? { status: 'found', device, reported: names.join('; '), source: 'browser' }
      : { status: 'unknown', reported: helperNames?.[0] ?? names[0] ?? null };
  }
  return { detection, helper, askHelper };
}
