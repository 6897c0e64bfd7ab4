/**
 * Every accepted profile picture is written afresh before it is stored
 * (docs/auth.md, "Re-encoded pictures"): sharp (libvips) decodes it and
 * encodes new bytes from the pixels alone, so nothing that rode along
 * survives: bytes after the image's end, text chunks, EXIF (a GPS location,
 * a camera serial), XMP, ICC profiles (the pixels are converted to sRGB).
 * PNG stays PNG; JPEG stays JPEG, turned upright by its EXIF orientation
 * first; a GIF becomes its first frame as a PNG (why: docs/auth.md). The
 * picture is scaled down to PROFILE_PICTURE_IMAGE.maxEdgePixels.
 *
 * sharp does its work on libuv's thread pool: the event loop keeps serving
 * other requests while a picture is decoded (reencode-picture.test.ts).
 */
import sharp, { type FormatEnum, type Metadata, type SharpOptions } from 'sharp';
import { PROFILE_PICTURE_IMAGE } from '../../../src/config/limits.js';

/** `pixels`: more than PROFILE_PICTURE_IMAGE.maxInputPixels; `content`: not a picture of the type it claims, or damaged. */
export type ReencodeProblem = 'pixels' | 'content';

export type Reencoded = { ok: true; mimeType: 'image/png' | 'image/jpeg'; bytes: Uint8Array } | { ok: false; problem: ReencodeProblem };

/** The format sharp must find for each type the upload check accepted. */
const FORMAT: Readonly<Record<string, keyof FormatEnum>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
};

const INPUT: SharpOptions = {
  // The bound against decompression bombs: checked on the header, before any pixel is decoded.
  limitInputPixels: PROFILE_PICTURE_IMAGE.maxInputPixels,
  // A truncated or damaged file is refused, never stored half drawn.
  failOn: 'warning',
  autoOrient: true,
  // Without `animated`, a GIF's first frame only is decoded.
  animated: false,
};

/** Reads the header: the format and size, so an oversize picture gets its own message (sharp's text is not an interface). */
async function header(bytes: Uint8Array): Promise<Metadata | null> {
  try {
    return await sharp(bytes, { ...INPUT, limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
}

/** Decodes `bytes` (which the upload check found to be `mimeType`) and writes a new picture from its pixels. */
export async function reencodePicture(bytes: Uint8Array, mimeType: string): Promise<Reencoded> {
  const format = FORMAT[mimeType];
  const found = await header(bytes);
  if (!format || !found || found.format !== format) return { ok: false, problem: 'content' };
  if (found.width * found.height > PROFILE_PICTURE_IMAGE.maxInputPixels) return { ok: false, problem: 'pixels' };
  try {
    const edge = PROFILE_PICTURE_IMAGE.maxEdgePixels;
    const image = sharp(bytes, INPUT).resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true });
    // sharp keeps no metadata unless asked (keepExif, keepIccProfile, withMetadata): none is asked for.
    if (format === 'jpeg') {
      return { ok: true, mimeType: 'image/jpeg', bytes: new Uint8Array(await image.jpeg({ quality: PROFILE_PICTURE_IMAGE.jpegQuality }).toBuffer()) };
    }
    return { ok: true, mimeType: 'image/png', bytes: new Uint8Array(await image.png().toBuffer()) };
  } catch {
    // The pixel limit again (a header that lied) or a file that does not decode to its end.
    return { ok: false, problem: 'content' };
  }
}
