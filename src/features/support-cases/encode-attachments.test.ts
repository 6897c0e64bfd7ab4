import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../config/limits';
import { addFiles } from './encode-attachments';

const file = (name: string, size = 80) => new File([new Uint8Array(size)], name);

describe('addFiles', () => {
  it('lists only files that can be attached, and names each other one with its reason', () => {
    const { files, refused } = addFiles(
      [file('a.png')],
      [file('tool.exe'), file('empty.txt', 0), file('big.pdf', UPLOAD_LIMITS.maxFileBytes + 1), file('log.txt')],
    );
    expect(files.map((f) => f.name)).toEqual(['a.png', 'log.txt']);
    expect(refused).toEqual([
      { name: 'tool.exe', problem: 'type' },
      { name: 'empty.txt', problem: 'size' },
      { name: 'big.pdf', problem: 'size' },
    ]);
  });

  it('stops at the count, refusing the files past it', () => {
    const chosen = Array.from({ length: UPLOAD_LIMITS.maxFiles + 2 }, (_, i) => file(`f${i}.txt`));
    const { files, refused } = addFiles([], chosen);
    expect(files).toHaveLength(UPLOAD_LIMITS.maxFiles);
    expect(refused.map((r) => r.problem)).toEqual(['count', 'count']);
  });
});
