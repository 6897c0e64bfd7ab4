/**
 * Attachments as JSON bodies carry them (EncodedUpload: a name and base64
 * bytes), decoded and checked by content and size (check-upload.ts). The one
 * path of the public forms and the support cases: the first file that fails
 * refuses the whole request with a 400 that names the file and, per field,
 * the message id the web app shows (spec 5).
 */
import type { EncodedUpload } from '../../../src/config/uploads.js';
import { UPLOAD_LIMITS } from '../../../src/config/limits.js';
import { ApiError } from '../lib/api-error.js';
import { checkUpload, type UploadProblem } from './check-upload.js';
import { escapeUnsafe, stripUnsafe } from '../lib/unsafe-text.js';

export interface CheckedUpload {
  /** The name as sent, without control and bidi characters (lib/unsafe-text.ts). */
  name: string;
  /** The name as sent, `\uXXXX`-escaped, when cleaning changed it; else null. */
  originalName: string | null;
  mimeType: string;
  content: Uint8Array;
}

/** A field's problem as the forms answer it: `{ field, status: 'error', message }`, message a UI message id. */
export interface UploadFieldError {
  field: string;
  status: 'error';
  message: 'forms.error.attachmentType' | 'forms.error.attachmentSize' | 'forms.error.attachmentContent' | 'forms.error.attachmentCount';
}

const UPLOAD_MESSAGE: Record<UploadProblem, UploadFieldError['message']> = {
  extension: 'forms.error.attachmentType',
  empty: 'forms.error.attachmentSize',
  size: 'forms.error.attachmentSize',
  content: 'forms.error.attachmentContent',
};

function problemText(name: string, problem: UploadProblem): string {
  const extension = (name.split('.').pop() ?? '').toUpperCase();
  switch (problem) {
    case 'content':
      return `"${name}" is not a real ${extension} file: its content does not match its name`;
    case 'extension':
      return `"${name}" cannot be attached: only txt, log, csv, jpg, jpeg, png, gif and pdf files are accepted`;
    case 'empty':
      return `"${name}" cannot be attached: it is empty`;
    case 'size':
      return `"${name}" cannot be attached: it is larger than ${UPLOAD_LIMITS.maxFileBytes / (1024 * 1024)} MB`;
  }
}

/** Decodes and checks each file; throws INVALID_PARAMETER (400) with `fields` for the first one refused. */
export async function decodeUploads(files: readonly EncodedUpload[], field = 'attachments'): Promise<CheckedUpload[]> {
  if (files.length > UPLOAD_LIMITS.maxFiles) {
    throw new ApiError('INVALID_PARAMETER', `At most ${UPLOAD_LIMITS.maxFiles} files can be attached`, {
      fields: [{ field, status: 'error', message: 'forms.error.attachmentCount' }],
    });
  }
  const checked: CheckedUpload[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(Buffer.from(file.content, 'base64'));
    // The name is judged and kept as it reads: "x\u202Egnp.exe" is an .exe, whatever it shows.
    const name = stripUnsafe(file.name);
    const check = await checkUpload(name, bytes);
    if (!check.ok) {
      throw new ApiError('INVALID_PARAMETER', problemText(name, check.problem), {
        fields: [{ field, status: 'error', message: UPLOAD_MESSAGE[check.problem] }],
      });
    }
    checked.push({ name, originalName: name === file.name ? null : escapeUnsafe(file.name), mimeType: check.mimeType, content: bytes });
  }
  return checked;
}
