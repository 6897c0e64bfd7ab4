/**
 * Running a parsed admin command (command-line.ts) against a database, and
 * the human-readable rendering of each result; the CLI and the admin socket
 * both call it.
 */
import type { Db } from '../db/db.js';
import { createRepositories, type Repositories } from '../repositories/index.js';
import { loadConfig } from '../config.js';
import { CommandError, createApiKey, listFlags, listOrganizations, setSystemFlag, type CreatedApiKey, type FlagRow, type OrganizationRow } from './commands.js';
import { caseText, casesListText, closeCase, listCases, replyToCase, showCase } from './case-commands.js';
import { errorListText, errorReportText, listErrorReports, showErrorReport } from './error-commands.js';
import { listMail, listSubmissions, mailListText, mailText, showMail, submissionsText } from './form-commands.js';
import { platformUnsubscribePath } from '../forms/tokens.js';
import { FORM_SERVER_LIMITS } from '../server-limits.js';
import { createOrganizationForUser, createUserWithLink, loginLinkText, newLoginLink, sendNotification } from './user-commands.js';
import { loadContent, type LoadResult } from '../content/load-content.js';
import { WorkQueueFullError } from '../lib/work-queue.js';
import { USAGE, type AdminCommand } from './command-line.js';

export interface CommandContext {
  db: Db;
  /** The repositories over `db`: a running server passes its own (app.repos). */
  repos?: Repositories;
  /** How to set a flag; a running server passes app.systemFlags.set so the change is live. */
  setFlag?: (name: string, value: boolean) => Promise<void>;
  /** A running server's reload (loads the files, rebuilds its index, drops cached content answers). */
  reloadContent?: () => Promise<ContentReloadResult>;
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

export type ContentReloadResult = LoadResult & { articles?: number };

function contentReloadText(r: ContentReloadResult): string {
  const served = r.articles === undefined ? 'The server was not running: it reads them at its next start.' : `The server now answers ${r.articles} articles.`;
  return `Content reloaded: ${r.inserted} inserted, ${r.updated} updated, ${r.deleted} deleted, ${r.skipped} files unchanged (skipped). ${served}`;
}

export async function runCommand(command: AdminCommand, context: CommandContext): Promise<CommandOutput> {
  const { db } = context;
  const store = { db, repos: context.repos ?? createRepositories(db) };
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
    case 'org create': {
      const created = await createOrganizationForUser(db, command.email, command.orgName, command.type);
      return { data: created, text: `${created.type} organization "${created.name}" (${created.id}) created, owned by ${created.email}.` };
    }
    case 'notify': {
      const sent = await sendNotification(db, command);
      return { data: sent, text: `Notification ${sent.id} sent to ${sent.email}.` };
    }
    case 'errors list': {
      const reports = await listErrorReports(db);
      return { data: { reports }, text: errorListText(reports) };
    }
    case 'errors show': {
      const report = await showErrorReport(db, command.id);
      return { data: report, text: errorReportText(report) };
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
    case 'forms list': {
      const submissions = await listSubmissions(db, command.form);
      return { data: { submissions }, text: submissionsText(submissions) };
    }
    case 'forms unsubscribe-link': {
      const now = (context.now ?? Date.now)();
      const path = await platformUnsubscribePath(db, command.organizationId, command.userId, now + FORM_SERVER_LIMITS.platformUnsubscribeTtlMs);
      const link = `${(context.baseUrl ?? loadConfig().publicUrl).replace(/\/$/, '')}${path}`;
      return { data: { link }, text: link };
    }
    case 'mail list': {
      const mail = await listMail(db);
      return { data: { mail }, text: mailListText(mail) };
    }
    case 'mail show': {
      const mail = await showMail(db, command.id);
      return { data: mail, text: mailText(mail) };
    }
    case 'content reload': {
      let result: ContentReloadResult;
      try {
        result = context.reloadContent ? await context.reloadContent() : await loadContent(db, loadConfig().contentDir);
      } catch (error) {
        if (error instanceof WorkQueueFullError) throw new CommandError('Content reloads are already queued; try again when they are done');
        throw error;
      }
      return { data: result, text: contentReloadText(result) };
    }
    case 'cases list': {
      const cases = await listCases(store, command.status);
      return { data: { cases }, text: casesListText(cases) };
    }
    case 'cases show': {
      const found = await showCase(store, command.id);
      return { data: found, text: caseText(found) };
    }
    case 'cases reply': {
      const replied = await replyToCase(store, command.id, command.text, command.authorName);
      return { data: replied, text: `Replied to case #${replied.number}; it is now ${replied.status} and its user has a notification.` };
    }
    case 'cases close': {
      const closed = await closeCase(store, command.id);
      return { data: closed, text: `Case #${closed.number} is ${closed.status}.` };
    }
    case 'help':
      return { data: { usage: USAGE }, text: USAGE };
  }
}
