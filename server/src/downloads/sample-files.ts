/**
 * Sample files for the default download folder, so a fresh `npm start`
 * serves real bytes: each listed file that is missing is written with
 * DOWNLOAD_FILES.sampleBytes of text naming it (the same bytes on every
 * machine, so its checksum is too). Only into the default folder: a folder
 * set with DOWNLOADS_DIR is the operator's, and a file missing there is shown
 * as unavailable.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DOWNLOAD_FILES } from '../server-limits.js';

export function sampleFileBytes(fileName: string, length: number = DOWNLOAD_FILES.sampleBytes): Buffer {
  const line = `Hashvale sample download: ${fileName}. Replace it with the released file (DOWNLOADS_DIR, README).\n`;
  return Buffer.from(line.repeat(Math.ceil(length / line.length)).slice(0, length));
}

/** Writes the missing samples; returns the names written. */
export async function writeSampleFiles(dir: string, names: readonly string[]): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    if (existsSync(file)) continue;
    await writeFile(file, sampleFileBytes(name));
    written.push(name);
  }
  return written;
}
