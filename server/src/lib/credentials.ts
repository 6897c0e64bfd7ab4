/**
 * Who may sign requests, and with which secret: an organization's API key
 * (created by the admin command) or a signed-in user's login session (its id
 * and secretToken sign like a key and secret). API keys are kept in memory
 * for a short while so a busy client does not cost a query per request; only
 * found keys are kept, so a key created a moment ago (maybe through another
 * server) works at once. Sessions are read every time: a logout must end them
 * at once.
 */
import type { Queryable } from '../db/db.js';

export type Credential =
  | { kind: 'apiKey'; key: string; secret: string; organizationId: string }
  | { kind: 'session'; key: string; secret: string; userId: string };

export const API_KEY_CACHE_MS = 30_000;

interface Row {
  kind: 'apiKey' | 'session';
  key: string;
  secret: string;
  organizationId: string | null;
  userId: string | null;
}

export class CredentialStore {
  private readonly apiKeys = new Map<string, { credential: Credential; loadedAt: number }>();

  constructor(
    private readonly db: Queryable,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** `key` must be a well-formed uuid (the columns' type would reject anything else). */
  async find(key: string): Promise<Credential | undefined> {
    const id = key.toLowerCase();
    const cached = this.apiKeys.get(id);
    if (cached && this.clock() - cached.loadedAt < API_KEY_CACHE_MS) return cached.credential;
    this.apiKeys.delete(id);
    const [row] = await this.db.query<Row>(
      `SELECT 'apiKey' AS kind, key::text AS key, secret, organization_id::text AS "organizationId", NULL AS "userId"
       FROM api_keys WHERE key = $1
       UNION ALL
       SELECT 'session', id::text, secret_token, NULL, user_id::text
       FROM login_sessions WHERE id = $1 AND status = 'ACTIVE'`,
      [id],
    );
    if (!row) return undefined;
    if (row.kind === 'session') return { kind: 'session', key: row.key, secret: row.secret, userId: row.userId! };
    const credential: Credential = { kind: 'apiKey', key: row.key, secret: row.secret, organizationId: row.organizationId! };
    this.apiKeys.set(id, { credential, loadedAt: this.clock() });
    return credential;
  }

  /**
   * The organization a session acts for: the one it names, if the user is an
   * active member, else (none named) the user's own personal organization.
   */
  async sessionOrganization(userId: string, organizationId: string): Promise<string | undefined> {
    if (organizationId) {
      const rows = await this.db.query(
        `SELECT 1 FROM organization_members WHERE organization_id = $1 AND user_id = $2 AND status = 'ACTIVE'`,
        [organizationId, userId],
      );
      return rows.length > 0 ? organizationId : undefined;
    }
    const [personal] = await this.db.query<{ id: string }>(
      `SELECT o.id::text AS id FROM organizations o
       JOIN organization_members m ON m.organization_id = o.id
       WHERE m.user_id = $1 AND m.status = 'ACTIVE' AND m.type = 'OWNER' AND o.type = 'PERSONAL'
       ORDER BY o.created_at, o.id LIMIT 1`,
      [userId],
    );
    return personal?.id;
  }
}
