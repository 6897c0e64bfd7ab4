/** One section of /my/settings: a region named by its heading. */
import { useId, type ReactNode } from 'react';
import { FormattedMessage, type MessageId } from '../../../lib/intl';

export function SettingsSection({ heading, className, children }: { heading: MessageId; className?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={className ? `settings__section ${className}` : 'settings__section'} aria-labelledby={headingId}>
      <h2 id={headingId} className="settings__heading">
        <FormattedMessage id={heading} />
      </h2>
      {children}
    </section>
  );
}
