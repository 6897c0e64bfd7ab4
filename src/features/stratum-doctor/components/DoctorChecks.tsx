/**
 * What the doctor recognises, before anything is pasted: each rule's
 * explanation, in the order of the rules table. The two that name a value
 * of the paste are given a neutral example (an address cut short, another
 * pool's port).
 */
import { useId } from 'react';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { RULES } from '../rules';

const EXAMPLE_VALUES = { address: 'bc1q…', port: '3333' };

export function DoctorChecks() {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section className="doctor-checks" aria-labelledby={titleId} data-testid="doctor-checks">
      <h2 id={titleId}>
        <FormattedMessage id="stratumDoctor.checks.heading" />
      </h2>
      <ul>
        {RULES.map((rule) => (
          <li key={rule.id} data-rule={rule.id}>
            {intl.formatMessage({ id: rule.explain }, EXAMPLE_VALUES)}
          </li>
        ))}
      </ul>
    </section>
  );
}
