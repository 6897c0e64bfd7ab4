/**
 * Every admin command, once: its words (the key), the words and options it
 * takes, its line of the usage text, how its input is checked and what it
 * runs. The parser (command-line.ts), the usage text and the runner
 * (run-command.ts) are all made from this table; the CLI and the admin socket
 * both go through them.
 */
import { SYSTEM_FLAG_NAMES } from '../../../src/config/api-headers.js';
import { FORM_NAMES } from '../../../src/config/forms/index.js';
import { SUPPORT_CASE_LIMITS, SUPPORT_CASE_STATUSES, type SupportCaseStatus } from '../../../src/config/support-cases.js';
import { loadConfig } from '../config.js';
import { platformUnsubscribePath } from '../forms/tokens.js';
import { FORM_SERVER_LIMITS } from '../server-limits.js';
import { caseText, casesListText, closeCase, listCases, replyToCase, showCase, STAFF_DEFAULT_NAME } from './case-commands.js';
import { caseId, command, oneOf, rowId, text, usageText, uuid, UsageError, type CommandSpec, type RunContext } from './command-spec.js';
import { apiKeyText, contentReloadText, createApiKey, flagsText, listFlags, listOrganizations, orgsText, reloadContent, setSystemFlag } from './commands.js';
import { errorListText, errorReportText, listErrorReports, showErrorReport } from './error-commands.js';
import { listMail, listSubmissions, mailListText, mailText, showMail, submissionsText } from './form-commands.js';
import { STATUS_COMMANDS } from './status-commands.js';
import { createOrganizationForUser, createUserWithLink, loginLinkText, newLoginLink, NOTIFICATION_CATEGORIES, sendNotification } from './user-commands.js';

const baseUrl = (context: RunContext) => context.baseUrl ?? loadConfig().publicUrl;
const now = (context: RunContext) => (context.now ?? Date.now)();

