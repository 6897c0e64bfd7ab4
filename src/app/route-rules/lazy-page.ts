import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PageChunkError } from './version-check';

/**
 * A page module: it exports its page component and nothing else, named as its
 * file (`AboutPage.tsx` exports `AboutPage`). The build names the module's
 * chunk after its file, so that one name is the page's export and its chunk.
 */
export type PageModule = Readonly<Record<string, ComponentType>>;

/** A literal `import()` of a page module: the build makes each its own chunk. */
export type PageLoader = () => Promise<PageModule>;

/** A lazily loaded page that can be fetched ahead of its first render. */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  /**
   * Fetches the page's module and resolves to its chunk name (the page's
   * export): the server links that chunk's built files (docs/rendering.md);
   * the page then renders without waiting once React asks for it.
   */
  readonly preload: () => Promise<string>;
};

/** The page a module exports, under its one name. */
function pageExport(label: string, module: PageModule): { chunk: string; page: ComponentType } {
  const names = Object.keys(module);
  if (names.length !== 1) throw new Error(`The page module of ${label} must export its page only; it exports ${names.join(', ') || 'nothing'}`);
  const chunk = names[0]!;
  return { chunk, page: module[chunk]! };
}

/**
 * A lazily loaded page. `label` (its route's name) names it in errors before
 * its module is in. A failed fetch of the chunk becomes a PageChunkError,
 * which the PageLoadBoundary answers with the version check.
 */
export function lazyPage(label: string, load: PageLoader): LazyPage {
  let loading: Promise<string> | undefined;
  let loaded: { chunk: string; page: ComponentType } | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = pageExport(label, module)).chunk,
      (cause: unknown) => {
        loading = undefined;
        throw new PageChunkError(label, { cause });
      },
    ));
  // A module already fetched is handed over at once (a thenable that calls back
  // synchronously), so React renders the page without suspending: a server
  // render holds the page itself and hydration finds it in place.
  // React only calls `then` on what the factory returns; the type asks for a Promise.
  const resolvedNow = () =>
    ({
      then: (onFulfilled: (module: { default: ComponentType }) => unknown) => onFulfilled({ default: loaded!.page }),
    }) as unknown as Promise<{ default: ComponentType }>;
  const fetched = () => preload().then(() => ({ default: loaded!.page }));
  return Object.assign(
    lazy(() => (loaded ? resolvedNow() : fetched())),
    { preload },
  );
}
