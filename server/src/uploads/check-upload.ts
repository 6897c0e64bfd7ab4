/**
 * Whether an uploaded file is what its name says (spec 5: txt, log, csv, jpg,
 * jpeg, png, gif, pdf). The extension is only a claim: the bytes decide. Images
 * and PDFs must carry their format's signature; text files must be valid UTF-8
 * with no binary control characters, so an executable renamed "report.pdf" or
 * "notes.txt" is refused.
 */
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_LIMITS } from '../../../src/config/limits.js';
import { fileExtension, isAllowedUpload } from '../../../src/config/uploads.js';

export type UploadProblem = 'extension' | 'empty' | 'size' | 'content';

export type UploadCheck = { ok: true; extension: string; mimeType: string } | { ok: false; problem: UploadProblem };

/** The signature file-type reports for each binary extension we accept. */
const BINARY: Readonly<Record<string, { ext: string; mime: string }>> = {
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  gif: { ext: 'gif', mime: 'image/gif' },
  pdf: { ext: 'pdf', mime: 'application/pdf' },
};

const TEXT_MIME: Readonly<Record<string, string>> = {
  txt: 'text/plain',
  log: 'text/plain',
  csv: 'text/csv',
};

export async function checkUpload(fileName: string, bytes: Uint8Array, maxBytes: number = UPLOAD_LIMITS.maxFileBytes): Promise<UploadCheck> {
  if (!isAllowedUpload(fileName)) return { ok: false, problem: 'extension' };
  if (bytes.byteLength === 0) return { ok: false, problem: 'empty' };
  if (bytes.byteLength > maxBytes) return { ok: false, problem: 'size' };
  const extension = fileExtension(fileName) as string;
  const detected = await fileTypeFromBuffer(bytes);
  const binary = BINARY[extension];
  if (binary) {
    return detected?.ext === binary.ext ? { ok: true, extension, mimeType: binary.mime } : { ok: false, problem: 'content' };
  }
  // A text file has no binary signature and decodes as text.
  if (detected || !isPlainText(bytes)) return { ok: false, problem: 'content' };
  return { ok: true, extension, mimeType: TEXT_MIME[extension] ?? 'text/plain' };
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Valid UTF-8 (a BOM allowed) without control characters other than tab, line feed, form feed and carriage return. */
export function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- the point is to find control characters
  return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
}