/** The same rule as a user's message (src/config/api/params.ts): lines yes, other control characters no. */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const COMMANDS = {
  'apikey create': command({
    options: { org: { value: '<uuid>' }, label: { value: '<text>' } },
    usage:
      'Create API credentials (key, secret) for an organization. Without --org, a new BUSINESS organization ' +
      '"Sample organization" is created first, with sample balances (sample data, not real funds).',
    check: ({ options }): { organizationId?: string; label?: string } => ({
      organizationId: options.org === undefined ? undefined : uuid(options.org, `--org must be an organization id (uuid), got "${options.org}"`),
      label: options.label,
    }),
    run: async (input, { db }) => {
      const created = await createApiKey(db, input);
      return { data: created, text: apiKeyText(created) };
    },
  }),
  'flags list': command({
    usage: 'List the system flags.',
    check: () => ({}),
    run: async (_, { db }) => {
      const list = await listFlags(db);
      return { data: { list }, text: flagsText(list) };
    },
  }),
  'flags set': command({
    args: ['<NAME>', '<true|false>'],
    usage: `Set a system flag (${SYSTEM_FLAG_NAMES.join(', ')}).`,
    check: ({ args: [flagName, value] }) => {
      if (!flagName || value === undefined) throw new UsageError('flags set needs a flag name and true or false');
      if (value !== 'true' && value !== 'false') throw new UsageError(`Flag value must be true or false, got "${value}"`);
      return { flagName, flagValue: value === 'true' };
    },
    run: async (input, { db, setFlag }) => {
      const flag = await setSystemFlag(db, input.flagName, input.flagValue, setFlag);
      return { data: flag, text: `${flag.flagName} is now ${flag.flagValue}` };
    },
  }),
  'org list': command({
    usage: 'List organizations.',
    check: () => ({}),
    run: async (_, { db }) => {
      const organizations = await listOrganizations(db);
      return { data: { organizations }, text: orgsText(organizations) };
    },
  }),
  'org create': command({
    options: { email: { value: '<address>', required: true }, name: { value: '<text>', required: true }, type: { value: 'BUSINESS|SUB_ACCOUNT' } },
    usage: "Create an organization (default BUSINESS) owned by that user; it shows in the user menu's organization switch.",
    check: ({ options }) => ({
      email: options.email!,
      orgName: text(options.name, 100, 'org create needs --name <text> (1 to 100 characters)'),
      type: oneOf(options.type, ['BUSINESS', 'SUB_ACCOUNT'] as const, 'type') ?? 'BUSINESS',
    }),
    run: async (input, { db }) => {
      const created = await createOrganizationForUser(db, input.email, input.orgName, input.type);
      return { data: created, text: `${created.type} organization "${created.name}" (${created.id}) created, owned by ${created.email}.` };
    },
  }),
  notify: command({
    options: {
      email: { value: '<address>', required: true },
      title: { value: '<text>', required: true },
      category: { value: '<C>' },
      text: { value: '<text>' },
      link: { value: '<path>' },
    },
    usage: `Send the user a notification (the bell in the user menu). Category: ${NOTIFICATION_CATEGORIES.join(', ')} (default GENERAL).`,
    check: ({ options }): { email: string; category: string; title: string; text?: string; link?: string } => ({
      email: options.email!,
      category: oneOf(options.category, NOTIFICATION_CATEGORIES, 'category') ?? 'GENERAL',
      title: text(options.title, 200, 'notify needs --title <text> (1 to 200 characters)'),
      text: options.text?.slice(0, 1000),
      link: options.link?.slice(0, 500),
    }),
    run: async (input, { db }) => {
      const sent = await sendNotification(db, input);
      return { data: sent, text: `Notification ${sent.id} sent to ${sent.email}.` };
    },
  }),
  'errors list': command({
    usage: 'The newest error reports kept (no SENTRY_DSN set).',
    check: () => ({}),
    run: async (_, { db }) => {
      const reports = await listErrorReports(db);
      return { data: { reports }, text: errorListText(reports) };
    },
  }),
  'errors show': command({
    args: ['<ID>'],
    usage: 'One error report in full.',
    check: ({ args: [id] }) => ({ id: rowId(id, 'errors show needs a report id') }),
    run: async (input, { db }) => {
      const report = await showErrorReport(db, input.id);
      return { data: report, text: errorReportText(report) };
    },
  }),
  'user create': command({
    options: { email: { value: '<address>', required: true }, 'first-name': { value: '<name>' }, 'last-name': { value: '<name>' } },
    usage: 'Create a user with a personal organization and print a one-time sign-in link (valid 15 minutes).',
    check: ({ options }): { email: string; firstName?: string; lastName?: string } => ({
      email: options.email!,
      firstName: options['first-name'],
      lastName: options['last-name'],
    }),
    run: async (input, context) => {
      const link = await createUserWithLink(context.db, input, baseUrl(context), now(context));
      return { data: link, text: loginLinkText(link, true) };
    },
  }),
  'user login-link': command({
    options: { email: { value: '<address>', required: true } },
    usage: 'Print a new sign-in link for a user.',
    check: ({ options }) => ({ email: options.email! }),
    run: async (input, context) => {
      const link = await newLoginLink(context.db, input.email, baseUrl(context), now(context));
      return { data: link, text: loginLinkText(link, false) };
    },
  }),
  'forms list': command({
    options: { form: { value: '<name>' } },
    usage: `The newest form submissions (${FORM_NAMES.join(', ')}).`,
    check: ({ options }): { form?: string } => ({ form: oneOf(options.form, FORM_NAMES, 'form') }),
    run: async (input, { db }) => {
      const submissions = await listSubmissions(db, input.form);
      return { data: { submissions }, text: submissionsText(submissions) };
    },
  }),
  'forms unsubscribe-link': command({
    options: { org: { value: '<uuid>', required: true }, user: { value: '<uuid>', required: true } },
    usage: 'Print a direct platform unsubscribe link (signed, valid 30 days, single use).',
    check: ({ options }) => {
      const problem = 'forms unsubscribe-link needs --org <uuid> and --user <uuid>';
      return { organizationId: uuid(options.org, problem), userId: uuid(options.user, problem) };
    },
    run: async (input, context) => {
      const expires = now(context) + FORM_SERVER_LIMITS.platformUnsubscribeTtlMs;
      const path = await platformUnsubscribePath(context.db, input.organizationId, input.userId, expires);
      const link = `${baseUrl(context).replace(/\/$/, '')}${path}`;
      return { data: { link }, text: link };
    },
  }),
  'mail list': command({
    usage: 'The newest mail kept in the outbox (no SMTP_URL set), with its link.',
    check: () => ({}),
    run: async (_, { db }) => {
      const mail = await listMail(db);
      return { data: { mail }, text: mailListText(mail) };
    },
  }),
  'mail show': command({
    args: ['<ID>'],
    usage: 'One mail in full.',
    check: ({ args: [id] }) => ({ id: rowId(id, 'mail show needs a mail id') }),
    run: async (input, { db }) => {
      const mail = await showMail(db, input.id);
      return { data: mail, text: mailText(mail) };
    },
  }),
  'cases list': command({
    options: { status: { value: SUPPORT_CASE_STATUSES.join('|') } },
    usage: 'The last updated support cases of every organization.',
    check: ({ options }): { status?: SupportCaseStatus } => ({ status: oneOf(options.status, SUPPORT_CASE_STATUSES, 'status') }),
    run: async (input, context) => {
      const cases = await listCases(context, input.status);
      return { data: { cases }, text: casesListText(cases) };
    },
  }),
  'cases show': command({
    args: ['<ID>'],
    usage: 'One case with its thread (ID: the number, e.g. 1001, or the id).',
    check: ({ args: [id] }) => ({ id: caseId(id, 'cases show') }),
    run: async (input, context) => {
      const found = await showCase(context, input.id);
      return { data: found, text: caseText(found) };
    },
  }),
  'cases reply': command({
    args: ['<ID>'],
    options: { text: { value: '<text>', required: true }, name: { value: '<staff first name>' } },
    usage: `Reply as staff (default name "${STAFF_DEFAULT_NAME}"): the case becomes ANSWERED and the user who opened it gets a notification linking to it.`,
    check: ({ args: [id], options }): { id: string; text: string; authorName?: string } => {
      const checkedId = caseId(id, 'cases reply');
      const max = SUPPORT_CASE_LIMITS.textMaxLength;
      const reply = text(options.text, max, `cases reply needs --text <text> (1 to ${max} characters)`);
      if (CONTROL.test(reply + (options.name ?? ''))) throw new UsageError('--text and --name must not contain control characters');
      const authorName = options.name?.trim();
      if (authorName !== undefined && (authorName.length === 0 || authorName.length > 100)) throw new UsageError('--name must be 1 to 100 characters');
      return { id: checkedId, text: reply, authorName };
    },
    run: async (input, context) => {
      const replied = await replyToCase(context, input.id, input.text, input.authorName);
      return { data: replied, text: `Replied to case #${replied.number}; it is now ${replied.status} and its user has a notification.` };
    },
  }),
  'cases close': command({
    args: ['<ID>'],
    usage: 'Close a case.',
    check: ({ args: [id] }) => ({ id: caseId(id, 'cases close') }),
    run: async (input, context) => {
      const closed = await closeCase(context, input.id);
      return { data: closed, text: `Case #${closed.number} is ${closed.status}.` };
    },
  }),
  'content reload': command({
    usage: 'Load CONTENT_DIR again (only changed files are parsed); a running server then answers the new content at once.',
    check: () => ({}),
    run: async (_, { db, reloadContent: reload }) => {
      const result = await reloadContent(db, reload);
      return { data: result, text: contentReloadText(result) };
    },
  }),
  ...STATUS_COMMANDS,
  help: command({
    usage: 'This text (also --help).',
    check: () => ({}),
    run: async () => ({ data: { usage: USAGE }, text: USAGE }),
  }),
} satisfies Record<string, CommandSpec<object>>;

export type CommandName = keyof typeof COMMANDS;

/** A command as parsed: its words as `name`, and its checked input. */
export type AdminCommand = {
  [N in CommandName]: { name: N } & ((typeof COMMANDS)[N] extends CommandSpec<infer I> ? I : never);
}[CommandName];

export function isCommandName(words: string): words is CommandName {
  return Object.hasOwn(COMMANDS, words);
}

export const USAGE = usageText(COMMANDS);
