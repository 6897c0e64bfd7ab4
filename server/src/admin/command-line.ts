/**
 * The admin command line: parsing, the same on the CLI side and on the admin
 * socket, which re-checks what it receives. Running a command is
 * run-command.ts.
 */
import { SYSTEM_FLAG_NAMES } from '../../../src/config/api-headers.js';
import { STAFF_DEFAULT_NAME } from './case-commands.js';
import { SUPPORT_CASE_LIMITS, SUPPORT_CASE_STATUSES, type SupportCaseStatus } from '../../../src/config/support-cases.js';
import { FORM_NAMES } from '../../../src/config/forms/index.js';
import { NOTIFICATION_CATEGORIES } from './user-commands.js';

export type AdminCommand =
  | { name: 'apikey create'; organizationId?: string; label?: string }
  | { name: 'flags set'; flagName: string; flagValue: boolean }
  | { name: 'flags list' }
  | { name: 'org list' }
  | { name: 'org create'; email: string; orgName: string; type: 'BUSINESS' | 'SUB_ACCOUNT' }
  | { name: 'notify'; email: string; category: string; title: string; text?: string; link?: string }
  | { name: 'errors list' }
  | { name: 'errors show'; id: number }
  | { name: 'user create'; email: string; firstName?: string; lastName?: string }
  | { name: 'user login-link'; email: string }
  | { name: 'forms list'; form?: string }
  | { name: 'forms unsubscribe-link'; organizationId: string; userId: string }
  | { name: 'mail list' }
  | { name: 'mail show'; id: number }
  | { name: 'content reload' }
  | { name: 'cases list'; status?: SupportCaseStatus }
  | { name: 'cases show'; id: string }
  | { name: 'cases reply'; id: string; text: string; authorName?: string }
  | { name: 'cases close'; id: string }
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
  org create --email <address> --name <text> [--type BUSINESS|SUB_ACCOUNT]
      Create an organization (default BUSINESS) owned by that user; it shows
      in the user menu's organization switch.
  notify --email <address> --title <text> [--category <C>] [--text <text>] [--link <path>]
      Send the user a notification (the bell in the user menu). Category:
      ${NOTIFICATION_CATEGORIES.join(', ')} (default GENERAL).
  errors list                       The newest error reports kept (no SENTRY_DSN set).
  errors show <ID>                  One error report in full.
  user create --email <address> [--first-name <name>] [--last-name <name>]
      Create a user with a personal organization and print a one-time
      sign-in link (valid 15 minutes).
  user login-link --email <address>  Print a new sign-in link for a user.
  forms list [--form <name>]        The newest form submissions (${FORM_NAMES.join(', ')}).
  forms unsubscribe-link --org <uuid> --user <uuid>
      Print a direct platform unsubscribe link (signed, valid 30 days, single use).
  mail list                         The newest mail kept in the outbox (no SMTP_URL set), with its link.
  mail show <ID>                    One mail in full.
  cases list [--status OPEN|ANSWERED|CLOSED]
      The last updated support cases of every organization.
  cases show <ID>                   One case with its thread (ID: the number, e.g. 1001, or the id).
  cases reply <ID> --text <text> [--name <staff first name>]
      Reply as staff (default name "${STAFF_DEFAULT_NAME}"): the case becomes ANSWERED and
      the user who opened it gets a notification linking to it.
  cases close <ID>                  Close a case.
  content reload                    Load CONTENT_DIR again (only changed files are
      parsed); a running server then answers the new content at once.

Options:
  --json    Machine-readable output.
  --help    This text.

