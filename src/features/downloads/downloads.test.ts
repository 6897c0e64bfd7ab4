import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DOWNLOAD_PRODUCTS, SAMPLE_CHECKSUM_PREFIX, downloadProduct } from './downloads';

const files = DOWNLOAD_PRODUCTS.flatMap((p) => p.files);

describe('download files', () => {
  it('carry the sample checksum derived from their file name', () => {
    for (const file of files) {
      const expected = createHash('sha256').update(`${SAMPLE_CHECKSUM_PREFIX}${file.fileName}`).digest('hex');
      expect(file.sha256, file.fileName).toBe(expected);
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
