// @vitest-environment jsdom
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated, useHydratedSoon } from './use-hydrated';

/** What each render saw: [useHydrated, useHydratedSoon]. */
let seen: [boolean, boolean][] = [];

function Probe() {
  const hydrated = useHydrated();
  const soon = useHydratedSoon();
  seen.push([hydrated, soon]);
  return <p>{soon ? 'all options' : 'the chosen one'}</p>;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  root = undefined;
  seen = [];
  document.body.innerHTML = '';
});

describe('useHydratedSoon', () => {
  it('is false on the server and while hydrating, so hydration finds the server markup', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('the chosen one');
    document.body.append(container);
    seen = [];
    startTransition(() => {
      root = hydrateRoot(container, <Probe />);
    });
    for (let i = 0; i < 20 && container.textContent !== 'all options'; i++) await nextTask();
    expect(seen[0]).toEqual([false, false]);
    expect(container.textContent).toBe('all options');
  });

  it("turns true after hydration in a render of its own, not in useHydrated's synchronous one", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    seen = [];
    startTransition(() => {
      root = hydrateRoot(container, <Probe />);
    });
    for (let i = 0; i < 20 && seen.at(-1)?.[1] !== true; i++) await nextTask();
    // React renders useHydrated's change synchronously right after hydration; the costly part waits for the next.
    expect(seen).toContainEqual([true, false]);
    expect(seen.at(-1)).toEqual([true, true]);
    expect(seen.findIndex(([, soon]) => soon)).toBeGreaterThan(seen.findIndex(([hydrated]) => hydrated));
  });

  it('is true from the first render in a page the browser renders itself', () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    flushSync(() => root!.render(<Probe />));
    expect(seen[0]).toEqual([true, true]);
    expect(container.textContent).toBe('all options');
  });
});
