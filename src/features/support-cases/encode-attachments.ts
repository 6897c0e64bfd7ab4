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

/** Why one file cannot be attached, or null. */
function fileProblem(file: File): AttachmentProblem | null {
  if (!isAllowedUpload(file.name)) return 'type';
  if (file.size === 0 || file.size > UPLOAD_LIMITS.maxFileBytes) return 'size';
  return null;
}

/**
 * Files just chosen, added to those already there: each that can be attached
 * joins the list (up to the count), the others are left out with the reason,
 * so the list only ever holds files that will be sent.
 */
export function addFiles(files: readonly File[], chosen: readonly File[]): { files: File[]; refused: { name: string; problem: AttachmentProblem }[] } {
  const next = [...files];
  const refused: { name: string; problem: AttachmentProblem }[] = [];
  for (const file of chosen) {
    const problem = fileProblem(file) ?? (next.length >= UPLOAD_LIMITS.maxFiles ? 'count' : null);
    if (problem) refused.push({ name: file.name, problem });
    else next.push(file);
  }
  return { files: next, refused };
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
