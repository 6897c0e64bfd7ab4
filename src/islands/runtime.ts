/**
 * The islands of a page rendered as islands (docs/rendering.md, "Islands"):
 * finds each outermost `<hv-island>` of the page and hydrates it when it is
 * due (`data-hydrate`: at once, when idle, near the screen, at the first
 * scroll, or when first used). Whatever its schedule, an island hydrates
 * as soon as a pointer, focus or key reaches it; a press on one of its
 * buttons, a form sent or a field changed before it is hydrated is held and
 * replayed once it is (src/lib/early-events.ts), as public/before-app.js does
 * for the page before this script runs. Nothing here imports React: the
 * first island to hydrate brings it.
 */
import { replayEarlyEvents, type EarlyEvent } from '../lib/early-events';
import { changedControls, restoreControls } from './control-values';
import { ISLAND_ELEMENT } from '../components/island/island-element';
import { ISLANDS, isIslandName, type HydrateWhen } from './registry';
import type { IslandContext } from './island-root';

/** How far from the screen a `visible` island starts hydrating. */
const VISIBLE_MARGIN = '200px 0px';
/** At the latest, an `idle` island hydrates this long after the page starts. */
const IDLE_TIMEOUT_MS = 2000;
/** Set on an island once hydrated (for tests and a reader of the DOM). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
const WAKE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const;

export interface IslandsRuntime {
  /** Hydrates the island `element` (an `<hv-island>`) if not yet; resolves once its effects have run. */
  hydrate(element: Element): Promise<void>;
  /** The islands hydrated or hydrating. */
  readonly started: ReadonlySet<Element>;
  /** Unmounts every hydrated island, putting back the markup the server wrote (before the whole app takes the page). */
  restore(): Promise<void>;
}

export function outermostIslands(root: ParentNode): Element[] {
  return [...root.querySelectorAll(ISLAND_ELEMENT)].filter((island) => island.parentElement?.closest(ISLAND_ELEMENT) == null);
}

function islandOf(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  let island = target.closest(ISLAND_ELEMENT);
  // The outermost one: an inner island is hydrated with the one around it.
  while (island?.parentElement?.closest(ISLAND_ELEMENT)) island = island.parentElement.closest(ISLAND_ELEMENT);
  return island;
}

/**
 * What an island is seen through: it has no box of its own (display:
 * contents), so its elements; the element around it when it holds only text
 * (a figure computed in the browser); itself while it draws nothing (the
 * stylesheet gives an empty one a place).
 */
function observedElements(island: Element): Element[] {
  const children = [...island.children];
  if (children.length > 0) return children;
  return island.textContent?.trim() && island.parentElement ? [island.parentElement] : [island];
}

