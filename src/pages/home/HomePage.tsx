import { Link } from 'wouter';
import { Island } from '../../components/island/Island';
import { buildPath } from '../../config/paths';
import { FormattedMessage, useIntl, type MessageId } from '../../lib/intl';
import { LiveMarket } from './live-market/LiveMarket';
import { BUYER_PATHS, LEARN_PATHS, SELLER_PATHS } from './sections/home-paths';
import { PathCards } from './sections/PathCards';
import { TrustPoints } from './sections/TrustPoints';
import './home.css';

const FEATURES: ReadonlyArray<{ key: string; title: MessageId; text: MessageId }> = [
  { key: 'buy', title: 'home.features.buy.title', text: 'home.features.buy.text' },
  { key: 'sell', title: 'home.features.sell.title', text: 'home.features.sell.text' },
  { key: 'mine', title: 'home.features.mine.title', text: 'home.features.mine.text' },
];

export function HomePage() {
  const intl = useIntl();
  return (
    <>
      {/* The dark hero the transparent navigation bar sits on (docs/design.md). */}
      <section className="hero hero--dark" data-hero aria-labelledby="home-hero-title">
        <div className="container hero__inner">
          <h1 className="hero__title" id="home-hero-title">
            <FormattedMessage id="home.hero.title" />
          </h1>
          <p className="hero__lead">
            <FormattedMessage id="home.hero.lead" />
          </p>
          <div className="hero__actions">
            <Link href={buildPath('mining')} className="button button--on-hero">
              <FormattedMessage id="home.hero.ctaMine" />
            </Link>
            <Link href={buildPath('marketplace')} className="button button--ghost-on-hero">
              <FormattedMessage id="home.hero.ctaBuy" />
            </Link>
          </div>
        </div>
      </section>
      <div className="container home">
        <Island name="liveMarket" hydrate="visible" component={LiveMarket} props={{}} />
        <section className="features" aria-label={intl.formatMessage({ id: 'home.features.label' })}>
          <ul className="features__list">
            {FEATURES.map((feature) => (
              <li key={feature.key} className="card features__item">
                <h2 className="features__title">
                  <FormattedMessage id={feature.title} />
                </h2>
                <p>
                  <FormattedMessage id={feature.text} />
                </p>
              </li>
            ))}
          </ul>
        </section>
        <PathCards id="home-sell" heading="home.sell.heading" lead="home.sell.lead" cards={SELLER_PATHS} />
        <PathCards id="home-buy" heading="home.buy.heading" lead="home.buy.lead" cards={BUYER_PATHS} />
        <TrustPoints />
        <PathCards id="home-learn" heading="home.learn.heading" lead="home.learn.lead" cards={LEARN_PATHS} />
      </div>
    </>
  );
}