Reads DATA_DIR, DATABASE_URL and PORT like the server (PUBLIC_URL, when set,
is the base of sign-in links). While the server runs, the
command goes through its admin socket (<DATA_DIR>/admin.sock); otherwise it
opens the database directly.`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A support case's number as people quote it: 1001 or #1001. */
const CASE_NUMBER = /^#?\d{1,9}$/;

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
  const { words, options, flags } = splitOptions(args, new Set(['--org', '--label', '--email', '--first-name', '--last-name', '--form', '--user', '--name', '--type', '--title', '--category', '--text', '--link', '--status']));
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
  if (group === 'org' && action === 'create') {
    noMoreWords(0);
    onlyFor(['--email', '--name', '--type', '--title', '--category', '--text', '--link']);
    const email = options.get('--email');
    const orgName = options.get('--name')?.trim();
    const type = options.get('--type') ?? 'BUSINESS';
    if (!email) throw new UsageError('org create needs --email <address> (the owner)');
    if (!orgName || orgName.length > 100) throw new UsageError('org create needs --name <text> (1 to 100 characters)');
    if (type !== 'BUSINESS' && type !== 'SUB_ACCOUNT') throw new UsageError(`--type must be BUSINESS or SUB_ACCOUNT, got "${type}"`);
    return { command: { name: 'org create', email, orgName, type }, json };
  }
  if (group === 'notify') {
    if (action !== undefined) throw new UsageError(`Unexpected argument "${action}"`);
    onlyFor(['--email', '--title', '--category', '--text', '--link']);
    const email = options.get('--email');
    const title = options.get('--title')?.trim();
    const category = options.get('--category') ?? 'GENERAL';
    if (!email) throw new UsageError('notify needs --email <address>');
    if (!title || title.length > 200) throw new UsageError('notify needs --title <text> (1 to 200 characters)');
    if (!(NOTIFICATION_CATEGORIES as readonly string[]).includes(category)) {
      throw new UsageError(`--category must be one of ${NOTIFICATION_CATEGORIES.join(', ')}, got "${category}"`);
    }
    const command: AdminCommand = { name: 'notify', email, category, title };
    const text = options.get('--text');
    const link = options.get('--link');
    if (text !== undefined) command.text = text.slice(0, 1000);
    if (link !== undefined) command.link = link.slice(0, 500);
    return { command, json };
  }
  if (group === 'errors' && (action === 'list' || action === 'show')) {
    onlyFor([]);
    if (action === 'list') {
      noMoreWords(0);
      return { command: { name: 'errors list' }, json };
    }
    noMoreWords(1);
    const id = rest[0];
    if (!id || !/^\d{1,9}$/.test(id)) throw new UsageError(`errors show needs a report id (a number), got "${id ?? ''}"`);
    return { command: { name: 'errors show', id: Number(id) }, json };
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
  if (group === 'forms' && action === 'list') {
    noMoreWords(0);
    onlyFor(['--form']);
    const form = options.get('--form');
    if (form !== undefined && !(FORM_NAMES as string[]).includes(form)) {
      throw new UsageError(`--form must be one of ${FORM_NAMES.join(', ')}, got "${form}"`);
    }
    return { command: form === undefined ? { name: 'forms list' } : { name: 'forms list', form }, json };
  }
  if (group === 'forms' && action === 'unsubscribe-link') {
    noMoreWords(0);
    onlyFor(['--org', '--user']);
    const organizationId = options.get('--org');
    const userId = options.get('--user');
    if (!organizationId || !UUID.test(organizationId) || !userId || !UUID.test(userId)) {
      throw new UsageError('forms unsubscribe-link needs --org <uuid> and --user <uuid>');
    }
    return { command: { name: 'forms unsubscribe-link', organizationId: organizationId.toLowerCase(), userId: userId.toLowerCase() }, json };
  }
  if (group === 'mail' && (action === 'list' || action === 'show')) {
    onlyFor([]);
    if (action === 'list') {
      noMoreWords(0);
      return { command: { name: 'mail list' }, json };
    }
    noMoreWords(1);
    const id = rest[0];
    if (!id || !/^\d{1,9}$/.test(id)) throw new UsageError(`mail show needs a mail id (a number), got "${id ?? ''}"`);
    return { command: { name: 'mail show', id: Number(id) }, json };
  }
  if (group === 'cases' && action === 'list') {
    noMoreWords(0);
    onlyFor(['--status']);
    const status = options.get('--status');
    if (status !== undefined && !(SUPPORT_CASE_STATUSES as readonly string[]).includes(status)) {
      throw new UsageError(`--status must be one of ${SUPPORT_CASE_STATUSES.join(', ')}, got "${status}"`);
    }
    return { command: status === undefined ? { name: 'cases list' } : { name: 'cases list', status: status as SupportCaseStatus }, json };
  }
  if (group === 'cases' && (action === 'show' || action === 'reply' || action === 'close')) {
    noMoreWords(1);
    onlyFor(action === 'reply' ? ['--text', '--name'] : []);
    const id = rest[0];
    if (!id || !(CASE_NUMBER.test(id) || UUID.test(id))) throw new UsageError(`cases ${action} needs a case number (e.g. 1001) or id, got "${id ?? ''}"`);
    if (action !== 'reply') return { command: { name: `cases ${action}`, id: id.toLowerCase() }, json };
    const text = options.get('--text')?.trim();
    if (!text || text.length > SUPPORT_CASE_LIMITS.textMaxLength) {
      throw new UsageError(`cases reply needs --text <text> (1 to ${SUPPORT_CASE_LIMITS.textMaxLength} characters)`);
    }
    // The same rule as a user's message (src/config/api/params.ts): lines yes, other control characters no.
    // eslint-disable-next-line no-control-regex -- the point is to find control characters
    if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text + (options.get('--name') ?? ''))) {
      throw new UsageError('--text and --name must not contain control characters');
    }
    const authorName = options.get('--name')?.trim();
    if (authorName !== undefined && (authorName.length === 0 || authorName.length > 100)) throw new UsageError('--name must be 1 to 100 characters');
    const command: AdminCommand = { name: 'cases reply', id: id.toLowerCase(), text };
    if (authorName !== undefined) command.authorName = authorName;
    return { command, json };
  }
  if (group === 'content' && action === 'reload') {
    noMoreWords(0);
    onlyFor([]);
    return { command: { name: 'content reload' }, json };
  }
  if (group === undefined) throw new UsageError('No command given');
  throw new UsageError(`Unknown command "${[group, action].filter(Boolean).join(' ')}"`);
}
