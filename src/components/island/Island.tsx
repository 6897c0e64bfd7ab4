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
import type { HydrateWhen } from './island-element';

export { ISLAND_ELEMENT, type HydrateWhen } from './island-element';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'hv-island': { 'data-island': string; 'data-hydrate': HydrateWhen; 'data-props': string; children?: React.ReactNode };
    }
  }
}

export interface IslandElementProps<P extends object> {
  /** Its name in the registry of islands (src/islands/registry.ts), which loads `component` under it: a test checks they agree. */
  name: string;
  hydrate: HydrateWhen;
  component: ComponentType<P>;
  /** JSON only: they cross the page as text. */
  props: P;
}

export function Island<P extends object>({ name, hydrate, component, props }: IslandElementProps<P>) {
  const Component = component as ComponentType<Record<string, unknown>>;
  return (
    <hv-island data-island={name} data-hydrate={hydrate} data-props={JSON.stringify(props)}>
      <Component {...(props as Record<string, unknown>)} />
    </hv-island>
  );
}
