import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PageChunkError } from './version-check';

/** A lazily loaded page that names its chunk and can be fetched ahead of its first render. */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** The page module's chunk name (its file name): the server links its built files (docs/rendering.md). */
  readonly chunk: string;
  /** Fetches the page's module; the page then renders without waiting once React asks for it. */
  readonly preload: () => Promise<unknown>;
};

/**
 * A lazily loaded page: `load` is a literal `import()` (one chunk per page
 * module). A failed fetch of the chunk becomes a PageChunkError, which the
 * PageLoadBoundary answers with the version check.
 */
export function lazyPage<M extends Record<string, unknown>>(
  chunk: string,
  load: () => Promise<M>,
  exportName: keyof M & string,
): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: { default: ComponentType } | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = { default: module[exportName] as ComponentType }),
      (cause: unknown) => {
        loading = undefined;
        throw new PageChunkError(chunk, { cause });
      },
    ));
  // A module already fetched is handed over at once (a thenable that calls back
  // synchronously), so React renders the page without suspending: a server
  // render holds the page itself and hydration finds it in place.
  // React only calls `then` on what the factory returns; the type asks for a Promise.
  const resolvedNow = () =>
    ({
      then: (onFulfilled: (module: { default: ComponentType }) => unknown) => onFulfilled(loaded!),
    }) as unknown as Promise<{ default: ComponentType }>;
  return Object.assign(
    lazy(() => (loaded ? resolvedNow() : preload())),
    { chunk, preload },
  );
}
