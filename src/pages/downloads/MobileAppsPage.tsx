/** /mobile-apps: what the iOS and Android apps do, the store links, then content/pages/mobile-apps.md. */
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormattedMessage, type MessageId } from '../../lib/intl';
import './downloads-pages.css';

const FEATURES = ['rigs', 'wallet', 'orders', 'alerts'] as const;

/** The apps' store pages (placeholders under the brand's name, like the social accounts). */
const STORE_LINKS = [
  { key: 'appStore', url: 'https://apps.apple.com/app/hashvale/id6450000000', label: 'shell.apps.appStore' },
  { key: 'googlePlay', url: 'https://play.google.com/store/apps/details?id=example.hashvale.app', label: 'shell.apps.googlePlay' },
] as const;

export function MobileAppsPage() {
  return (
    <RoutePage name="mobileApps">
      <div className="downloads-page__wide">
        <section className="card" aria-labelledby="mobile-apps-stores">
          <h2 id="mobile-apps-stores">
            <FormattedMessage id="mobileApps.stores.heading" />
          </h2>
          <ul className="downloads-page__stores">
            {STORE_LINKS.map((store) => (
              <li key={store.key}>
                <a className="button" href={store.url} rel="noopener">
                  <FormattedMessage id={store.label} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="mobile-apps-features">
          <h2 id="mobile-apps-features">
            <FormattedMessage id="mobileApps.features.heading" />
          </h2>
          <ul className="downloads-page__cards">
            {FEATURES.map((feature) => (
              <li key={feature} className="card">
                <h3>
                  <FormattedMessage id={`mobileApps.feature.${feature}.title` as MessageId} />
                </h3>
                <p>
                  <FormattedMessage id={`mobileApps.feature.${feature}.text` as MessageId} />
                </p>
              </li>
            ))}
          </ul>
        </section>
        <div className="downloads-page__article">
          <PageArticle url="mobile-apps" />
        </div>
      </div>
    </RoutePage>
  );
}
