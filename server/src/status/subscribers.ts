/**
 * E-mail subscription to status updates (issue 34), through the newsletter's
 * double opt-in and the one mailer (docs/forms.md): subscribing keeps a
 * pending address and mails /verify-subscribe?token=…; the same pages and
 * endpoints confirm and unsubscribe (routes/subscription.ts tries the
 * newsletter's tokens, then these). A confirmed subscriber is mailed when an
 * incident is opened, updated or resolved and when maintenance is scheduled,
 * each mail with its unsubscribe link: that token is an HMAC of the address
 * under a server secret, so it needs no keeping.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { StatusIncident, StatusMaintenance } from '../../../src/config/api/status.js';
import { BRAND } from '../../../src/config/brand.js';
import { STATUS_PAGE_PATH } from '../../../src/config/monitor.js';
import { buildPath } from '../../../src/config/paths.js';
import { STATUS_COMPONENT_NAMES } from '../../../src/config/status-components.js';
import type { Mail, Mailer } from '../mail/mailer.js';
import type { Repositories } from '../repositories/index.js';
import { STATUS_MAIL_LIMITS } from '../server-limits.js';
import { hashToken, newLinkToken } from '../forms/tokens.js';

export interface StatusMailDeps {
  repos: Pick<Repositories, 'forms' | 'statusSubscribers'>;
  mailer: Mailer;
  /** Where the site is served: the base of the mailed links. */
  publicUrl: string;
}

/** What a status mail is about. */
export type StatusEvent =
  { kind: 'incident'; change: 'opened' | 'updated' | 'resolved'; incident: StatusIncident } | { kind: 'maintenance'; window: StatusMaintenance };

const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');
const linkTo = (publicUrl: string, path: string, token: string) => `${base(publicUrl)}${path}?token=${token}`;

/** The secret unsubscribe tokens are made with (made once, kept in the database, so every server agrees). */
const unsubscribeSecret = (repos: StatusMailDeps['repos']) => repos.forms.secret('status-unsubscribe', randomBytes(32).toString('hex'));

/** The address's unsubscribe token: 64 hex characters, as the unsubscribe endpoint takes. */
export function unsubscribeToken(secret: string, email: string): string {
  return createHmac('sha256', secret).update(email.toLowerCase()).digest('hex');
}

/** Keeps the address pending and mails the confirmation link, unless it is confirmed already (the answer never tells). */
export async function requestStatusSubscription(deps: StatusMailDeps, email: string): Promise<void> {
  const verify = newLinkToken();
  const leave = unsubscribeToken(await unsubscribeSecret(deps.repos), email);
  const before = await deps.repos.statusSubscribers.request(email, verify.hash, hashToken(leave));
  if (before === 'confirmed') return;
  const verifyLink = linkTo(deps.publicUrl, buildPath('verifySubscribe'), verify.token);
  await deps.mailer.send({
    to: email,
    subject: `Confirm your ${BRAND.name} status updates`,
    body: [
      `Someone, hopefully you, asked to receive ${BRAND.name} status updates (incidents and scheduled maintenance) at this address.`,
      `Confirm the subscription: ${verifyLink}`,
      '',
      `Not you? Ignore this mail, or unsubscribe: ${linkTo(deps.publicUrl, buildPath('unsubscribe'), leave)}`,
    ].join('\n'),
    link: verifyLink,
  });
}

const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const stateWord = (state: string) => state.charAt(0).toUpperCase() + state.slice(1);

/** The mail's subject and text (English, as the newsletter's), without the unsubscribe line. */
export function statusMailText(event: StatusEvent, publicUrl: string): { subject: string; body: string } {
  const page = `${base(publicUrl)}${STATUS_PAGE_PATH}`;
  if (event.kind === 'incident') {
    const { incident } = event;
    const latest = incident.updates.at(-1);
    const components = incident.components.map((c) => `${STATUS_COMPONENT_NAMES[c.component]} (${c.impact.replace('_', ' ')})`).join(', ');
    return {
      subject: `[${BRAND.name} status] ${stateWord(incident.state)}: ${incident.title}`,
      body: [
        incident.title,
        `${stateWord(incident.state)}${event.change === 'opened' ? ' (new incident)' : ''}, ${utc(latest?.created ?? incident.created)}`,
        `Affected: ${components}`,
        '',
        latest?.message ?? '',
        ...(incident.postmortemUrl ? ['', `Postmortem: ${incident.postmortemUrl}`] : []),
        '',
        `Status page: ${page}`,
      ].join('\n'),
    };
  }
  const { window } = event;
  const until =
    window.ends !== null
      ? `until ${utc(window.ends)}`
      : `expected ${window.expectedMinMinutes === null ? '' : `${window.expectedMinMinutes} to `}${window.expectedMaxMinutes} minutes`;
  return {
    subject: `[${BRAND.name} status] Scheduled maintenance: ${window.title}`,
    body: [
      window.title,
      `From ${utc(window.starts)}, ${until}`,
      `Affected: ${window.components.map((c) => STATUS_COMPONENT_NAMES[c]).join(', ')}`,
      ...(window.message ? ['', window.message] : []),
      '',
      `Status page: ${page}`,
    ].join('\n'),
  };
}

/** Mails every confirmed subscriber about the event; a failed mail does not stop the others. */
export async function notifyStatusSubscribers(deps: StatusMailDeps, event: StatusEvent): Promise<{ sent: number; failed: number }> {
  const { subject, body } = statusMailText(event, deps.publicUrl);
  const emails = await deps.repos.statusSubscribers.confirmed(STATUS_MAIL_LIMITS.maxSubscribers);
  const secret = emails.length > 0 ? await unsubscribeSecret(deps.repos) : '';
  let sent = 0;
  let failed = 0;
  for (const to of emails) {
    const leave = linkTo(deps.publicUrl, buildPath('unsubscribe'), unsubscribeToken(secret, to));
    const mail: Mail = { to, subject, body: `${body}\n\nUnsubscribe from ${BRAND.name} status updates: ${leave}`, link: leave };
    try {
      await deps.mailer.send(mail);
      sent++;
    } catch {
      failed++;
    }
  }
  return { sent, failed };
}
