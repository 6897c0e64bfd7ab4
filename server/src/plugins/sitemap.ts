/**
 * GET /sitemap.xml: every public page a crawler may read, as absolute URLs on
 * PUBLIC_URL: the routes without parameters (not the account area or a
 * user's own support cases) and one page per article (blog posts, help
 * articles of the categories visitors see, guides, jobs). Built from the
 * content index when first asked and again after a content reload.
 *
 * GET /robots.txt: the built public/robots.txt with a `Sitemap:` line on
 * PUBLIC_URL added (a static file cannot know the site's address).
 */
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { buildPath, ROUTES, SUPPORT_CATEGORIES_VISIBLE } from '../../../src/config/paths.js';
import { HOUR_S } from '../../../src/config/time.js';

/** The account area (kind 'account': the app, sign-in) and the user's own cases are nobody's to crawl. */
const PRIVATE_ROUTES = new Set(['account', 'supportMyCases', 'supportMyCasesNew', 'supportMyCase']);

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function articlePath(page: { category: string; sub: string; url: string }): string | undefined {
  if (page.category === 'blog') return buildPath('blogPost', { id: page.url });
  if (page.category === 'guide') return buildPath('guide', { url: page.url });
  if (page.category === 'jobs') return buildPath('jobs', { id: page.url });
  if ((SUPPORT_CATEGORIES_VISIBLE as readonly string[]).includes(page.category) && page.sub) {
    return buildPath('supportArticle', { category: page.category, sub: page.sub, id: page.url });
  }
  return undefined;
}

export function buildSitemap(base: string, pages: ReadonlyArray<{ category: string; sub: string; url: string; updated: number }>): string {
  const origin = base.replace(/\/+$/, '');
  const urls: string[] = [];
  for (const route of ROUTES) {
    if (route.kind === 'account' || PRIVATE_ROUTES.has(route.name) || route.pattern.includes(':') || route.pattern.includes('*')) continue;
    urls.push(`<url><loc>${escapeXml(origin + route.pattern)}</loc></url>`);
  }
  for (const page of pages) {
    const p = articlePath(page);
    if (p) urls.push(`<url><loc>${escapeXml(origin + p)}</loc><lastmod>${new Date(page.updated).toISOString().slice(0, 10)}</lastmod></url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export default fp(async function sitemap(app: FastifyInstance) {
  const robotsFile = path.join(app.config.staticDir, 'robots.txt');
  const robots = fs.existsSync(robotsFile) ? fs.readFileSync(robotsFile, 'utf8') : 'User-agent: *\nAllow: /\n';
  const robotsText = `${robots.trimEnd()}\nSitemap: ${app.config.publicUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', `public, max-age=${HOUR_S}`).send(robotsText),
  );

  let xml: string | undefined;
  app.content.onReload(() => {
    xml = undefined;
  });
  app.get('/sitemap.xml', async (_request, reply) => {
    xml ??= buildSitemap(app.config.publicUrl, app.content.index.pages());
    return reply.type('application/xml; charset=utf-8').header('cache-control', `public, max-age=${HOUR_S}`).send(xml);
  });
});
