import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PageChunkError } from './version-check';

/**
 * A lazily loaded page: `load` is a literal `import()` (one chunk per page
 * module). A failed fetch of the chunk becomes a PageChunkError, which the
 * PageLoadBoundary answers with the version check.
 */
export function lazyPage<M extends Record<string, unknown>>(
  chunk: string,
  load: () => Promise<M>,
  exportName: keyof M & string,
): LazyExoticComponent<ComponentType> {
  return lazy(() =>
    load()
      .catch((cause: unknown) => {
        throw new PageChunkError(chunk, { cause });
      })
      .then((module) => ({ default: module[exportName] as ComponentType })),
  );
}
