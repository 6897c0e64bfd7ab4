/**
 * Every finding of the signing doctor with its explanation and its fix, as
 * the server's HTML (readable without JavaScript); the form's report links
 * to these by anchor (#finding-<id>), and so does the error code table.
 */
import { FormattedMessage } from '../../../lib/intl';
import { FINDING_IDS } from '../findings';

export function FindingExplanations() {
  return (
    <section className="signing-findings" aria-labelledby="signing-findings-heading" data-testid="signing-explanations">
      <h2 id="signing-findings-heading">
        <FormattedMessage id="signingDoctor.explanations.heading" />
      </h2>
      {FINDING_IDS.map((id) => (
        <article key={id} id={`finding-${id}`} className="signing-findings__item" data-finding={id}>
          <h3>
            <code>{id}</code> <FormattedMessage id={`signingDoctor.finding.${id}.title`} />
          </h3>
          <p>
            <FormattedMessage id={`signingDoctor.finding.${id}.explain`} />
          </p>
          <p>
            <strong>
              <FormattedMessage id="signingDoctor.fix" />
            </strong>{' '}
            <FormattedMessage id={`signingDoctor.finding.${id}.fix`} />
          </p>
        </article>
      ))}
    </section>
  );
}
