import { Link } from 'wouter';
import { FormattedMessage, type MessageId } from '../../../lib/intl';

export interface PathCard {
  key: string;
  title: MessageId;
  text: MessageId;
  href: string;
  link: MessageId;
}

/** A section of cards, each a way in with a short explanation and a link. */
export function PathCards({ id, heading, lead, cards }: { id: string; heading: MessageId; lead: MessageId; cards: readonly PathCard[] }) {
  return (
    <section className="home-paths" aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id={heading} />
      </h2>
      <p className="home-paths__lead">
        <FormattedMessage id={lead} />
      </p>
      <ul className="features__list">
        {cards.map((card) => (
          <li key={card.key} className="card features__item">
            <h3 className="features__title">
              <FormattedMessage id={card.title} />
            </h3>
            <p>
              <FormattedMessage id={card.text} />
            </p>
            <p className="home-paths__link">
              <Link href={card.href}>
                <FormattedMessage id={card.link} />
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
