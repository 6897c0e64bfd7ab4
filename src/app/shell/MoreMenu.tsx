/** The header's More menu: every link group of the site. */
import { useIntl } from '../../lib/intl';
import { Menu } from '../../components/ui/Menu';
import { NAV_GROUPS, navHref } from '../../components/nav/nav-links';

export function MoreMenu() {
  const intl = useIntl();
  return (
    <Menu
      id="more-menu"
      className="more-menu"
      buttonClassName="header__link more-menu__button"
      label={intl.formatMessage({ id: 'shell.nav.more' })}
      groups={NAV_GROUPS.map((group) => ({
        key: group.key,
        label: intl.formatMessage({ id: group.label }),
        items: group.links.map((link) => ({
          key: `${link.route}:${JSON.stringify(link.params ?? {})}`,
          href: navHref(link),
          label: intl.formatMessage({ id: link.label }),
        })),
      }))}
    />
  );
}
