/**
 * What the admin commands do, as plain functions of a database. The command
 * line (command-line.ts) and the admin socket (socket.ts) both end up here, so
 * a command does the same whether the server runs or not.
 */
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/db.js';
import { setFlag } from '../plugins/system-flags.js';
import { SYSTEM_FLAG_NAMES } from '../../../src/config/api-headers.js';

/** A failure the operator can fix (unknown organization, unknown flag). */
export class CommandError extends Error {
  override readonly name = 'CommandError';
}

export const SAMPLE_ORGANIZATION_NAME = 'Sample organization';

/**
 * Balances given to the sample organization, so that accounts2 shows
 * something. Sample data: no real funds exist anywhere.
 */
export const SAMPLE_BALANCES: ReadonlyArray<{ currency: string; available: string; pending: string }> = [
  { currency: 'BTC', available: '0.52340000', pending: '0.00125000' },
  { currency: 'ETH', available: '3.25000000', pending: '0' },
  { currency: 'LTC', available: '41.80000000', pending: '0.50000000' },
  { currency: 'USDT', available: '1250.00000000', pending: '0' },
  { currency: 'EUR', available: '300.00000000', pending: '0' },
];

export interface CreatedApiKey {
  key: string;
  secret: string;
  organizationId: string;
  organizationName: string;
  label: string;
  /** True when the organization was created for this key, with sample balances. */
  sampleOrganization: boolean;
}

/** Looks like the real platform's secrets: two uuids back to back (122 random bits each). */
function newSecret(): string {
  return randomUUID() + randomUUID();
}

async function createSampleOrganization(tx: Queryable): Promise<{ id: string; name: string }> {
  const [org] = await tx.query<{ id: string; name: string }>(
    `INSERT INTO organizations (type, name) VALUES ('BUSINESS', $1) RETURNING id::text AS id, name`,
    [SAMPLE_ORGANIZATION_NAME],
  );
  if (!org) throw new Error('creating the sample organization returned no row');
  // Only currencies the database lists (and still trades) get a balance.
  await tx.query(
    `INSERT INTO accounts (organization_id, currency, available, pending)
     SELECT $1::uuid, c.symbol, b.available::numeric, b.pending::numeric
     FROM jsonb_to_recordset($2::jsonb) AS b(currency text, available text, pending text)
     JOIN currencies c ON c.symbol = b.currency AND NOT c.delisted`,
    [org.id, JSON.stringify(SAMPLE_BALANCES)],
  );
  return org;
}

export async function createApiKey(
  db: Db,
  options: { organizationId?: string; label?: string } = {},
): Promise<CreatedApiKey> {
  return db.transaction(async (tx) => {
    let org: { id: string; name: string } | undefined;
    if (options.organizationId) {
      [org] = await tx.query<{ id: string; name: string }>(
        'SELECT id::text AS id, name FROM organizations WHERE id = $1',
        [options.organizationId],
      );
      if (!org) throw new CommandError(`No organization with id ${options.organizationId} (see: org list)`);
    } else {
      org = await createSampleOrganization(tx);
    }
    const label = options.label ?? '';
    const secret = newSecret();
    const [row] = await tx.query<{ key: string }>(
      'INSERT INTO api_keys (secret, organization_id, label) VALUES ($1, $2, $3) RETURNING key::text AS key',
      [secret, org.id, label],
    );
    if (!row) throw new Error('creating the API key returned no row');
    return {
      key: row.key,
      secret,
      organizationId: org.id,
      organizationName: org.name,
      label,
      sampleOrganization: !options.organizationId,
    };
  });
}

export interface FlagRow {
  flagName: string;
  flagValue: boolean;
}

export async function listFlags(db: Queryable): Promise<FlagRow[]> {
  return db.query<FlagRow>(
    'SELECT flag_name AS "flagName", flag_value AS "flagValue" FROM system_flags ORDER BY flag_name',
  );
}

export function assertKnownFlag(name: string): void {
  if (!(SYSTEM_FLAG_NAMES as readonly string[]).includes(name)) {
    throw new CommandError(`Unknown flag ${name}; known flags: ${SYSTEM_FLAG_NAMES.join(', ')}`);
  }
}

/**
 * Sets a flag in the database. A running server passes its own setter
 * (app.systemFlags.set) so that its in-memory copy changes at once too.
 */
export async function setSystemFlag(
  db: Queryable,
  name: string,
  value: boolean,
  set: (name: string, value: boolean) => Promise<void> = (n, v) => setFlag(db, n, v),
): Promise<FlagRow> {
  assertKnownFlag(name);
  await set(name, value);
  return { flagName: name, flagValue: value };
}

export interface OrganizationRow {
  id: string;
  type: string;
  name: string;
  createdAt: string;
  apiKeys: number;
}

export async function listOrganizations(db: Queryable): Promise<OrganizationRow[]> {
  return db.query<OrganizationRow>(
    `SELECT o.id::text AS id, o.type, o.name,
            to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
            (SELECT count(*) FROM api_keys k WHERE k.organization_id = o.id)::int AS "apiKeys"
     FROM organizations o ORDER BY o.created_at, o.id`,
  );
}
