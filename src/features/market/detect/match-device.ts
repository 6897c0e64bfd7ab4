/**
 * A graphics card's name as the browser reports it (a WebGL renderer string
 * such as "ANGLE (NVIDIA, NVIDIA GeForce RTX 4090 Direct3D11 vs_5_0 ps_5_0,
 * D3D11)", or WebGPU adapter info) matched to a device of the catalogue: the
 * device whose model phrase ("rtx 4090", "rx 7900 xtx") appears as whole
 * words, the longest phrase winning, so "RTX 4070 Ti" is not taken for
 * "RTX 4070".
 */
import type { Device } from '../devices';

const VENDOR_WORDS = /\b(nvidia|geforce|amd|radeon|intel|ati)\b/g;

function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

function modelPhrase(name: string): string {
  return normalise(name).replace(VENDOR_WORDS, ' ').replace(/\s+/g, ' ');
}

export function matchDevice(reported: readonly string[], devices: readonly Device[]): Device | undefined {
  let best: { device: Device; length: number } | undefined;
  for (const text of reported) {
    const haystack = normalise(text);
    for (const device of devices) {
      if (device.category !== 'GPU') continue;
      const phrase = modelPhrase(device.name);
      if (phrase.trim().length < 3 || !haystack.includes(phrase)) continue;
      if (!best || phrase.length > best.length) best = { device, length: phrase.length };
    }
    if (best) return best.device;
  }
  return undefined;
}
