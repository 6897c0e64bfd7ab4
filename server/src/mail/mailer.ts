/**
 * The one way the server sends mail: over SMTP with nodemailer when SMTP_URL
 * is set, else into the outbox table, which `npm run admin -- mail list` and
 * `mail show ID` print, so a fresh machine can complete a double opt-in
 * without a mail server (docs/forms.md).
 */
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config.js';
import type { SubscriptionRepository } from '../repositories/subscriptions.js';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** The link the mail is about (verification), shown by `mail list`. */
  link: string | null;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>, outbox: SubscriptionRepository): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.body });
      },
    };
  }
  return {
    kind: 'outbox',
    async send(mail) {
      await outbox.queueMail(mail);
    },
  };
}
