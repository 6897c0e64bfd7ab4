import { renderToString } from 'react-dom/server';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';
import { PageChunkError } from './version-check';

function Page() {
  return <h1>The page</h1>;
}

describe('lazyPage', () => {
  const html = (Lazy: ReturnType<typeof lazyPage>) =>
    renderToString(
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>,
    );

  it('renders at once, without suspending, once its module is preloaded', async () => {
    const page = lazyPage('route', () => Promise.resolve({ Page }));
    await expect(page.preload()).resolves.toBe('Page');
    expect(html(page)).toContain('<h1>The page</h1>');
  });

  it('suspends when its module has not been fetched yet', () => {
    const page = lazyPage('route', () => Promise.resolve({ Page }));
    expect(html(page)).toContain('loading');
  });

  it('can fetch its module again after a failed fetch', async () => {
    let calls = 0;
    const page = lazyPage('flaky', () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ Page })));
    await expect(page.preload()).rejects.toThrow(PageChunkError);
    await expect(page.preload()).resolves.toBe('Page');
    expect(calls).toBe(2);
  });

  it('refuses a module that exports more than its page', async () => {
    const page = lazyPage('two', () => Promise.resolve({ Page, Other: Page }));
    await expect(page.preload()).rejects.toThrow(/two must export its page only; it exports Page, Other/);
  });
});
