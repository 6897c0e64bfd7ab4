/**
 * `forms list [--form NAME]`, `mail list` and `mail show ID`: stored form
 * submissions, and the mail kept in the outbox when no SMTP_URL is set
 * (docs/forms.md), so a fresh machine can follow a verification link.
 */
import type { Queryable } from '../db/types.js';
import { createRepositories } from '../repositories/index.js';
import type { SubmissionSummary } from '../repositories/forms.js';
import type { OutboxMail } from '../repositories/subscriptions.js';
import { FORM_SERVER_LIMITS } from '../server-limits.js';
import { CommandError } from './command-error.js';

export function listSubmissions(db: Queryable, form?: string): Promise<SubmissionSummary[]> {
  return createRepositories(db).forms.list(FORM_SERVER_LIMITS.listed, form);
}

export function listMail(db: Queryable): Promise<OutboxMail[]> {
  return createRepositories(db).subscriptions.listMail(FORM_SERVER_LIMITS.listed);
}

export async function showMail(db: Queryable, id: number): Promise<OutboxMail> {
  const mail = await createRepositories(db).subscriptions.findMail(id);
  if (!mail) throw new CommandError(`No mail with id ${id} (see: mail list)`);
  return mail;
}

function summary(fields: Record<string, unknown>): string {
  const text = Object.entries(fields)
    .filter(([name]) => name !== 'email')
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
    .join(' ');
  return text.length > 100 ? `${text.slice(0, 99)}…` : text;
}

export function submissionsText(list: readonly SubmissionSummary[]): string {
  if (list.length === 0) return 'No form submissions.';
  return list
    .map((s) => {
      const files = s.attachments.length
        ? `  files: ${s.attachments.map((a) => `${a.name} (${a.mimeType}, ${a.size} B${a.originalName ? `; sent as "${a.originalName}"` : ''})`).join(', ')}`
        : '';
      const marketing = Object.keys(s.marketing).length ? `  marketing: ${JSON.stringify(s.marketing)}` : '';
      return `${s.receivedAt}  ${s.form.padEnd(26)}  ${s.id}  ${s.email ?? '-'}\n  ${summary(s.fields)}${files ? `\n${files}` : ''}${marketing ? `\n${marketing}` : ''}`;
    })
    .join('\n');
}

export function mailListText(list: readonly OutboxMail[]): string {
  if (list.length === 0) return 'No mail in the outbox.';
  return list.map((m) => `${String(m.id).padEnd(6)}  ${m.createdAt}  ${m.to}  ${m.subject}${m.link ? `\n        link: ${m.link}` : ''}`).join('\n');
}

export function mailText(mail: OutboxMail): string {
  return [`#${mail.id}  ${mail.createdAt}`, `To: ${mail.to}`, `Subject: ${mail.subject}`, '', mail.body].join('\n');
}
