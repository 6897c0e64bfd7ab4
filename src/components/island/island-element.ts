/** The element an island renders in (Island.tsx); the shell's stylesheet gives it `display: contents`. */
export const ISLAND_ELEMENT = 'hv-island';

/**
 * When an island hydrates: `load` at once, `idle` when the browser is idle,
 * `visible` when it comes near the screen, `interaction` when a pointer,
 * focus or key first reaches it (a press meanwhile is held and replayed),
 * `scroll` at the page's first scroll.
 */
export type HydrateWhen = 'load' | 'idle' | 'visible' | 'interaction' | 'scroll';
