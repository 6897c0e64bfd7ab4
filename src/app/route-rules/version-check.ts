/**
 * After a page's chunk failed to load while online (spec section 2, "Route
 * rules"): is a newer build being served? A deploy removes the old hashed
 * chunks, so a tab opened before it can no longer load pages: it needs a
 * reload, not an error. /version.json is never cached (server and service
 * worker), so it tells the truth.
 */
import { APP_VERSION } from '../../lib/build-info';
import { VERSION_FILE_URL } from '../../config/paths';

export type ServedVersion = 'newer' | 'same' | 'unknown';

/** A chunk that could not be fetched, as opposed to a page that failed to render. */
export class PageChunkError extends Error {
  override readonly name = 'PageChunkError';
  /** `page`: the route whose page module it is. */
  constructor(
    readonly page: string,
    options: { cause: unknown },
  ) {
    super(`The page module of ${page} did not load`, options);
  }
}

export function compareServedVersion(served: unknown, running: string = APP_VERSION): ServedVersion {
  const version = (served as { version?: unknown } | null)?.version;
  if (typeof version !== 'string' || version === '') return 'unknown';
  // Any other build than the running one is the newer one: builds are only ever replaced forwards.
  return version === running ? 'same' : 'newer';
}

export async function checkServedVersion(fetchJson: (url: string) => Promise<unknown> = fetchNoStore): Promise<ServedVersion> {
  try {
    return compareServedVersion(await fetchJson(VERSION_FILE_URL));
  } catch {
    return 'unknown';
  }
}

async function fetchNoStore(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}
