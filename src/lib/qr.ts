/**
 * QR codes, through uqr (the one module that imports it): a text's code as
 * one SVG path of its dark modules, which a component draws as an element
 * (no markup string, no inline style: the CSP allows neither).
 */
import { encode } from 'uqr';

export interface QrDrawing {
  /** Modules per side, the quiet zone included. */
  size: number;
  /** Each run of dark modules in a row as one rectangle. */
  path: string;
}

/** The quiet zone the QR standard asks for around the code, in modules. */
const QUIET_ZONE = 4;

export function qrDrawing(text: string): QrDrawing {
  // Level M: a phone still reads a code printed small or seen at an angle.
  const { data, size } = encode(text, { ecc: 'M', border: QUIET_ZONE });
  const runs: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x++;
      runs.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return { size, path: runs.join('') };
}

/** Whether the module at (x, y) is dark: for tests that read a drawing back. */
export function qrModules(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: QUIET_ZONE }).data;
}
