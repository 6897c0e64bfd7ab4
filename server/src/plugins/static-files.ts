/**
 * Serves the built web app from memory (server/src/lib/static-file-store.ts):
 * precompressed variants by Accept-Encoding, ETag/304, long-lived caching for
 * hashed assets, and the SPA fallback (index.html) for page paths.
 *
 * It is one wildcard GET route rather than a not-found handler, because the
 * errors plugin owns the not-found handler: API paths and missing files are
 * passed to it (reply.callNotFound) and get the JSON 404 body.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../../../src/config/api-prefixes.js';
import { videoFrameSources } from '../../../src/config/product-videos.js';
import { REDIRECT_SOURCES } from '../../../src/config/redirect-sources.js';
import { matchesEtag } from '../lib/negotiation.js';
import { chooseEncoding, loadStaticFiles, type StaticFile } from '../lib/static-file-store.js';
import { contentSecurityPolicy, SECURITY_HEADERS } from '../lib/security-headers.js';

export interface StaticFilesOptions {
  /** The build directory (vite's dist/). Missing: a warning, and the server answers the API only. */
  dir: string;
  /**
   * HTTP status of the app shell for a page path (one that is no file), from
   * the route table (page-status.ts): unknown pages get 404 with the app's
   * not-found page as body. Without it every page path is 200.
   */
  pageStatus?: (pathname: string) => 200 | 404;
  /**
   * The app shell with the page written in (server/src/pages/render-page.ts):
   * title, description, alternates and a body for readers without JavaScript,
   * in the reader's language. Without it every page gets index.html as built.
   */
  renderPage?: (request: FastifyRequest, pathname: string, status: 200 | 404, shell: StaticFile) => Promise<StaticFile>;
  /**
   * The HTML's Content-Security-Policy, given the hash sources of the
   * stylesheets a page carries inline and the frame sources the page needs
   * (a product video's embed host); contentSecurityPolicy without Apple when
   * not given.
   */
  contentSecurityPolicy?: (inlineStyleHashes: readonly string[], frameSources: readonly string[]) => string;
}

export { CONTENT_SECURITY_POLICY } from '../lib/security-headers.js';

const INDEX_HTML = '/index.html';
/** The one path every path starting with `//` is rendered as (spec section 2: they go Home). */
const DOUBLE_SLASH_PAGE = '//';

/**
 * A path that names a file must not get the app shell (a script would receive
 * HTML). The extensions are listed, not guessed: page paths may hold dots
 * (`/guide/firmware-3.14-768`).
 */
const FILE_EXTENSION = /\.(?:js|mjs|css|map|json|webmanifest|png|jpe?g|gif|webp|avif|svg|ico|woff2?|txt|xml|pdf|zip|gz|br)$/i;

function looksLikeFile(pathname: string): boolean {
  return pathname.startsWith('/assets/') || FILE_EXTENSION.test(pathname);
}

/** `..` segments or NUL: never a page (and never a file: the map only holds the build's own paths). */
function isTraversal(pathname: string): boolean {
  return pathname.includes('\0') || pathname.split(/[/\\]/).includes('..');
}

type PolicyOf = (inlineStyleHashes: readonly string[], frameSources: readonly string[]) => string;

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StaticFile,
  status: number,
  policy: PolicyOf,
  frameSources: readonly string[] = [],
): FastifyReply {
  const encoding = chooseEncoding(file, request.headers['accept-encoding']);
  const variant = file.variants[encoding] ?? file.variants.identity;
  reply.header('content-type', file.contentType);
  reply.header('cache-control', file.cacheControl);
  if (!reply.hasHeader('vary')) reply.header('vary', 'Accept-Encoding');
  reply.headers(SECURITY_HEADERS);
  if (file.contentType.startsWith('text/html')) reply.header('content-security-policy', policy(file.inlineStyleHashes ?? [], frameSources));
  // An error page is not a cacheable representation of the URL: no ETag, no 304.
  if (status === 200) {
    reply.header('etag', variant.etag);
    if (matchesEtag(request.headers['if-none-match'], variant.etag)) return reply.code(304).send();
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.code(status).send(variant.body);
}

export default fp(
  async function staticFiles(app: FastifyInstance, opts: StaticFilesOptions) {
    const files = loadStaticFiles(opts.dir);
    if (!files) {
      app.log.warn({ dir: opts.dir }, 'web app build not found: serving the API only (run "npm run build:web")');
      return;
    }
    const pageStatus = opts.pageStatus ?? (() => 200);
    const policy: PolicyOf =
      opts.contentSecurityPolicy ?? ((inlineStyleHashes, frameSources) => contentSecurityPolicy({ appleSignInJs: false, inlineStyleHashes, frameSources }));
    app.log.info({ dir: opts.dir, files: files.size }, 'serving the web app');

    app.get('/*', async (request, reply) => {
      const rawPath = request.url.split('?', 1)[0] ?? '/';
      let pathname: string;
      try {
        pathname = decodeURIComponent(rawPath);
      } catch {
        return reply.callNotFound();
      }
      if (isApiPath(rawPath) || isApiPath(pathname)) return reply.callNotFound();

      const file = files.get(pathname);
      if (file) return send(request, reply, file, 200, policy);

      // A path starting with // goes Home (spec section 2): the app, whatever follows (a file name, "..", NUL).
      const goesHome = REDIRECT_SOURCES.doubleSlash.test(pathname);
      if (!goesHome && (looksLikeFile(pathname) || isTraversal(pathname))) return reply.callNotFound();
      const shell = files.get(INDEX_HTML);
      if (!shell) return reply.callNotFound();
      // Every such path is the same page (the app sends it Home), rendered and kept once, not once per path.
      const pagePath = goesHome ? DOUBLE_SLASH_PAGE : pathname;
      const status = pageStatus(pagePath);
      // A page with a product video may frame its embed host; no other page may (docs/shell.md, "Product videos").
      const frames = status === 200 ? videoFrameSources(pagePath) : [];
      if (!opts.renderPage) return send(request, reply, shell, status, policy, frames);
      // The page's language comes from the query, the locale cookie or Accept-Language.
      reply.header('vary', 'Accept-Encoding, Accept-Language, Cookie');
      return send(request, reply, await opts.renderPage(request, pagePath, status, shell), status, policy, frames);
    });
  },
  { name: 'static-files' },
);
