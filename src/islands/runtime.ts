/**
 * The islands of a page rendered as islands (docs/rendering.md, "Islands"):
 * finds each outermost `<hv-island>` of the page and hydrates it when it is
 * due (`data-hydrate`: at once, when idle, near the screen, at the first
 * scroll, or when first used). Whatever its schedule, an island hydrates
 * as soon as a pointer, focus or key reaches it (or had the focus before
 * this script ran); a press on one of its buttons or a form sent before it
 * is hydrated is held and replayed once it is (src/lib/early-events.ts), as
 * public/before-app.js does for the page before this script runs, and the
 * latest value of each field changed meanwhile is given back to it
 * (./control-values.ts). Nothing here imports React: the first island to
 * hydrate brings it.
 */
import { replayEarlyEvents, type EarlyEvent } from '../lib/early-events';
import { changedControls, restoreControls, valueOf, type ControlValue } from './control-values';
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
  /** Presses and sends on each island not yet hydrated, in order. */
  const held = new Map<Element, EarlyEvent[]>();
  /**
   * The latest value of each field changed on an island not yet hydrated,
   * kept from the events as they come: React may set a field back before the
   * island is done, and a value read once before hydrating would miss the keys
   * pressed while it runs.
   */
  const chosen = new Map<Element, Map<Element, ControlValue>>();
  const choose = (island: Element, values: readonly ControlValue[]): void => {
    const fields = chosen.get(island) ?? new Map<Element, ControlValue>();
    for (const value of values) fields.set(value.control, value);
    chosen.set(island, fields);
  };
  /** Islands whose hydration is done: React has their events from then on. */
  const ready = new Set<Element>();
  /** Islands whose code could not load: their presses are the browser's. */
  const failed = new Set<Element>();
  const cleanups: (() => void)[] = [];

  const hydrate = (island: Element): Promise<void> => {
    let root = roots.get(island);
    if (!root) {
      failed.delete(island);
      const name = island.getAttribute('data-island');
      markup.set(island, island.innerHTML);
      root = isIslandName(name)
        ? (async () => {
            const [{ hydrateIsland }, Component, ctx] = await Promise.all([import('./island-root'), ISLANDS[name](), context()]);
            const props = JSON.parse(island.getAttribute('data-props') ?? '{}') as Record<string, unknown>;
            // What the browser filled in without an event (a form restored on going back, autofill), as it stands before React looks.
            choose(island, changedControls(island, new Set(chosen.get(island)?.keys())));
            return hydrateIsland(island, Component as Parameters<typeof hydrateIsland>[1], props, ctx);
          })()
        : Promise.resolve(undefined);
      roots.set(island, root);
      const done = () => {
        // Ready first: the events that give the values back are React's to handle, not more typing to hold.
        ready.add(island);
        island.setAttribute(HYDRATED_ATTRIBUTE, '');
        restoreControls([...(chosen.get(island)?.values() ?? [])]);
        chosen.delete(island);
        const events = held.get(island) ?? [];
        held.delete(island);
        if (events.length > 0) void replayEarlyEvents(events);
      };
      const fail = (error: unknown) => {
        // Its code could not load (offline, the chunk not kept): asked for again at the next use, the typed values kept;
        // until then its presses are the browser's, and a held link is followed as the plain link it is.
        roots.delete(island);
        failed.add(island);
        console.error(`The island ${island.getAttribute('data-island') ?? ''} could not load`, error);
        const events = held.get(island) ?? [];
        held.delete(island);
        const link = events.find((event) => event.target instanceof HTMLAnchorElement);
        if (link?.target.isConnected) (link.target as HTMLAnchorElement).click();
      };
      void root.then(done, fail);
    }
    return root.then(
      () => undefined,
      () => undefined,
    );
  };

  const hold = (event: EarlyEvent): void => {
    const island = islandOf(event.target);
    if (!island) return;
    const value = event.type === 'input' ? valueOf(event.target) : undefined;
    if (value) choose(island, [value]);
    else if (event.type !== 'input') held.set(island, [...(held.get(island) ?? []), event]);
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
    hold({ type: 'input', target: event.target as Element, submitter: null });
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
  // A field the visitor (or a test) focused before this script ran: its island is in use, and no focus event will come again.
  const focused = islandOf(doc.activeElement);
  if (focused) void hydrate(focused);

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
