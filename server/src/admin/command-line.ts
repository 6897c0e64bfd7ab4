/**
 * The admin command line: parsing (the same on the CLI side and on the admin
 * socket, which re-checks what it receives), running against a database, and
 * the human-readable rendering of each result.
 */
import type { Db } from '../db/db.js';
import { loadConfig } from '../config.js';
import { SYSTEM_FLAG_NAMES } from '../../../src/config/api-headers.js';
import {
  createApiKey,
  listFlags,
  listOrganizations,
  setSystemFlag,
  type CreatedApiKey,
  type FlagRow,
  type OrganizationRow,
} from './commands.js';
import { createUserWithLink, loginLinkText, newLoginLink } from './user-commands.js';

export type AdminCommand =
  | { name: 'apikey create'; organizationId?: string; label?: string }
  | { name: 'flags set'; flagName: string; flagValue: boolean }
  | { name: 'flags list' }
  | { name: 'org list' }
  | { name: 'user create'; email: string; firstName?: string; lastName?: string }
  | { name: 'user login-link'; email: string }
  | { name: 'help' };

export interface CommandLine {
  command: AdminCommand;
  /** Print machine-readable JSON instead of text. */
  json: boolean;
}

/** Wrong arguments: the CLI prints the usage and exits with code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export const USAGE = `Usage: npm run admin -- <command> [--json]

Commands:
  apikey create [--org <uuid>] [--label <text>]
      Create API credentials (key, secret) for an organization. Without --org,
      a new BUSINESS organization "Sample organization" is created first, with
      sample balances (sample data, not real funds).
  flags list                        List the system flags.
  flags set <NAME> <true|false>     Set a system flag (${SYSTEM_FLAG_NAMES.join(', ')}).
  org list                          List organizations.
  user create --email <address> [--first-name <name>] [--last-name <name>]
      Create a user with a personal organization and print a one-time
      sign-in link (valid 15 minutes).
  user login-link --email <address>  Print a new sign-in link for a user.

Options:
  --json    Machine-readable output.
  --help    This text.

Reads DATA_DIR, DATABASE_URL and PORT like the server (PUBLIC_URL, when set,
is the base of sign-in links). While the server runs, the
command goes through its admin socket (<DATA_DIR>/admin.sock); otherwise it
opens the database directly.`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Splits `--name value` and `--name=value` options from positional words. */
function splitOptions(args: readonly string[], withValue: ReadonlySet<string>) {
  const words: string[] = [];
  const options = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg : arg.slice(0, eq);
    if (withValue.has(name)) {
      const value = eq === -1 ? args[++i] : arg.slice(eq + 1);
      if (value === undefined || (eq === -1 && value.startsWith('--'))) throw new UsageError(`${name} needs a value`);
      options.set(name, value);
    } else if (name === '--json' || name === '--help') {
      if (eq !== -1) throw new UsageError(`${name} takes no value`);
      flags.add(name);
    } else {
      throw new UsageError(`Unknown option ${name}`);
    }
  }
  return { words, options, flags };
}

