/**
 * The API reference for a page: what the server rendered it with (page
 * data), else read from the OpenAPI document after mount (a page the browser
 * draws itself: the worker's shell, offline). Served data is not asked for
 * again: the document changes only with the server, whose new pages carry
 * the new data.
 */
import { useCallback } from 'react';
import type { ReferenceIndex, ReferenceOperationDetail } from '../../config/api-reference';
import { useServed } from '../../lib/page-data';
import { ready, type Remote } from '../../lib/remote';
import { useRemote } from '../../lib/use-remote';
import { fetchOperationDetail, fetchReferenceIndex } from './api/get-reference';

const INDEX_REQUEST = { apiReference: true } as const;

/**
 * The document's answer without its time: the reference is not live data, and
 * the page the server rendered (with no time to show) must read the same.
 */
function timeless<T>(state: Remote<T>): Remote<T> {
  return state.status === 'ready' ? ready(state.data) : state;
}

export interface ReferenceState<T> {
  state: Remote<T>;
  reload: () => void;
}

export function useApiReference(): ReferenceState<ReferenceIndex> {
  const served = useServed<ReferenceIndex>(INDEX_REQUEST) ?? undefined;
  const remote = useRemote<ReferenceIndex>(served ? undefined : fetchReferenceIndex);
  return { state: served ? ready(served) : timeless(remote.state), reload: remote.reload };
}

export function useApiOperation(name: string): ReferenceState<ReferenceOperationDetail | null> {
  const served = useServed<ReferenceOperationDetail>({ apiOperation: name });
  const load = useCallback((signal: AbortSignal) => fetchOperationDetail(name, signal), [name]);
  const remote = useRemote<ReferenceOperationDetail | null>(served === undefined ? load : undefined);
  return { state: served !== undefined ? ready(served) : timeless(remote.state), reload: remote.reload };
}
