/**
 * The signing plugin's view of credentials: an organization's API key or a
 * signed-in user's login session, found through the credentials repository,
 * and the organizations a session may act for. Every signed call needs them,
 * so found ones are kept in memory for a short while (a query each would be
 * a large part of the call's cost). Only found credentials and memberships
 * are kept: a key or session created a moment ago, maybe through another
 * server, works at once. A logout through this server ends its session here
 * at once (`forget`); a logout, a key deleted or a membership ended anywhere
 * else on a shared PostgreSQL arrives through the change channel (the signing
 * plugin calls `forget`, `forgetMemberships`, `clear`), and without it within
 * the cache times below.
 */
export type Credential =
  { kind: 'apiKey'; key: string; secret: string; organizationId: string } | { kind: 'session'; key: string; secret: string; userId: string };

/** Where credentials come from (repositories/credentials.ts). */
export interface CredentialLookup {
  find(key: string): Promise<Credential | undefined>;
  sessionOrganization(userId: string, organizationId: string): Promise<string | undefined>;
}

/** The cache's bounds (their values: CREDENTIAL_CACHE_LIMITS in server-limits.ts). */
export interface CredentialCacheLimits {
  /** How long a found API key is used without asking the database again. */
  apiKeyTtlMs: number;
  /** How long a found login session, or a membership it acts through, is used without asking again. */
  sessionTtlMs: number;
  /** Most credentials, and most memberships, kept; past it the longest kept is dropped. */
  maxEntries: number;
}

/** A small time-limited map that drops its oldest entry when full. */
class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(private readonly max: number) {}

  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (entry && now < entry.until) return entry.value;
    if (entry) this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V, until: number): void {
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, until });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  deleteWhere(test: (key: string) => boolean): void {
    for (const key of this.entries.keys()) if (test(key)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

export class CredentialStore {
  private readonly credentials: ExpiringMap<Credential>;
  private readonly memberships: ExpiringMap<string>;
  /** Bumped by forget(), so a lookup that started before a logout does not put the session back. */
  private generation = 0;

  constructor(
    private readonly lookup: CredentialLookup,
    private readonly clock: () => number,
    private readonly limits: CredentialCacheLimits,
  ) {
    this.credentials = new ExpiringMap(limits.maxEntries);
    this.memberships = new ExpiringMap(limits.maxEntries);
  }

  /** `key` must be a well-formed uuid (the columns' type would reject anything else). */
  async find(key: string): Promise<Credential | undefined> {
    const id = key.toLowerCase();
    const cached = this.credentials.get(id, this.clock());
    if (cached) return cached;
    const generation = this.generation;
    const credential = await this.lookup.find(id);
    if (credential && generation === this.generation) {
      const ttl = credential.kind === 'apiKey' ? this.limits.apiKeyTtlMs : this.limits.sessionTtlMs;
      this.credentials.set(id, credential, this.clock() + ttl);
    }
    return credential;
  }

  /** See CredentialLookup.sessionOrganization; `organizationId` empty: the user's personal organization. */
  async sessionOrganization(userId: string, organizationId: string): Promise<string | undefined> {
    const id = `${userId} ${organizationId}`;
    const cached = this.memberships.get(id, this.clock());
    if (cached) return cached;
    const generation = this.generation;
    const acting = await this.lookup.sessionOrganization(userId, organizationId);
    if (acting && generation === this.generation) this.memberships.set(id, acting, this.clock() + this.limits.sessionTtlMs);
    return acting;
  }

  /** Drops a credential (a session that was just closed) so the next call asks the database. */
  forget(key: string): void {
    this.generation++;
    this.credentials.delete(key.toLowerCase());
  }

  /** Drops the memberships a user acts through (one changed or ended). */
  forgetMemberships(userId: string): void {
    this.generation++;
    const prefix = `${userId.toLowerCase()} `;
    this.memberships.deleteWhere((id) => id.startsWith(prefix));
  }

  /** Drops everything kept (changes may have been missed). */
  clear(): void {
    this.generation++;
    this.credentials.clear();
    this.memberships.clear();
  }

  /** How many credentials and memberships are kept (for tests and the bound). */
  get size(): { credentials: number; memberships: number } {
    return { credentials: this.credentials.size, memberships: this.memberships.size };
  }
}
