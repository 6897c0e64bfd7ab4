import { describe, expect, it } from 'vitest';
import type { Device } from '../devices';
import { matchDevice } from './match-device';

const gpu = (name: string): Device => ({ id: name, name, niceName: name.toLowerCase().replace(/\s+/g, '-'), category: 'GPU', speeds: {}, power: 1, paying: 0 });
const DEVICES = ['NVIDIA RTX 4070', 'NVIDIA RTX 4070 Ti', 'NVIDIA RTX 4070 Super', 'NVIDIA RTX 4090', 'AMD Radeon RX 7900 XT', 'AMD Radeon RX 7900 XTX'].map(
  gpu,
);

describe('matchDevice', () => {
  it('finds the card in a WebGL renderer string', () => {
    expect(matchDevice(['ANGLE (NVIDIA, NVIDIA GeForce RTX 4090 Direct3D11 vs_5_0 ps_5_0, D3D11)'], DEVICES)?.name).toBe('NVIDIA RTX 4090');
    expect(matchDevice(['AMD Radeon RX 7900 XTX (radeonsi, navi31, LLVM 17.0.6, DRM 3.57)'], DEVICES)?.name).toBe('AMD Radeon RX 7900 XTX');
  });

  it('prefers the longest model name and needs whole words', () => {
    expect(matchDevice(['NVIDIA GeForce RTX 4070 Ti/PCIe/SSE2'], DEVICES)?.name).toBe('NVIDIA RTX 4070 Ti');
    expect(matchDevice(['NVIDIA GeForce RTX 4070/PCIe/SSE2'], DEVICES)?.name).toBe('NVIDIA RTX 4070');
    expect(matchDevice(['AMD Radeon RX 7900 XT'], DEVICES)?.name).toBe('AMD Radeon RX 7900 XT');
    expect(matchDevice(['NVIDIA GeForce RTX 40900'], DEVICES)).toBeUndefined();
  });

  it('finds nothing in a software renderer or an empty report', () => {
    expect(matchDevice(['ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)'], DEVICES)).toBeUndefined();
    expect(matchDevice([], DEVICES)).toBeUndefined();
  });
});
