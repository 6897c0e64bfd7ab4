/** The element an island renders in (src/islands/Island.tsx); the shell's stylesheet gives it `display: contents`. */
export const ISLAND_ELEMENT = 'hv-island';
