import { useSnapshot } from 'valtio';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { useHydrated } from '../../../lib/use-hydrated';
import { bannersState, closeBanner, visibleBanners } from '../state';
import './banners.css';

/** The announcements above the page; the route rules refresh them on every navigation. */
export function BannerStrip() {
  const intl = useIntl();
  const { items, closed } = useSnapshot(bannersState);
  const banners = visibleBanners(items.data ?? [], closed);
  // Until hydrated, what the server drew (none): an island may hydrate after the banners came.
  const hydrated = useHydrated();
  if (!hydrated || banners.length === 0) return null;
  return (
    <section className="banners" aria-label={intl.formatMessage({ id: 'banners.label' })}>
      {banners.map((banner) => (
        <div key={banner.id} className={`banner banner--${banner.kind}`} data-testid="banner">
          <div className="container banner__inner">
            <p className="banner__text">
              {banner.text}
              {banner.url ? (
                <>
                  {' '}
                  <a className="banner__link" href={banner.url}>
                    <FormattedMessage id="banners.more" />
                  </a>
                </>
              ) : null}
            </p>
            {banner.dismissible ? (
              <button type="button" className="banner__close" aria-label={intl.formatMessage({ id: 'banners.close' })} onClick={() => closeBanner(banner.id)}>
                ×
              </button>
            ) : null}
          </div>
        </div>
      ))}
    </section>
  );
}