export function startIslands(doc: Document, context: () => Promise<IslandContext>, early: readonly EarlyEvent[] = []): IslandsRuntime {
  const view = doc.defaultView ?? window;
  const roots = new Map<Element, Promise<{ unmount(): void } | undefined>>();
  const markup = new Map<Element, string>();
  const held = new Map<Element, EarlyEvent[]>();
  /** Islands whose hydration is done: React has their events from then on. */
  const ready = new Set<Element>();
  /** Islands whose code could not load: their presses are the browser's. */
  const failed = new Set<Element>();
  const cleanups: (() => void)[] = [];

  const hydrate = (island: Element): Promise<void> => {
    let root = roots.get(island);
    if (!root) {
      const name = island.getAttribute('data-island');
      markup.set(island, island.innerHTML);
      root = isIslandName(name)
        ? (async () => {
            const [{ hydrateIsland }, Component, ctx] = await Promise.all([import('./island-root'), ISLANDS[name](), context()]);
            const props = JSON.parse(island.getAttribute('data-props') ?? '{}') as Record<string, unknown>;
            const chosen = changedControls(island);
            const root = await hydrateIsland(island, Component as Parameters<typeof hydrateIsland>[1], props, ctx);
            restoreControls(chosen);
            return root;
          })()
        : Promise.resolve(undefined);
      roots.set(island, root);
      void root.then(
        () => {
          ready.add(island);
          island.setAttribute(HYDRATED_ATTRIBUTE, '');
          const events = held.get(island) ?? [];
          held.delete(island);
          if (events.length > 0) void replayEarlyEvents(events);
        },
        (error: unknown) => {
          // Its code could not load (offline, the chunk not kept): a held link is followed as a plain link.
          failed.add(island);
          console.error(`The island ${island.getAttribute('data-island') ?? ''} could not load`, error);
          const events = held.get(island) ?? [];
          held.delete(island);
          const link = events.find((event) => event.target instanceof HTMLAnchorElement);
          if (link?.target.isConnected) (link.target as HTMLAnchorElement).click();
        },
      );
    }
    return root.then(
      () => undefined,
      () => undefined,
    );
  };

  const hold = (event: EarlyEvent): void => {
    const island = islandOf(event.target);
    if (!island) return;
    held.set(island, [...(held.get(island) ?? []), event]);
    void hydrate(island);
  };

  // Presses, sends and typing on islands not yet hydrated (as public/before-app.js holds them).
  const onPress = (event: Event): void => {
    const island = islandOf(event.target);
    if (!island || ready.has(island) || failed.has(island)) return;
    const target = event.target as Element;
    // A link marked data-hold-press (the video control) is a button once hydrated: held as one, not followed.
    const element = event.type === 'submit' ? target : target.closest('button, input[type=checkbox], input[type=radio], a[data-hold-press]');
    if (!element || (element as HTMLButtonElement).disabled) return;
    event.preventDefault();
    event.stopPropagation();
    hold({ type: event.type as 'click' | 'submit', target: element, submitter: (event as SubmitEvent).submitter ?? null });
  };
  const onField = (event: Event): void => {
    const island = islandOf(event.target);
    if (!island || ready.has(island)) return;
    const field = event.target as HTMLInputElement;
    hold({ type: 'input', target: field, submitter: null, value: field.value });
  };
  const onWake = (event: Event): void => {
    const island = islandOf(event.target);
    if (island) void hydrate(island);
  };
  for (const type of ['click', 'submit'] as const) doc.addEventListener(type, onPress, true);
  for (const type of ['input', 'change'] as const) doc.addEventListener(type, onField, true);
  for (const type of WAKE_EVENTS) doc.addEventListener(type, onWake, { capture: true, passive: true });
  cleanups.push(() => {
    for (const type of ['click', 'submit'] as const) doc.removeEventListener(type, onPress, true);
    for (const type of ['input', 'change'] as const) doc.removeEventListener(type, onField, true);
    for (const type of WAKE_EVENTS) doc.removeEventListener(type, onWake, true);
  });

  /** The island each watched element stands for. */
  const watchedFor = new WeakMap<Element, Element>();
  const visible =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              const island = watchedFor.get(entry.target);
              if (island) void hydrate(island);
              visible?.unobserve(entry.target);
            }
          },
          { rootMargin: VISIBLE_MARGIN },
        )
      : undefined;

  const schedule: Record<HydrateWhen, (island: Element) => void> = {
    load: (island) => void hydrate(island),
    idle: (island) => {
      const run = () => void hydrate(island);
      if (typeof view.requestIdleCallback === 'function') view.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      else view.setTimeout(run, 200);
    },
    visible: (island) => {
      if (!visible) return void hydrate(island);
      for (const element of observedElements(island)) {
        watchedFor.set(element, island);
        visible.observe(element);
      }
    },
    interaction: () => undefined,
    scroll: (island) => view.addEventListener('scroll', () => void hydrate(island), { once: true, passive: true }),
  };

  for (const island of outermostIslands(doc)) {
    const when = island.getAttribute('data-hydrate') as HydrateWhen | null;
    (schedule[when ?? 'interaction'] ?? schedule.interaction)(island);
  }
  for (const event of early) hold(event);

  return {
    hydrate,
    get started() {
      return new Set(roots.keys());
    },
    async restore() {
      for (const cleanup of cleanups) cleanup();
      visible?.disconnect();
      for (const [island, root] of roots) {
        // An island whose code could not load has nothing to unmount.
        (await root.catch(() => undefined))?.unmount();
        island.innerHTML = markup.get(island) ?? island.innerHTML;
        island.removeAttribute(HYDRATED_ATTRIBUTE);
      }
    },
  };
}
