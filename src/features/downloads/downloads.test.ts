import { describe, expect, it } from 'vitest';
import { DOWNLOAD_PRODUCTS, downloadPath, downloadProduct } from './downloads';

const files = DOWNLOAD_PRODUCTS.flatMap((p) => p.files);

describe('download files', () => {
  it('are served by our server under /downloads, with names that need no quoting in a header', () => {
    for (const file of files) {
      expect(downloadPath(file.fileName)).toBe(`/downloads/${file.fileName}`);
      expect(file.fileName).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
    }
  });

  it('have unique file names', () => {
    expect(new Set(files.map((f) => f.fileName)).size).toBe(files.length);
  });

  it('offer tools 3.0.9 for macOS, Windows and Linux', () => {
    const tools = downloadProduct('tools');
    expect(tools.version).toBe('3.0.9');
    expect(tools.files.map((f) => f.platform)).toEqual(['macOS', 'Windows', 'Linux']);
    expect(tools.files.every((f) => f.fileName.includes('3.0.9'))).toBe(true);
  });

  it('name the firmware and QuickMiner files after their versions', () => {
    expect(downloadProduct('firmware').files.every((f) => f.fileName.includes('3.14-768'))).toBe(true);
    expect(downloadProduct('quickminer').files[0]?.fileName).toBe('QuickMiner-1049.zip');
  });
});

describe('FIRMWARE_MODELS', () => {
  it('point every supported model at a published firmware file', async () => {
    const { FIRMWARE_MODELS } = await import('./firmware-models');
    const firmwareFiles = downloadProduct('firmware').files.map((f) => f.fileName);
    for (const model of FIRMWARE_MODELS) expect(firmwareFiles, model.model).toContain(model.fileName);
  });
});
