/** A form on a card of its own, with a heading. */
import { FormattedMessage, type MessageId } from '../../../lib/intl';
import { FormEngine, type FormEngineProps } from './FormEngine';

export function FormCard({ heading, ...engine }: FormEngineProps & { heading: MessageId }) {
  const id = `${engine.form}-heading`;
  return (
    <section className="card form-card" aria-labelledby={id} data-testid={`form-${engine.form}`}>
      <h2 id={id}>
        <FormattedMessage id={heading} />
      </h2>
      <FormEngine {...engine} />
    </section>
  );
}
