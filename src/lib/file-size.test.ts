import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('writes bytes out and larger sizes in decimal units, in the reader language', () => {
    expect(formatFileSize(80, 'en')).toBe('80 bytes');
    expect(formatFileSize(1, 'en')).toBe('1 byte');
    expect(formatFileSize(80, 'de')).toBe('80 Byte');
    expect(formatFileSize(12_300, 'en')).toBe('12.3 kB');
    expect(formatFileSize(25_794_560, 'en')).toBe('25.8 MB');
    expect(formatFileSize(25_794_560, 'de')).toBe('25,8 MB');
    expect(formatFileSize(1_589_641_216, 'en')).toBe('1.59 GB');
  });
});
