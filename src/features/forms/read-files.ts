/** Attached files as the form sends them: name and base64 bytes, checked first by extension and size (the server checks the bytes). */
import { UPLOAD_LIMITS } from '../../config/limits';
import { isAllowedUpload } from '../../config/uploads';
import type { FieldMessageId } from '../../config/forms/field-errors';

export interface EncodedFile {
  name: string;
  content: string;
}

export type FilesResult = { ok: true; files: EncodedFile[] } | { ok: false; message: FieldMessageId };

function base64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export async function readFiles(list: readonly File[]): Promise<FilesResult> {
  if (list.length > UPLOAD_LIMITS.maxFiles) return { ok: false, message: 'forms.error.attachmentCount' };
  const files: EncodedFile[] = [];
  for (const file of list) {
    if (!isAllowedUpload(file.name)) return { ok: false, message: 'forms.error.attachmentType' };
    if (file.size === 0 || file.size > UPLOAD_LIMITS.maxFileBytes) return { ok: false, message: 'forms.error.attachmentSize' };
    files.push({ name: file.name, content: base64(await file.arrayBuffer()) });
  }
  return { ok: true, files };
}
