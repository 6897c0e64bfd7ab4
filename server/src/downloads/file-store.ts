/**
 * The download folder as the pages see it: for each file the download pages
 * list (src/config/downloads.ts), whether the folder holds it, its length and
 * the SHA-256 of its bytes. A checksum is computed once per version of a file
 * (its length and modification time) and kept: the cache holds at most one
 * entry per listed name, so it is bounded by the list, and files are hashed
 * one at a time, streamed, so a large image costs no memory and no burst of
 * reads. A file that is missing, or not a regular file, is unavailable.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { DownloadFileInfo } from '../../../src/config/api/reference.js';

export interface FileVersion {
  path: string;
  size: number;
  mtimeMs: number;
}

export interface DownloadFileStore {
  /** Every listed file, in the list's order. */
  list(): Promise<DownloadFileInfo[]>;
  /** The file on disk for a listed name, or undefined (not listed, missing, not a regular file). */
  locate(fileName: string): Promise<FileVersion | undefined>;
}

function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

export function createDownloadFileStore(dir: string, names: readonly string[]): DownloadFileStore {
  const listed = new Set(names);
  const checksums = new Map<string, { version: string; sha256: Promise<string> }>();
  let queue: Promise<unknown> = Promise.resolve();

  async function locate(fileName: string): Promise<FileVersion | undefined> {
    if (!listed.has(fileName)) return undefined;
    const file = path.join(dir, fileName);
    try {
      const info = await stat(file);
      return info.isFile() ? { path: file, size: info.size, mtimeMs: info.mtimeMs } : undefined;
    } catch {
      return undefined;
    }
  }

  function checksum(fileName: string, found: FileVersion): Promise<string> {
    const version = `${found.size}:${found.mtimeMs}`;
    const kept = checksums.get(fileName);
    if (kept?.version === version) return kept.sha256;
    // One file at a time: the next hash starts when the one before it ended, however it ended.
    const sha256 = queue.then(() => sha256Of(found.path));
    queue = sha256.catch(() => undefined);
    checksums.set(fileName, { version, sha256 });
    // A failed read is not kept: the next request tries again.
    sha256.catch(() => {
      if (checksums.get(fileName)?.sha256 === sha256) checksums.delete(fileName);
    });
    return sha256;
  }

  async function info(fileName: string): Promise<DownloadFileInfo> {
    const found = await locate(fileName);
    if (!found) return { fileName, available: false };
    try {
      return { fileName, available: true, sizeBytes: found.size, sha256: await checksum(fileName, found) };
    } catch {
      return { fileName, available: false };
    }
  }

  return {
    list: () => Promise.all(names.map(info)),
    locate,
  };
}
