/** Files chosen for a case or a reply as the JSON body carries them (base64), checked first by extension and size (the server checks the bytes). */
import { UPLOAD_LIMITS } from '../../config/limits';
import { isAllowedUpload, type EncodedUpload } from '../../config/uploads';

export type AttachmentProblem = 'count' | 'type' | 'size';

export function attachmentProblem(files: readonly File[]): AttachmentProblem | null {
  if (files.length > UPLOAD_LIMITS.maxFiles) return 'count';
  if (files.some((f) => !isAllowedUpload(f.name))) return 'type';
  if (files.some((f) => f.size === 0 || f.size > UPLOAD_LIMITS.maxFileBytes)) return 'size';
  return null;
}

function base64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export async function encodeAttachments(files: readonly File[]): Promise<EncodedUpload[]> {
  return Promise.all(files.map(async (file) => ({ name: file.name, content: base64(await file.arrayBuffer()) })));
}
