import { FormattedMessage, type MessageId } from '../../lib/intl';

type Step = 'quote' | 'application';

const STEPS: Record<Step, { heading: MessageId; text: MessageId; items: MessageId[] }> = {
  quote: {
    heading: 'endpoint.quote.heading',
    text: 'endpoint.quote.text',
    items: [
      'endpoint.quote.item.hashrate',
      'endpoint.quote.item.algorithms',
      'endpoint.quote.item.location',
      'endpoint.quote.item.connections',
      'endpoint.quote.item.start',
    ],
  },
  application: {
    heading: 'endpoint.application.heading',
    text: 'endpoint.application.text',
    items: [
      'endpoint.application.item.company',
      'endpoint.application.item.account',
      'endpoint.application.item.ips',
      'endpoint.application.item.contact',
      'endpoint.application.item.quote',
    ],
  },
};

/** What the quote or the application step is and what to have ready for it. */
export function EndpointStep({ step }: { step: Step }) {
  const { heading, text, items } = STEPS[step];
  return (
    <section aria-labelledby="endpoint-step" className="card" data-testid={`endpoint-${step}`}>
      <h2 id="endpoint-step">
        <FormattedMessage id={heading} />
      </h2>
      <p>
        <FormattedMessage id={text} />
      </p>
      <h3>
        <FormattedMessage id="endpoint.prepare" />
      </h3>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <FormattedMessage id={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
