/**
 * The websocket reference for a page: what the server rendered it with (page
 * data), else read from the AsyncAPI document after mount (the worker's
 * shell, offline). As the API reference, it shows no time: the document
 * changes only with the server.
 */
import type { WebsocketReference } from '../../config/websocket-reference';
import { useServed } from '../../lib/page-data';
import { ready } from '../../lib/remote';
import { useRemote } from '../../lib/use-remote';
import { fetchWebsocketReference } from './api/get-websocket-reference';
import type { ReferenceState } from './use-api-reference';

const REQUEST = { websocketReference: true } as const;

export function useWebsocketReference(): ReferenceState<WebsocketReference> {
  const served = useServed<WebsocketReference>(REQUEST) ?? undefined;
  const remote = useRemote<WebsocketReference>(served ? undefined : fetchWebsocketReference);
  const state = served ? ready(served) : remote.state.status === 'ready' ? ready(remote.state.data) : remote.state;
  return { state, reload: remote.reload };
}
