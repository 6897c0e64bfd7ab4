/** "My support cases" as a list item, on support screens for signed-in users (spec section 2 "Shell"). */
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { buildPath, type RouteDef } from '../../config/paths';
import { sessionState } from '../../features/session/state';
import { FormattedMessage } from '../../lib/intl';

export function MyCasesItem({ route, className }: { route: RouteDef | undefined; className?: string }) {
  const { user } = useSnapshot(sessionState);
  if (!user || route?.kind !== 'support') return null;
  const href = buildPath('supportMyCases');
  return (
    <li>
      <Link href={href} className={className} aria-current={route.name === 'supportMyCases' ? 'page' : undefined}>
        <FormattedMessage id="shell.nav.myCases" />
      </Link>
    </li>
  );
}
