import { UPLOAD_EXTENSIONS } from './limits.js';

const ALLOWED: ReadonlySet<string> = new Set(UPLOAD_EXTENSIONS);

/** The extension of a file name in lower case ("Scan.PDF" -> "pdf"); undefined without one. */
export function fileExtension(fileName: string): string | undefined {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  // A leading dot is a hidden file's name, not an extension (".pdf" has none).
  if (dot <= 0 || dot === base.length - 1) return undefined;
  return base.slice(dot + 1).toLowerCase();
}

/**
 * Whether a file may be attached (spec section 5): its extension, in any case,
 * is one of UPLOAD_EXTENSIONS (txt, log, csv, jpg, jpeg, png, gif, pdf). Only
 * the last extension counts, so "invoice.pdf.exe" is refused. The server checks
 * again; this check spares the user an upload that would be rejected.
 */
export function isAllowedUpload(fileName: string): boolean {
  const extension = fileExtension(fileName);
  return extension !== undefined && ALLOWED.has(extension);
}

/** An attached file as JSON bodies carry it (forms, support cases): its name and base64 bytes. */
export interface EncodedUpload {
  name: string;
  content: string;
}
