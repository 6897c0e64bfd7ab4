/**
 * `app.content`: the articles in memory (content/content-index.ts), built
 * from the database when the app is built. `reload()` rebuilds it after the
 * database changed; `reloadAfter(load)` runs a load of the Markdown files
 * first (content/reload-content.ts, the admin command `content reload`). The
 * loader is not imported here: it pulls in the Markdown renderer and the
 * sanitiser, which the app does not need to answer.
 * A rebuild builds the new content's search a few articles at a time (the
 * old content answering meanwhile, content/content-index.ts), then swaps.
 * Reloads run one at a time (CONTENT_RELOAD_QUEUE) and tell the listeners,
 * so cached answers of the old content go (routes/content.ts drops its
 * entries from the response cache). Content loaded through another server
 * (or a start or admin command) on a shared PostgreSQL arrives through the
 * change channel: one rebuild waits in the queue however many notices come.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ContentIndex } from '../content/content-index.js';
import { WorkQueue } from '../lib/work-queue.js';
import { CONTENT_RELOAD_QUEUE } from '../server-limits.js';

export interface ContentService {
  index: ContentIndex;
  /** Re-reads every article from the database; returns how many there are. */
  reload(): Promise<number>;
  /**
   * Runs `load` (which writes the database: content/reload-content.ts), then
   * reloads, in the same turn of the queue; returns what `load` returned and
   * how many articles there are.
   */
  reloadAfter<T extends object>(load: () => Promise<T>): Promise<T & { articles: number }>;
  onReload(listener: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService;
  }
}

export default fp(async function contentIndex(app: FastifyInstance) {
  const index = new ContentIndex(await app.repos.content.all());
  const listeners: Array<() => void> = [];
  const queue = new WorkQueue(CONTENT_RELOAD_QUEUE);
  const rebuild = async () => {
    await index.rebuild(await app.repos.content.all());
    for (const listener of listeners) listener();
    return index.size;
  };
  // One rebuild waiting is enough: it reads whatever has committed when it starts.
  let rebuildWaiting = false;
  const rebuildOnNotice = () => {
    if (rebuildWaiting) return;
    rebuildWaiting = true;
    queue
      .run(() => {
        rebuildWaiting = false;
        return rebuild();
      })
      .catch((err: unknown) => {
        rebuildWaiting = false;
        app.log.warn({ err }, 'rebuilding the content index after a change elsewhere failed');
      });
  };
  app.changes.on('content', rebuildOnNotice);
  app.changes.onResync(rebuildOnNotice);
  app.decorate('content', {
    index,
    reload: () => queue.run(rebuild),
    reloadAfter: <T extends object>(load: () => Promise<T>) =>
      queue.run(async () => {
        const result = await load();
        return { ...result, articles: await rebuild() };
      }),
    onReload(listener: () => void) {
      listeners.push(listener);
    },
  } satisfies ContentService);
});
