import { describe, expect, it } from 'vitest';
import { CredentialStore, type Credential, type CredentialLookup } from './credentials.js';
import { CREDENTIAL_CACHE_LIMITS } from '../server-limits.js';

const { apiKeyTtlMs: API_KEY_CACHE_MS, sessionTtlMs: SESSION_CACHE_MS } = CREDENTIAL_CACHE_LIMITS;

const API_KEY: Credential = { kind: 'apiKey', key: '00000000-0000-4000-8000-00000000000a', secret: 's', organizationId: 'org' };
const SESSION: Credential = { kind: 'session', key: '00000000-0000-4000-8000-00000000000b', secret: 's', userId: 'user' };

/** A lookup over a table the test edits, counting the queries it answers. */
function fakeLookup() {
  const rows = new Map<string, Credential>([
    [API_KEY.key, API_KEY],
    [SESSION.key, SESSION],
  ]);
  const members = new Set(['user org-1', 'user ']);
  const calls = { find: 0, membership: 0 };
  let pause: Promise<void> | undefined;
  const lookup: CredentialLookup = {
    async find(key) {
      calls.find++;
      const row = rows.get(key);
      await pause;
      return row;
    },
    async sessionOrganization(userId, organizationId) {
      calls.membership++;
      return members.has(`${userId} ${organizationId}`) ? organizationId || 'personal' : undefined;
    },
  };
  return { lookup, rows, members, calls, setPause: (p: Promise<void> | undefined) => void (pause = p) };
}

describe('CredentialStore', () => {
  it('drops the memberships of one user when told they changed, and everything on clear', async () => {
    const { lookup, members, rows, calls } = fakeLookup();
    const store = new CredentialStore(lookup, () => 0, CREDENTIAL_CACHE_LIMITS);
    await store.find(API_KEY.key);
    expect(await store.sessionOrganization('user', 'org-1')).toBe('org-1');
    members.delete('user org-1');
    expect(await store.sessionOrganization('user', 'org-1')).toBe('org-1');
    store.forgetMemberships('someone-else');
    expect(await store.sessionOrganization('user', 'org-1')).toBe('org-1');
    store.forgetMemberships('user');
    expect(await store.sessionOrganization('user', 'org-1')).toBeUndefined();
    rows.clear();
    expect(await store.find(API_KEY.key)).toEqual(API_KEY);
    store.clear();
    expect(await store.find(API_KEY.key)).toBeUndefined();
    expect(calls.find).toBe(2);
  });

  it('asks the database once per API key and session while they are fresh', async () => {
    const { lookup, calls } = fakeLookup();
    const store = new CredentialStore(lookup, () => 0, CREDENTIAL_CACHE_LIMITS);
    for (let i = 0; i < 5; i++) {
      expect(await store.find(API_KEY.key)).toEqual(API_KEY);
      expect(await store.find(SESSION.key.toUpperCase())).toEqual(SESSION);
    }
    expect(calls.find).toBe(2);
  });

  it('reads a session closed elsewhere again after SESSION_CACHE_MS, an API key after API_KEY_CACHE_MS', async () => {
    const { lookup, rows } = fakeLookup();
    let clock = 0;
    const store = new CredentialStore(lookup, () => clock, CREDENTIAL_CACHE_LIMITS);
    await store.find(API_KEY.key);
    await store.find(SESSION.key);
    rows.clear();
    clock = SESSION_CACHE_MS - 1;
    expect(await store.find(SESSION.key)).toEqual(SESSION);
    clock = SESSION_CACHE_MS;
    expect(await store.find(SESSION.key)).toBeUndefined();
    expect(await store.find(API_KEY.key)).toEqual(API_KEY);
    clock = API_KEY_CACHE_MS;
    expect(await store.find(API_KEY.key)).toBeUndefined();
  });

  it('never keeps an unknown key, so one created a moment later works at once', async () => {
    const { lookup, rows, calls } = fakeLookup();
    const store = new CredentialStore(lookup, () => 0, CREDENTIAL_CACHE_LIMITS);
    const key = '00000000-0000-4000-8000-00000000000c';
    expect(await store.find(key)).toBeUndefined();
    rows.set(key, { ...API_KEY, key });
    expect(await store.find(key)).toMatchObject({ key });
    expect(calls.find).toBe(2);
  });

  it('ends a forgotten session at once, even when a lookup that began before was still running', async () => {
    const { lookup, rows, setPause } = fakeLookup();
    const store = new CredentialStore(lookup, () => 0, CREDENTIAL_CACHE_LIMITS);
    let release!: () => void;
    setPause(new Promise<void>((resolve) => (release = resolve)));
    const inFlight = store.find(SESSION.key); // read the row while it was still ACTIVE
    rows.delete(SESSION.key);
    store.forget(SESSION.key);
    release();
    setPause(undefined);
    expect(await inFlight).toEqual(SESSION);
    expect(await store.find(SESSION.key)).toBeUndefined();
  });

  it('keeps memberships found for SESSION_CACHE_MS and never keeps a refusal', async () => {
    const { lookup, members, calls } = fakeLookup();
    let clock = 0;
    const store = new CredentialStore(lookup, () => clock, CREDENTIAL_CACHE_LIMITS);
    expect(await store.sessionOrganization('user', 'org-1')).toBe('org-1');
    expect(await store.sessionOrganization('user', '')).toBe('personal');
    expect(await store.sessionOrganization('user', 'org-2')).toBeUndefined();
    members.add('user org-2');
    expect(await store.sessionOrganization('user', 'org-2')).toBe('org-2');
    members.delete('user org-1');
    expect(await store.sessionOrganization('user', 'org-1')).toBe('org-1');
    clock = SESSION_CACHE_MS;
    expect(await store.sessionOrganization('user', 'org-1')).toBeUndefined();
    expect(calls.membership).toBe(5);
  });

  it('keeps at most its bound of credentials, dropping the longest kept', async () => {
    const lookup: CredentialLookup = {
      find: async (key) => ({ ...SESSION, key }),
      sessionOrganization: async () => undefined,
    };
    const store = new CredentialStore(lookup, () => 0, { ...CREDENTIAL_CACHE_LIMITS, maxEntries: 100 });
    for (let i = 0; i < 250; i++) await store.find(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(store.size.credentials).toBe(100);
  });
});
