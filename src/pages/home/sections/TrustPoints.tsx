import { FormattedMessage, type MessageId } from '../../../lib/intl';

const POINTS: ReadonlyArray<{ key: string; title: MessageId; text: MessageId }> = [
  { key: 'payouts', title: 'home.trust.payouts.title', text: 'home.trust.payouts.text' },
  { key: 'fees', title: 'home.trust.fees.title', text: 'home.trust.fees.text' },
  { key: 'security', title: 'home.trust.security.title', text: 'home.trust.security.text' },
  { key: 'verification', title: 'home.trust.verification.title', text: 'home.trust.verification.text' },
];

/** Why miners and buyers can rely on the marketplace. */
export function TrustPoints() {
  return (
    <section className="home-paths" aria-labelledby="home-trust">
      <h2 id="home-trust">
        <FormattedMessage id="home.trust.heading" />
      </h2>
      <ul className="features__list">
        {POINTS.map((point) => (
          <li key={point.key} className="features__item">
            <h3 className="features__title">
              <FormattedMessage id={point.title} />
            </h3>
            <p>
              <FormattedMessage id={point.text} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
