/**
 * The API changelog for a page: what the server rendered it with (page data),
 * else api/v2/changelog after mount (the worker's shell, offline). No time is
 * shown: entries change only with the server's content.
 */
import type { ApiChangelog } from '../../config/api-changelog';
import { useServed } from '../../lib/page-data';
import { ready } from '../../lib/remote';
import { useRemote } from '../../lib/use-remote';
import { fetchApiChangelog } from './api/get-changelog';
import type { ReferenceState } from './use-api-reference';

const REQUEST = { apiChangelog: true } as const;

export function useApiChangelog(): ReferenceState<ApiChangelog> {
  const served = useServed<ApiChangelog>(REQUEST) ?? undefined;
  const remote = useRemote<ApiChangelog>(served ? undefined : fetchApiChangelog);
  const state = served ? ready(served) : remote.state.status === 'ready' ? ready(remote.state.data) : remote.state;
  return { state, reload: remote.reload };
}
