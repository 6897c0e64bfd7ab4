/**
 * A profile picture chosen in the browser: checked before it is sent (the
 * server checks the bytes again), read as a data URL for the preview (the CSP
 * allows data: images, not blob:), and turned into the upload's base64 body.
 */
import { PROFILE_PICTURE_LIMITS } from '../../config/limits';
import { fileExtension, type EncodedUpload } from '../../config/uploads';

export type PictureProblem = 'wrongType' | 'tooLarge' | 'empty';

/** The largest picture in whole megabytes, for messages. */
export const PICTURE_MAX_MB = PROFILE_PICTURE_LIMITS.maxBytes / (1024 * 1024);

/** What is wrong with a chosen file before any upload, or null. */
export function pictureProblem(file: { name: string; size: number }): PictureProblem | null {
  const extension = fileExtension(file.name);
  if (!extension || !(PROFILE_PICTURE_LIMITS.extensions as readonly string[]).includes(extension)) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > PROFILE_PICTURE_LIMITS.maxBytes) return 'tooLarge';
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** The upload body of a file read as a data URL: its name and the base64 after the comma. */
export function encodedPicture(name: string, dataUrl: string): EncodedUpload {
  return { name, content: dataUrl.slice(dataUrl.indexOf(',') + 1) };
}
