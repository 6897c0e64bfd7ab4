/**
 * What the admin commands do, as plain functions of a database, and how their
 * results read (apikey, flags, org, content; the other groups have modules of
 * their own). The command table (command-table.ts) calls them, from the CLI
 * and from the admin socket alike, so a command does the same whether the
 * server runs or not.
 */
import { newApiKeySecret } from '../lib/api-key-secret.js';
import type { Db, Queryable } from '../db/db.js';
import { createRepositories } from '../repositories/index.js';
import type { SystemFlag } from '../repositories/flags.js';
import type { OrganizationListRow } from '../repositories/organizations.js';
import { SYSTEM_FLAG_NAMES } from '../../../src/config/api-headers.js';
import { loadConfig } from '../config.js';
import { loadContent } from '../content/load-content.js';
import { WorkQueueFullError } from '../lib/work-queue.js';
import { CommandError } from './command-error.js';
import { SAMPLE_BALANCES } from '../users/sample-account.js';
import type { ContentReloadResult } from './command-spec.js';

export { CommandError };

export const SAMPLE_ORGANIZATION_NAME = 'Sample organization';

/** Balances given to the sample organization, so that accounts2 shows something (users/sample-account.ts). */
export { SAMPLE_BALANCES };

export interface CreatedApiKey {
  key: string;
  secret: string;
  organizationId: string;
  organizationName: string;
  label: string;
  /** True when the organization was created for this key, with sample balances. */
  sampleOrganization: boolean;
}

export async function createApiKey(db: Db, options: { organizationId?: string; label?: string } = {}): Promise<CreatedApiKey> {
  return db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    let org: { id: string; name: string } | undefined;
    if (options.organizationId) {
      org = await repos.organizations.find(options.organizationId);
      if (!org) throw new CommandError(`No organization with id ${options.organizationId} (see: org list)`);
    } else {
      org = await repos.organizations.createBusiness(SAMPLE_ORGANIZATION_NAME);
      // Only currencies the database lists (and still trades) get a balance.
      await repos.accounting.addBalances(org.id, SAMPLE_BALANCES);
    }
    const label = options.label ?? '';
    const secret = newApiKeySecret();
    const key = await repos.credentials.createApiKey(org.id, secret, label);
    return {
      key,
      secret,
      organizationId: org.id,
      organizationName: org.name,
      label,
      sampleOrganization: !options.organizationId,
    };
  });
}

export type FlagRow = SystemFlag;

export function listFlags(db: Queryable): Promise<FlagRow[]> {
  return createRepositories(db).flags.list();
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
  set: (name: string, value: boolean) => Promise<void> = (n, v) => createRepositories(db).flags.set(n, v),
): Promise<FlagRow> {
  assertKnownFlag(name);
  await set(name, value);
  return { flagName: name, flagValue: value };
}

export type OrganizationRow = OrganizationListRow;

export function listOrganizations(db: Queryable): Promise<OrganizationRow[]> {
  return createRepositories(db).organizations.list();
}

/** Loads CONTENT_DIR again: through a running server's reload when there is one, else on the database. */
export async function reloadContent(db: Db, reload?: () => Promise<ContentReloadResult>): Promise<ContentReloadResult> {
  try {
    return reload ? await reload() : await loadContent(db, loadConfig().contentDir);
  } catch (error) {
    if (error instanceof WorkQueueFullError) throw new CommandError('Content reloads are already queued; try again when they are done');
    throw error;
  }
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => r[col]!.length)));
  return rows
    .map((r) =>
      r
        .map((cell, col) => cell.padEnd(widths[col]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function apiKeyText(created: CreatedApiKey): string {
  const lines = [
    `API key created${created.label ? ` (${created.label})` : ''}.`,
    `  key:             ${created.key}`,
    `  secret:          ${created.secret}`,
    `  organization id: ${created.organizationId} (${created.organizationName})`,
  ];
  if (created.sampleOrganization) lines.push('The organization is new and holds sample balances (sample data).');
  lines.push('Keep the secret: it is not shown again. Sign requests as described in docs/api-signing.md.');
  return lines.join('\n');
}

export function flagsText(flags: FlagRow[]): string {
  if (flags.length === 0) return 'No system flags.';
  return table([['FLAG', 'VALUE'], ...flags.map((f) => [f.flagName, String(f.flagValue)])]);
}

export function orgsText(orgs: OrganizationRow[]): string {
  if (orgs.length === 0) return 'No organizations. Create one with: apikey create';
  return table([['ID', 'TYPE', 'NAME', 'CREATED', 'API KEYS'], ...orgs.map((o) => [o.id, o.type, o.name, o.createdAt, String(o.apiKeys)])]);
}

export function contentReloadText(r: ContentReloadResult): string {
  const served = r.articles === undefined ? 'The server was not running: it reads them at its next start.' : `The server now answers ${r.articles} articles.`;
  return `Content reloaded: ${r.inserted} inserted, ${r.updated} updated, ${r.deleted} deleted, ${r.skipped} files unchanged (skipped). ${served}`;
}