export function parseCommandLine(args: readonly string[]): CommandLine {
  if (!Array.isArray(args) || args.some((a) => typeof a !== 'string')) throw new UsageError('Arguments must be strings');
  const { words, options, flags } = splitOptions(args, new Set(['--org', '--label', '--email', '--first-name', '--last-name']));
  const json = flags.has('--json');
  if (flags.has('--help') || words[0] === 'help') return { command: { name: 'help' }, json };
  const [group, action, ...rest] = words;
  const onlyFor = (allowed: string[]) => {
    for (const name of options.keys()) {
      if (!allowed.includes(name)) throw new UsageError(`${name} does not apply to "${group} ${action}"`);
    }
  };
  const noMoreWords = (expected: number) => {
    if (rest.length > expected) throw new UsageError(`Unexpected argument "${rest[expected]}"`);
  };

  if (group === 'apikey' && action === 'create') {
    noMoreWords(0);
    onlyFor(['--org', '--label']);
    const organizationId = options.get('--org');
    if (organizationId !== undefined && !UUID.test(organizationId)) {
      throw new UsageError(`--org must be an organization id (uuid), got "${organizationId}"`);
    }
    const label = options.get('--label');
    const command: AdminCommand = { name: 'apikey create' };
    if (organizationId !== undefined) command.organizationId = organizationId.toLowerCase();
    if (label !== undefined) command.label = label;
    return { command, json };
  }
  if (group === 'flags' && action === 'set') {
    onlyFor([]);
    const [flagName, value] = rest;
    noMoreWords(2);
    if (!flagName || value === undefined) throw new UsageError('flags set needs a flag name and true or false');
    if (value !== 'true' && value !== 'false') throw new UsageError(`Flag value must be true or false, got "${value}"`);
    return { command: { name: 'flags set', flagName, flagValue: value === 'true' }, json };
  }
  if ((group === 'flags' || group === 'org') && action === 'list') {
    noMoreWords(0);
    onlyFor([]);
    return { command: { name: group === 'flags' ? 'flags list' : 'org list' }, json };
  }
  if (group === 'user' && (action === 'create' || action === 'login-link')) {
    noMoreWords(0);
    onlyFor(action === 'create' ? ['--email', '--first-name', '--last-name'] : ['--email']);
    const email = options.get('--email');
    if (!email) throw new UsageError(`user ${action} needs --email <address>`);
    if (action === 'login-link') return { command: { name: 'user login-link', email }, json };
    const command: AdminCommand = { name: 'user create', email };
    const firstName = options.get('--first-name');
    const lastName = options.get('--last-name');
    if (firstName !== undefined) command.firstName = firstName;
    if (lastName !== undefined) command.lastName = lastName;
    return { command, json };
  }
  if (group === undefined) throw new UsageError('No command given');
  throw new UsageError(`Unknown command "${[group, action].filter(Boolean).join(' ')}"`);
}

export interface CommandContext {
  db: Db;
  /** How to set a flag; a running server passes app.systemFlags.set so the change is live. */
  setFlag?: (name: string, value: boolean) => Promise<void>;
  /** Where the web app is served: the base of sign-in links (default: the configured public URL). */
  baseUrl?: string;
  now?: () => number;
}

export interface CommandOutput {
  /** What --json prints. */
  data: unknown;
  /** What a person reads. */
  text: string;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((r) => r[col]!.length)));
  return rows.map((r) => r.map((cell, col) => cell.padEnd(widths[col]!)).join('  ').trimEnd()).join('\n');
}

function apiKeyText(created: CreatedApiKey): string {
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

function flagsText(flags: FlagRow[]): string {
  if (flags.length === 0) return 'No system flags.';
  return table([['FLAG', 'VALUE'], ...flags.map((f) => [f.flagName, String(f.flagValue)])]);
}

function orgsText(orgs: OrganizationRow[]): string {
  if (orgs.length === 0) return 'No organizations. Create one with: apikey create';
  return table([
    ['ID', 'TYPE', 'NAME', 'CREATED', 'API KEYS'],
    ...orgs.map((o) => [o.id, o.type, o.name, o.createdAt, String(o.apiKeys)]),
  ]);
}

export async function runCommand(command: AdminCommand, context: CommandContext): Promise<CommandOutput> {
  const { db } = context;
  switch (command.name) {
    case 'apikey create': {
      const created = await createApiKey(db, { organizationId: command.organizationId, label: command.label });
      return { data: created, text: apiKeyText(created) };
    }
    case 'flags set': {
      const flag = await setSystemFlag(db, command.flagName, command.flagValue, context.setFlag);
      return { data: flag, text: `${flag.flagName} is now ${flag.flagValue}` };
    }
    case 'flags list': {
      const list = await listFlags(db);
      return { data: { list }, text: flagsText(list) };
    }
    case 'org list': {
      const organizations = await listOrganizations(db);
      return { data: { organizations }, text: orgsText(organizations) };
    }
    case 'user create': {
      const { name: _name, ...input } = command;
      const link = await createUserWithLink(db, input, context.baseUrl ?? loadConfig().publicUrl, (context.now ?? Date.now)());
      return { data: link, text: loginLinkText(link, true) };
    }
    case 'user login-link': {
      const link = await newLoginLink(db, command.email, context.baseUrl ?? loadConfig().publicUrl, (context.now ?? Date.now)());
      return { data: link, text: loginLinkText(link, false) };
    }
    case 'help':
      return { data: { usage: USAGE }, text: USAGE };
  }
}
