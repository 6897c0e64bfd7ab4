/**
 * /links: a link tree: the site's link groups (the same as the menus) and
 * our social accounts, then content/pages/links.md.
 */
import { Link } from 'wouter';
import { NAV_GROUPS, navHref } from '../../components/nav/nav-links';
import { SOCIAL_LINKS } from '../../components/nav/social-links';
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormattedMessage } from '../../lib/intl';
import './links.css';

export function LinksPage() {
  return (
    <RoutePage name="links">
      <section aria-labelledby="links-pages">
        <h2 id="links-pages">
          <FormattedMessage id="links.pages.heading" />
        </h2>
        <div className="link-tree">
          {NAV_GROUPS.map((group) => (
            <section key={group.key} className="card link-tree__group" aria-labelledby={`links-group-${group.key}`}>
              <h3 id={`links-group-${group.key}`}>
                <FormattedMessage id={group.label} />
              </h3>
              <ul className="link-tree__list">
                {group.links.map((link) => (
                  <li key={navHref(link)}>
                    <Link href={navHref(link)}>
                      <FormattedMessage id={link.label} />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
      <section aria-labelledby="links-social">
        <h2 id="links-social">
          <FormattedMessage id="shell.social.label" />
        </h2>
        <ul className="link-tree__list link-tree__list--social">
          {SOCIAL_LINKS.map((social) => (
            <li key={social.network}>
              <a className="button button--secondary" href={social.url} rel="noopener me">
                <FormattedMessage id={social.label} />
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="links-page__article">
        <PageArticle url="links" />
      </section>
    </RoutePage>
  );
}
