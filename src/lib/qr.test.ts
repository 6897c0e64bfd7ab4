import { describe, expect, it } from 'vitest';
import { qrDrawing, qrModules } from './qr';

const FIELDS = 'URL: stratum+tcp://sha256.eu-west.hashvale.example:9200\nUser: bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4.rig1\nPassword: x';

/** The dark modules a drawing's path paints, read back from its `M x y h w v1 h-w z` runs. */
function painted(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i++) grid[Number(y)]![Number(x) + i] = true;
  }
  return grid;
}

describe('QR drawing', () => {
  it('paints exactly the dark modules of the code, with a quiet zone of four around it', () => {
    const { size, path } = qrDrawing(FIELDS);
    const modules = qrModules(FIELDS);
    expect(modules).toHaveLength(size);
    expect(painted(path, size)).toEqual(modules);
    // Light all round the code; the top-left finder pattern's corner is dark.
    expect(modules[3]!.every((dark) => !dark)).toBe(true);
    expect(modules[4]![4]).toBe(true);
  });

  it('draws the same text the same way', () => {
    expect(qrDrawing(FIELDS)).toEqual(qrDrawing(FIELDS));
    expect(qrDrawing(FIELDS).path).not.toEqual(qrDrawing(FIELDS.replace('rig1', 'rig2')).path);
  });
});
