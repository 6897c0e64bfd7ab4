/**
 * API keys as their organization's users manage them (routes/api-keys.ts) and
 * as the signing plugin checks them on every call (`grant`): never cached, so
 * a key revoked through any server is refused by all at their next call.
 */
import type { Queryable } from '../db/types.js';

export interface ApiKeyRow {
  key: string;
  name: string;
  permissions: string[];
  ipAllowlist: string[];
  createdAt: string;
  secretEnd: string;
}

/** What an unrevoked key may do, read afresh for each call. */
export interface ApiKeyGrant {
  permissions: string[];
  ipAllowlist: string[];
}

const COLUMNS = `key::text AS key, label AS name, permissions, ip_allowlist AS "ipAllowlist",
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

export function createApiKeyRepository(db: Queryable) {
  return {
    /** The organization's unrevoked keys, newest first, with the last `secretEndChars` of each secret. */
    async list(organizationId: string, secretEndChars: number): Promise<ApiKeyRow[]> {
      return db.query<ApiKeyRow>(
        `SELECT ${COLUMNS}, right(secret, $2) AS "secretEnd" FROM api_keys
         WHERE organization_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC, key`,
        [organizationId, secretEndChars],
      );
    },

    async countActive(organizationId: string): Promise<number> {
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM api_keys WHERE organization_id = $1 AND revoked_at IS NULL', [
        organizationId,
      ]);
      return row?.n ?? 0;
    },

    async create(input: {
      organizationId: string;
      userId: string;
      name: string;
      secret: string;
      permissions: readonly string[];
      ipAllowlist: readonly string[];
      secretEndChars: number;
    }): Promise<ApiKeyRow> {
      const [row] = await db.query<ApiKeyRow>(
        `INSERT INTO api_keys (secret, organization_id, label, permissions, ip_allowlist, created_by)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}, right(secret, $7) AS "secretEnd"`,
        [input.secret, input.organizationId, input.name, [...input.permissions], [...input.ipAllowlist], input.userId, input.secretEndChars],
      );
      if (!row) throw new Error('creating the API key returned no row');
      return row;
    },

    /** Revokes the organization's key; false when it has no such unrevoked key (another organization's included). */
    async revoke(organizationId: string, key: string): Promise<boolean> {
      const rows = await db.query('UPDATE api_keys SET revoked_at = now() WHERE key = $1 AND organization_id = $2 AND revoked_at IS NULL RETURNING 1', [
        key,
        organizationId,
      ]);
      return rows.length > 0;
    },

    /** The permissions and allowlist of an unrevoked key; undefined once it is revoked or gone. */
    async grant(key: string): Promise<ApiKeyGrant | undefined> {
      const [row] = await db.query<ApiKeyGrant>('SELECT permissions, ip_allowlist AS "ipAllowlist" FROM api_keys WHERE key = $1 AND revoked_at IS NULL', [key]);
      return row;
    },
  };
}

export type ApiKeyRepository = ReturnType<typeof createApiKeyRepository>;
