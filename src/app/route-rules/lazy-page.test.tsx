import { renderToString } from 'react-dom/server';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

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
    const page = lazyPage('Page', () => Promise.resolve({ Page }), 'Page');
    await page.preload();
    expect(html(page)).toContain('<h1>The page</h1>');
    expect(page.chunk).toBe('Page');
  });

  it('suspends when its module has not been fetched yet', () => {
    const page = lazyPage('Page', () => Promise.resolve({ Page }), 'Page');
    expect(html(page)).toContain('loading');
  });

  it('can fetch its module again after a failed fetch', async () => {
    let calls = 0;
    const page = lazyPage(
      'Flaky',
      () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ Page })),
      'Page',
    );
    await expect(page.preload()).rejects.toThrow(/Flaky/);
    await expect(page.preload()).resolves.toEqual({ default: Page });
    expect(calls).toBe(2);
  });
});
