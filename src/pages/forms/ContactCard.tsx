/**
 * The way to reach the team behind a form page until its form exists: a
 * working mailto: link with a subject, and what to write.
 */
import { FormattedMessage, type MessageId } from '../../lib/intl';

export interface ContactCardProps {
  email: string;
  subject: string;
  text: MessageId;
}

export function ContactCard({ email, subject, text }: ContactCardProps) {
  const href = `mailto:${email}?subject=${encodeURIComponent(subject)}`;
  return (
    <section className="contact-card" aria-labelledby="contact-card-heading">
      <h2 id="contact-card-heading">
        <FormattedMessage id="company.contact.heading" />
      </h2>
      <p>
        <FormattedMessage id={text} values={{ email: <a href={href}>{email}</a> }} />
      </p>
      <p>
        <a className="button" href={href}>
          <FormattedMessage id="company.contact.emailButton" values={{ email }} />
        </a>
      </p>
    </section>
  );
}
