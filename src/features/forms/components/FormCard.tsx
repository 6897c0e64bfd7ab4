/**
 * A form on a card of its own, with a heading. The form is an island
 * (src/components/island/Island.tsx), hydrated when it comes near the screen:
 * a kept draft shows as soon as the visitor can see the form.
 */
import { Island } from '../../../components/island/Island';
import { FormattedMessage, type MessageId } from '../../../lib/intl';
import { FormEngine, type FormEngineProps } from './FormEngine';

/** What to do once sent stays with the pages that hydrate whole: an island's props cross the page as JSON. */
type FormCardProps = Omit<FormEngineProps, 'onSent'> & { heading: MessageId };

export function FormCard({ heading, ...engine }: FormCardProps) {
  const id = `${engine.form}-heading`;
  return (
    <section className="card form-card" aria-labelledby={id} data-testid={`form-${engine.form}`}>
      <h2 id={id}>
        <FormattedMessage id={heading} />
      </h2>
      <Island name="formEngine" hydrate="visible" component={FormEngine} props={engine} />
    </section>
  );
}
