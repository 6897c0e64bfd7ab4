/**
 * Users and their organizations: creation (with the personal organization
 * every user owns), membership, and the profile as api/v2/profile answers it.
 */
import type { Organization, Profile } from '../../../src/config/api/session.js';
import type { Queryable } from '../db/types.js';

export interface NewUser {
  email: string;
  firstName?: string;
  lastName?: string;
  language?: string;
  currency?: string;
}

export interface CreatedUser {
  userId: string;
  organizationId: string;
}

/** What api/v2/profile may change; null or absent fields stay as they are. */
export interface ProfileChange {
  firstName?: string | null;
  lastName?: string | null;
  language?: string | null;
  currency?: string | null;
  /** Merged into profileSettings; a null value removes its key. */
  profileSettings?: Record<string, string | null>;
}

/** The six colours an organization's avatar is drawn in (spec section 3). */
export const ORGANIZATION_COLORS = ['#2563eb', '#059669', '#d97706', '#dc2626', '#7c3aed', '#0891b2'] as const;

interface ProfileRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  language: string;
  currency: string;
  two_factor_verification_enabled: boolean;
  otp_enabled: boolean;
  meta: string;
  profile_settings: Record<string, unknown>;
  eligible_for_inactivity_fee: boolean;
}

interface OrganizationRow {
  id: string;
  /** The table's CHECK holds it to the three types. */
  type: Organization['profile']['type'];
  name: string;
  email: string;
  nickname: string;
  first_name: string;
  last_name: string;
  organization_color: string;
  profile_picture_url: string;
  two_factor_verification_enabled: boolean;
  otp_enabled: boolean;
  properties: Record<string, unknown>;
  member_type: string;
  member_status: string;
}

function toProfile(user: ProfileRow, orgs: OrganizationRow[]): Profile {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    twoFactorVerificationEnabled: user.two_factor_verification_enabled,
    otpEnabled: user.otp_enabled,
    userSettings: { language: user.language, currency: user.currency },
    profileSettings: user.profile_settings,
    meta: user.meta,
    eligibleForInactivityFee: user.eligible_for_inactivity_fee,
    organizations: orgs.map((o) => ({
      id: o.id,
      twoFactorVerificationEnabled: o.two_factor_verification_enabled,
      otpEnabled: o.otp_enabled,
      profile: {
        type: o.type,
        name: o.name,
        email: o.email,
        nickname: o.nickname,
        firstName: o.first_name,
        lastName: o.last_name,
        organizationColor: o.organization_color,
        profilePictureUrl: o.profile_picture_url,
      },
      organizationMember: { status: o.member_status, type: o.member_type },
      organizationProperties: o.properties,
    })),
  };
}

export type { Profile };

