/**
 * GET api/v2/asyncapi.json, read into the websocket reference
 * (src/config/websocket-reference.ts). Public and kept by the worker, so the
 * reference reads offline once visited.
 */
import { API } from '../../../config/api-contract';
import { websocketReference, type WebsocketReference } from '../../../config/websocket-reference';
import { api, type Answer } from '../../../lib/api';

export async function fetchWebsocketReference(signal?: AbortSignal): Promise<Answer<WebsocketReference>> {
  const { data, asOf } = await api.read(API.asyncApi, { signal });
  return { data: websocketReference(data), asOf };
}
