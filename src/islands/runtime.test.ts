// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outermostIslands, startIslands as start, type IslandsRuntime } from './runtime';

vi.mock('./island-root', () => ({
  hydrateIsland: vi.fn(async (element: Element) => {
    element.setAttribute('data-test-hydrated', '');
    return { unmount: () => element.removeAttribute('data-test-hydrated') };
  }),
}));

// The components are the registry's business (registry.test.ts): here each island is a component that draws nothing.
vi.mock('./registry', () => {
  const nothing = async () => () => null;
  const unreachable = async () => {
    throw new Error('Failed to fetch dynamically imported module');
  };
  const ISLANDS = { moreMenu: nothing, cookieNotice: nothing, shareLinks: nothing, videoControl: unreachable };
  return { ISLANDS, isIslandName: (name: string | null) => name !== null && name in ISLANDS };
});

function page(html: string): Document {
  document.body.innerHTML = html;
  return document;
}

// One runtime per page: each test's stops listening at its end.
const running: IslandsRuntime[] = [];
const startIslands = (...args: Parameters<typeof start>): IslandsRuntime => {
  const runtime = start(...args);
  running.push(runtime);
  return runtime;
};
afterEach(async () => {
  for (const runtime of running.splice(0)) await runtime.restore();
});

const context = async () => ({ locale: 'en', messages: {} as never, pageData: { data: {} } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the islands runtime', () => {
  it('finds the outermost islands only: an inner one hydrates with the one around it', () => {
    const doc = page(
      '<hv-island id="a" data-island="moreMenu"><hv-island id="b" data-island="shareLinks"></hv-island></hv-island><hv-island id="c" data-island="cookieNotice"></hv-island>',
    );
    expect(outermostIslands(doc).map((e) => e.id)).toEqual(['a', 'c']);
  });

  it('hydrates a "load" island at once and an "interaction" island only when a pointer or focus reaches it', async () => {
    const doc = page(
      '<hv-island id="now" data-island="moreMenu" data-hydrate="load" data-props="{}"><b>x</b></hv-island><hv-island id="later" data-island="cookieNotice" data-hydrate="interaction" data-props="{}"><button>ok</button></hv-island>',
    );
    startIslands(doc, context);
    await settle();
    expect(doc.getElementById('now')!.hasAttribute('data-hydrated')).toBe(true);
    expect(doc.getElementById('later')!.hasAttribute('data-hydrated')).toBe(false);
    doc.querySelector('#later button')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(doc.getElementById('later')!.hasAttribute('data-hydrated')).toBe(true);
  });

  it('holds a press on an island not yet hydrated, and presses it again once it is', async () => {
    const doc = page('<hv-island id="i" data-island="cookieNotice" data-hydrate="interaction" data-props="{}"><button>ok</button></hv-island>');
    startIslands(doc, context);
    const button = doc.querySelector('button')!;
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(pressed).not.toHaveBeenCalled();
    await settle();
    expect(pressed).toHaveBeenCalledTimes(1);
    // Hydrated: a press is React's from now on.
    const second = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
  });

  it('follows a held link press as a plain link when the island’s code cannot load (offline)', async () => {
    const doc = page(
      '<hv-island id="v" data-island="videoControl" data-hydrate="interaction" data-props="{}"><a href="#watch" data-hold-press>Watch</a></hv-island>',
    );
    startIslands(doc, context);
    const link = doc.querySelector('a')!;
    const seen: boolean[] = [];
    const onClick = (event: Event): void => {
      seen.push(event.defaultPrevented);
      event.preventDefault(); // jsdom cannot navigate
    };
    doc.defaultView!.addEventListener('click', onClick);
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    await settle();
    doc.defaultView!.removeEventListener('click', onClick);
    expect(reported).toHaveBeenCalledTimes(1);
    reported.mockRestore();
    // The first press was held (it never reached the page); the one pressed again once the load failed is followed.
    expect(seen).toEqual([false]);
    expect(doc.getElementById('v')!.hasAttribute('data-hydrated')).toBe(false);
  });

  it('puts the server markup back when the whole app takes the page', async () => {
    const doc = page('<hv-island id="i" data-island="moreMenu" data-hydrate="load" data-props="{}"><p>server</p></hv-island>');
    const islands = startIslands(doc, context);
    await settle();
    doc.getElementById('i')!.innerHTML = '<p>changed by the island</p>';
    await islands.restore();
    expect(doc.getElementById('i')!.innerHTML).toBe('<p>server</p>');
    expect(doc.getElementById('i')!.hasAttribute('data-hydrated')).toBe(false);
  });

  describe('a "visible" island', () => {
    /** An IntersectionObserver the test drives: `show(element)` reports it on screen. */
    function fakeObserver() {
      const watched = new Set<Element>();
      let report: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void = () => undefined;
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: typeof report) {
            report = callback;
          }
          observe(element: Element) {
            watched.add(element);
          }
          unobserve(element: Element) {
            watched.delete(element);
          }
          disconnect() {
            watched.clear();
          }
        },
      );
      return { watched, show: (target: Element) => report([{ target, isIntersecting: true }]) };
    }
    afterEach(() => vi.unstubAllGlobals());

    it('is watched through its elements, since it has no box of its own', async () => {
      const observer = fakeObserver();
      const doc = page('<hv-island id="i" data-island="shareLinks" data-hydrate="visible" data-props="{}"><a id="a">x</a><a id="b">y</a></hv-island>');
      startIslands(doc, context);
      expect([...observer.watched].map((e) => e.id)).toEqual(['a', 'b']);
      observer.show(doc.getElementById('b')!);
      await settle();
      expect(doc.getElementById('i')!.hasAttribute('data-hydrated')).toBe(true);
    });

    it('holding only text is watched through the element around it, and hydrates when that is seen', async () => {
      const observer = fakeObserver();
      const doc = page(
        '<dl><dt>Computed</dt><dd id="figure"><hv-island id="i" data-island="shareLinks" data-hydrate="visible" data-props="{}">Computing…</hv-island></dd></dl>',
      );
      startIslands(doc, context);
      expect([...observer.watched].map((e) => e.id)).toEqual(['figure']);
      observer.show(doc.getElementById('figure')!);
      await settle();
      expect(doc.getElementById('i')!.hasAttribute('data-hydrated')).toBe(true);
    });
  });
});
