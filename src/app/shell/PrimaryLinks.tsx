/** Mining, Easy mining, Live marketplace, Blog: the header's first-level links. */
import { Link } from 'wouter';
import type { RouteDef } from '../../config/paths';
import { FormattedMessage } from '../../lib/intl';
import { PRIMARY_LINKS, navHref } from '../../components/nav/nav-links';

/** `phone`: the labels of the phone menu, where the groups' headings follow. */
export function PrimaryLinks({ route, className, phone = false }: { route: RouteDef | undefined; className: string; phone?: boolean }) {
  return (
    <>
      {PRIMARY_LINKS.map((link) => (
        <li key={link.route}>
          <Link href={navHref(link)} className={className} aria-current={route?.name === link.route ? 'page' : undefined}>
            <FormattedMessage id={phone ? (link.phoneLabel ?? link.label) : link.label} />
          </Link>
        </li>
      ))}
    </>
  );
}
