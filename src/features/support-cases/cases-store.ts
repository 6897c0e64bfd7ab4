/**
 * The private, per-user store of support cases: one IndexedDB database per
 * user (SUPPORT_CASES_DB_PREFIX + user id), so a second user of the same
 * browser opens another database and never reads the first one's cases.
 * Never the worker's cache: signed calls bypass it (docs/support-cases.md).
 */
import type { SupportCaseDetail, SupportCaseSummary } from '../../config/support-cases';
import { idbStore, SUPPORT_CASES_DB_PREFIX, SUPPORT_CASES_STORE, type IdbStore } from '../../lib/storage';
import type { FailedMessage, NewCaseDraft } from './types';

/** Data with the time it was fetched: what "as of" shows offline. */
export interface Stored<T> {
  fetchedAt: number;
  data: T;
}

export interface CasesRecords {
  list: Stored<SupportCaseSummary[]>;
  draft: NewCaseDraft;
  failed: FailedMessage[];
  [thread: `case:${string}`]: Stored<SupportCaseDetail>;
}

export type CasesStore = Pick<IdbStore<unknown>, 'clear'> & {
  get<K extends keyof CasesRecords>(key: K): Promise<CasesRecords[K] | undefined>;
  set<K extends keyof CasesRecords>(key: K, value: CasesRecords[K]): Promise<void>;
};

export function casesDbName(userId: string): string {
  return SUPPORT_CASES_DB_PREFIX + encodeURIComponent(userId);
}

/** A store in memory (tests; browsers without IndexedDB); it clones like IndexedDB does, so it refuses what IndexedDB would. */
export function memoryCasesStore(): CasesStore {
  const map = new Map<string, unknown>();
  return {
    get: async (key) => structuredClone(map.get(key)) as never,
    set: async (key, value) => void map.set(key, structuredClone(value)),
    clear: async () => map.clear(),
  };
}

function browserStore(userId: string): CasesStore {
  if (typeof indexedDB === 'undefined') return memoryCasesStore();
  return idbStore<unknown>({ name: casesDbName(userId), store: SUPPORT_CASES_STORE }) as unknown as CasesStore;
}

let make: (userId: string) => CasesStore = browserStore;
const opened = new Map<string, CasesStore>();

export function casesStoreFor(userId: string): CasesStore {
  let store = opened.get(userId);
  if (!store) {
    store = make(userId);
    opened.set(userId, store);
  }
  return store;
}

/** Clears every user's store this page opened, and every cases database the browser lists. */
export async function clearAllCasesStores(): Promise<void> {
  const stores = [...opened.values()];
  const listed = typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function' ? await indexedDB.databases() : [];
  for (const db of listed) {
    if (!db.name?.startsWith(SUPPORT_CASES_DB_PREFIX)) continue;
    const userId = decodeURIComponent(db.name.slice(SUPPORT_CASES_DB_PREFIX.length));
    if (!opened.has(userId)) stores.push(make(userId));
  }
  await Promise.all(stores.map((store) => store.clear().catch(() => undefined)));
}

/** Tests use memory stores. */
export function useCasesStores(factory: (userId: string) => CasesStore): void {
  make = factory;
  opened.clear();
}
