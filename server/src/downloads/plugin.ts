/**
 * The download folder (DOWNLOADS_DIR): `app.downloads` (file-store.ts) for
 * the API's list with checksums and the pages, and GET /downloads/<name>,
 * which serves a listed file as an attachment with its type, length, ETag,
 * caching and single byte ranges. Only the names of src/config/downloads.ts
 * are served: any other name, a traversal or an encoded separator is a 404,
 * and a malformed escape the router's 400, never a path on disk.
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DOWNLOAD_FILE_NAMES, DOWNLOADS_PATH } from '../../../src/config/downloads.js';
import { matchesEtag } from '../lib/negotiation.js';
import { DOWNLOAD_FILES } from '../server-limits.js';
import { byteRange } from './byte-range.js';
import { createDownloadFileStore, type DownloadFileStore, type FileVersion } from './file-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    downloads: DownloadFileStore;
  }
}

const CONTENT_TYPES: ReadonlyArray<readonly [string, string]> = [
  ['.exe', 'application/vnd.microsoft.portable-executable'],
  ['.zip', 'application/zip'],
  ['.gz', 'application/gzip'],
  ['.dmg', 'application/x-apple-diskimage'],
];

export function contentTypeOf(fileName: string): string {
  const ext = path.extname(fileName).toLowerCase();
  return CONTENT_TYPES.find(([suffix]) => suffix === ext)?.[1] ?? 'application/octet-stream';
}

/** Changes when the file is replaced (length or time), without reading it. */
function etagOf(found: FileVersion): string {
  return `"${found.size.toString(36)}-${Math.floor(found.mtimeMs).toString(36)}"`;
}

function sendFile(request: FastifyRequest, reply: FastifyReply, fileName: string, found: FileVersion): FastifyReply {
  const etag = etagOf(found);
  reply.headers({
    'content-type': contentTypeOf(fileName),
    // The listed names are plain ASCII without quotes (src/config/downloads.ts), so they go as they are.
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': `public, max-age=${DOWNLOAD_FILES.maxAgeSeconds}`,
    'accept-ranges': 'bytes',
    'last-modified': new Date(found.mtimeMs).toUTCString(),
    etag,
  });
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== etag ? { kind: 'whole' as const } : byteRange(request.headers.range, found.size);
  if (range.kind === 'unsatisfiable') {
    reply.removeHeader('content-disposition');
    return reply.code(416).header('content-range', `bytes */${found.size}`).send();
  }
  const { start, end } = range.kind === 'part' ? range : { start: 0, end: found.size - 1 };
  const length = Math.max(0, end - start + 1);
  reply.header('content-length', length);
  if (range.kind === 'part') reply.code(206).header('content-range', `bytes ${start}-${end}/${found.size}`);
  // HEAD is this route's own (not Fastify's generated one, which would read the file to drain it).
  if (request.method === 'HEAD' || length === 0) return reply.send();
  return reply.send(createReadStream(found.path, { start, end }));
}

export default fp(
  async function downloads(app: FastifyInstance) {
    const store = createDownloadFileStore(app.config.downloadsDir, DOWNLOAD_FILE_NAMES);
    app.decorate('downloads', store);

    app.route<{ Params: { '*': string } }>({
      method: ['GET', 'HEAD'],
      url: `${DOWNLOADS_PATH}/*`,
      handler: async (request, reply) => {
        const fileName = request.params['*'];
        const found = await store.locate(fileName);
        if (!found) return reply.callNotFound();
        return sendFile(request, reply, fileName, found);
      },
    });
  },
  { name: 'downloads' },
);
