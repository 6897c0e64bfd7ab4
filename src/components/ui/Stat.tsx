import type { ReactNode } from 'react';
import { FormattedMessage, type MessageId } from '../../lib/intl';

/**
 * One figure of a `<dl>` of figures: its name and its value. `emphasis` draws
 * the value large (a headline figure); without it the value reads as text.
 */
export function Stat({ label, emphasis = true, testId, children }: { label: MessageId; emphasis?: boolean; testId?: string; children: ReactNode }) {
  return (
    <div className="stat">
      <dt className="stat__label">
        <FormattedMessage id={label} />
      </dt>
      <dd className={emphasis ? 'stat__value' : undefined} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
