/** Organizations, as the admin commands create and list them. */
import type { Queryable } from '../db/types.js';

export interface OrganizationListRow {
  id: string;
  type: string;
  name: string;
  createdAt: string;
  apiKeys: number;
}

export function createOrganizationRepository(db: Queryable) {
  return {
    async find(id: string): Promise<{ id: string; name: string } | undefined> {
      const [org] = await db.query<{ id: string; name: string }>('SELECT id::text AS id, name FROM organizations WHERE id = $1', [id]);
      return org;
    },

    async createBusiness(name: string): Promise<{ id: string; name: string }> {
      const [org] = await db.query<{ id: string; name: string }>(
        `INSERT INTO organizations (type, name) VALUES ('BUSINESS', $1) RETURNING id::text AS id, name`,
        [name],
      );
      if (!org) throw new Error('creating the organization returned no row');
      return org;
    },

    /** Merges `toggles` into the organization's stored feature toggles; returns the stored set. */
    async setFeatureToggles(id: string, toggles: Record<string, boolean>): Promise<unknown> {
      const [row] = await db.query<{ properties: unknown }>(
        `UPDATE organizations
         SET properties = jsonb_set(properties, '{featureToggles}', coalesce(properties->'featureToggles', '{}'::jsonb) || $2::jsonb)
         WHERE id = $1 RETURNING properties`,
        [id, JSON.stringify(toggles)],
      );
      return row?.properties;
    },

    /** A BUSINESS or SUB_ACCOUNT organization the user owns (admin command). */
    async createOwned(userId: string, type: 'BUSINESS' | 'SUB_ACCOUNT', name: string, color: string): Promise<{ id: string; name: string }> {
      const [org] = await db.query<{ id: string; name: string }>(
        `INSERT INTO organizations (type, name, organization_color) VALUES ($1, $2, $3) RETURNING id::text AS id, name`,
        [type, name, color],
      );
      if (!org) throw new Error('creating the organization returned no row');
      await db.query(`INSERT INTO organization_members (organization_id, user_id, type, status) VALUES ($1, $2, 'OWNER', 'ACTIVE')`, [org.id, userId]);
      return org;
    },

    /** Every organization, oldest first, with how many API keys it has. */
    list(): Promise<OrganizationListRow[]> {
      return db.query<OrganizationListRow>(
        `SELECT o.id::text AS id, o.type, o.name,
                to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
                (SELECT count(*) FROM api_keys k WHERE k.organization_id = o.id)::int AS "apiKeys"
         FROM organizations o ORDER BY o.created_at, o.id`,
      );
    },
  };
}

export type OrganizationRepository = ReturnType<typeof createOrganizationRepository>;
