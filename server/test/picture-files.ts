/**
 * Picture files the re-encoding tests send: real images made with sharp, and
 * hostile ones built chunk by chunk (a PNG that is also HTML, a pixel bomb).
 */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** HTML a polyglot carries; none of it may reach a stored picture. */
export const HTML_PAYLOAD = '<html><body><script>alert(document.cookie)</script></body></html>';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data and the CRC a decoder checks. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real RGBA PNG of one colour. */
export function solidPng(width: number, height: number, colour = '#3080f0'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

/** A valid PNG that is also an HTML document: the HTML in a tEXt chunk and again after IEND. */
export async function htmlPolyglotPng(): Promise<Buffer> {
  const png = await solidPng(8, 8);
  const idat = png.indexOf('IDAT') - 4;
  return Buffer.concat([
    png.subarray(0, idat),
    pngChunk('tEXt', Buffer.from(`Comment\0${HTML_PAYLOAD}`, 'latin1')),
    png.subarray(idat),
    Buffer.from(HTML_PAYLOAD),
  ]);
}

/**
 * A PNG of a few dozen bytes whose header claims width × height grey pixels
 * (30000 × 30000 is 900 million: 900 MB decoded): a decompression bomb.
 */
export function pixelBombPng(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(1024))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** Text in the EXIF data a phone writes, to look for in the bytes. */
export const EXIF_MARKS = { make: 'AcmePhone', serial: 'SN-0042-7731', datum: 'WGS-84' } as const;

/**
 * A JPEG 40 wide and 20 high with EXIF: camera make, body serial, a GPS position,
 * and orientation 6 (shown turned a quarter clockwise, so 20 × 40 upright).
 */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#f08030' } })
    .withExif({
      IFD0: { Make: EXIF_MARKS.make },
      IFD2: { BodySerialNumber: EXIF_MARKS.serial },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 3/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '14/1 30/1 0/1', GPSMapDatum: EXIF_MARKS.datum },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** An animated GIF of `frames` frames, each one colour (frame i: red i × 60). */
export function animatedGif(width: number, height: number, frames: number): Promise<Buffer> {
  const frame = width * height * 4;
  const raw = Buffer.alloc(frame * frames);
  for (let i = 0; i < raw.length; i += 4) raw.set([Math.floor(i / frame) * 60, 0, 200, 255], i);
  return sharp(raw, { raw: { width, height: height * frames, channels: 4, pageHeight: height } })
    .gif({ delay: Array<number>(frames).fill(100) })
    .toBuffer();
}
