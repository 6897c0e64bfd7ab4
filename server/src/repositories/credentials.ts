/**
 * Who may sign requests, and with which secret: organizations' API keys
 * (`api_keys`) and signed-in users' login sessions (`login_sessions`, whose id
 * and secretToken sign like a key and secret). No caching here: the signing
 * plugin keeps found API keys for a while (lib/credentials.ts).
 */
import { API_KEY_PERMISSIONS } from '../../../src/config/api-permissions.js';
import type { Queryable } from '../db/types.js';
import type { Credential } from '../lib/credentials.js';

interface Row {
  kind: 'apiKey' | 'session';
  key: string;
  secret: string;
  organizationId: string | null;
  userId: string | null;
}

export function createCredentialRepository(db: Queryable) {
  return {
    /** The API key or active login session `key` names; `key` must be a well-formed uuid (the columns' type). */
    async find(key: string): Promise<Credential | undefined> {
      const [row] = await db.query<Row>(
        `SELECT 'apiKey' AS kind, key::text AS key, secret, organization_id::text AS "organizationId", NULL AS "userId"
         FROM api_keys WHERE key = $1 AND revoked_at IS NULL
         UNION ALL
         SELECT 'session', id::text, secret_token, NULL, user_id::text
         FROM login_sessions WHERE id = $1 AND status = 'ACTIVE'`,
        [key],
      );
      if (!row) return undefined;
      if (row.kind === 'session') return { kind: 'session', key: row.key, secret: row.secret, userId: row.userId! };
      return { kind: 'apiKey', key: row.key, secret: row.secret, organizationId: row.organizationId! };
    },

    /**
     * The organization a session acts for: the one it names, if the user is an
     * active member, else (none named) the user's own personal organization.
     */
    async sessionOrganization(userId: string, organizationId: string): Promise<string | undefined> {
      if (organizationId) {
        const rows = await db.query(`SELECT 1 FROM organization_members WHERE organization_id = $1 AND user_id = $2 AND status = 'ACTIVE'`, [
          organizationId,
          userId,
        ]);
        return rows.length > 0 ? organizationId : undefined;
      }
      const [personal] = await db.query<{ id: string }>(
        `SELECT o.id::text AS id FROM organizations o
         JOIN organization_members m ON m.organization_id = o.id
         WHERE m.user_id = $1 AND m.status = 'ACTIVE' AND m.type = 'OWNER' AND o.type = 'PERSONAL'
         ORDER BY o.created_at, o.id LIMIT 1`,
        [userId],
      );
      return personal?.id;
    },

    /**
     * Stores a new API key for the organization (the admin CLI's: every
     * permission, any address); returns the key (a uuid the database makes).
     */
    async createApiKey(organizationId: string, secret: string, label: string): Promise<string> {
      const [row] = await db.query<{ key: string }>(
        'INSERT INTO api_keys (secret, organization_id, label, permissions) VALUES ($1, $2, $3, $4) RETURNING key::text AS key',
        [secret, organizationId, label, [...API_KEY_PERMISSIONS]],
      );
      if (!row) throw new Error('creating the API key returned no row');
      return row.key;
    },
  };
}

export type CredentialRepository = ReturnType<typeof createCredentialRepository>;
