/**
 * An interactive part of a page (docs/rendering.md, "Islands"). It renders
 * its component inside an `<hv-island>` element (`display: contents`, so the
 * layout does not see it) that names the island, says when it hydrates and
 * carries its props as JSON. Where the whole app runs (a page the browser
 * draws itself, or a page hydrated whole) the element is only a wrapper; on a
 * page rendered as islands the browser hydrates each outermost island on its
 * own (src/islands/runtime.ts), and nothing else of the page.
 *
 * An island's component takes only JSON props (they cross the page as text)
 * and does not call `useId` (an island hydrates as a root of its own, so ids
 * from its place in the page would differ): pass ids as props or constants.
 */
import type { ComponentType } from 'react';
export { ISLAND_ELEMENT } from './island-element';
import type { HydrateWhen, IslandName, IslandProps } from './registry';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'hv-island': { 'data-island': string; 'data-hydrate': HydrateWhen; 'data-props': string; children?: React.ReactNode };
    }
  }
}

export interface IslandElementProps<N extends IslandName> {
  name: N;
  hydrate: HydrateWhen;
  /** The component the registry loads under `name` (src/islands/registry.ts); a test checks they agree. */
  component: ComponentType<IslandProps<N>>;
  props: IslandProps<N>;
}

export function Island<N extends IslandName>({ name, hydrate, component, props }: IslandElementProps<N>) {
  const Component = component as ComponentType<Record<string, unknown>>;
  return (
    <hv-island data-island={name} data-hydrate={hydrate} data-props={JSON.stringify(props)}>
      <Component {...(props as Record<string, unknown>)} />
    </hv-island>
  );
}