export function createUserRepository(db: Queryable) {
  return {
    /** Several statements: call it inside a transaction. */
    async create(input: NewUser): Promise<CreatedUser> {
      const email = input.email.trim().toLowerCase();
      const [user] = await db.query<{ id: string }>(
        `INSERT INTO users (email, first_name, last_name, language, currency)
         VALUES ($1, $2, $3, $4, $5) RETURNING id::text`,
        [email, input.firstName ?? '', input.lastName ?? '', input.language ?? 'en', input.currency ?? 'USD'],
      );
      const name = [input.firstName, input.lastName].filter(Boolean).join(' ') || email;
      const [countRow] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM organizations');
      const color = ORGANIZATION_COLORS[(countRow?.n ?? 0) % ORGANIZATION_COLORS.length]!;
      const [org] = await db.query<{ id: string }>(
        `INSERT INTO organizations (type, name, email, first_name, last_name, organization_color)
         VALUES ('PERSONAL', $1, $2, $3, $4, $5) RETURNING id::text`,
        [name, email, input.firstName ?? '', input.lastName ?? '', color],
      );
      await db.query(`INSERT INTO organization_members (organization_id, user_id, type, status) VALUES ($1, $2, 'OWNER', 'ACTIVE')`, [org!.id, user!.id]);
      return { userId: user!.id, organizationId: org!.id };
    },

    async findByEmail(email: string): Promise<{ id: string } | undefined> {
      const rows = await db.query<{ id: string }>('SELECT id::text FROM users WHERE email = $1', [email.trim().toLowerCase()]);
      return rows[0];
    },

    /** True when the user is an active member of the organization. */
    async isActiveMember(userId: string, organizationId: string): Promise<boolean> {
      const rows = await db.query(`SELECT 1 FROM organization_members WHERE user_id = $1 AND organization_id = $2 AND status = 'ACTIVE'`, [
        userId,
        organizationId,
      ]);
      return rows.length === 1;
    },

    async profile(userId: string): Promise<Profile | undefined> {
      const [user] = await db.query<ProfileRow>('SELECT *, id::text AS id FROM users WHERE id = $1', [userId]);
      if (!user) return undefined;
      const orgs = await db.query<OrganizationRow>(
        `SELECT o.*, o.id::text AS id, m.type AS member_type, m.status AS member_status
         FROM organization_members m JOIN organizations o ON o.id = m.organization_id
         WHERE m.user_id = $1 ORDER BY o.type = 'PERSONAL' DESC, o.created_at`,
        [userId],
      );
      return toProfile(user, orgs);
    },

    async updateProfile(userId: string, change: ProfileChange): Promise<void> {
      const settings = change.profileSettings ?? {};
      const set = Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== null));
      const removed = Object.keys(settings).filter((k) => settings[k] === null);
      await db.query(
        `UPDATE users SET
           first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
           language = coalesce($4, language), currency = coalesce($5, currency),
           profile_settings = (profile_settings || $6::jsonb) - $7::text[]
         WHERE id = $1`,
        [userId, change.firstName ?? null, change.lastName ?? null, change.language ?? null, change.currency ?? null, JSON.stringify(set), removed],
      );
    },

    /**
     * Stores a checked picture for the user's personal organization and points
     * its profilePictureUrl at it (`urlPrefix` + the picture's id); earlier
     * pictures of that organization are deleted. One statement, so no half-done
     * change is ever seen. Undefined when the user owns no personal organization.
     */
    async setProfilePicture(userId: string, mimeType: string, content: Uint8Array, urlPrefix: string): Promise<string | undefined> {
      const [row] = await db.query<{ url: string }>(
        `WITH org AS (
           SELECT o.id FROM organizations o JOIN organization_members m ON m.organization_id = o.id
           WHERE m.user_id = $1 AND m.type = 'OWNER' AND m.status = 'ACTIVE' AND o.type = 'PERSONAL'
           ORDER BY o.created_at LIMIT 1),
         pic AS (
           INSERT INTO profile_pictures (organization_id, mime_type, content) SELECT id, $2, $3 FROM org
           RETURNING id, organization_id),
         gone AS (
           DELETE FROM profile_pictures p USING pic WHERE p.organization_id = pic.organization_id AND p.id <> pic.id),
         changed AS (
           UPDATE organizations o SET profile_picture_url = $4 || pic.id::text FROM pic WHERE o.id = pic.organization_id)
         SELECT $4 || pic.id::text AS url FROM pic`,
        [userId, mimeType, Buffer.from(content), urlPrefix],
      );
      return row?.url;
    },

    async profilePicture(id: string): Promise<{ mimeType: string; content: Uint8Array } | undefined> {
      const [row] = await db.query<{ mime_type: string; content: Uint8Array }>('SELECT mime_type, content FROM profile_pictures WHERE id = $1', [id]);
      return row ? { mimeType: row.mime_type, content: row.content } : undefined;
    },

    /** Stores the client's own settings document as the JSON text it sent. */
    async setMeta(userId: string, meta: string): Promise<void> {
      await db.query('UPDATE users SET meta = $2 WHERE id = $1', [userId, meta]);
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
