/**
 * Sign in and Join (to the account area under /my), or the user menu when
 * signed in (the bell is the header's own: phones have it too). The menu is
 * its own chunk: a visitor who is not signed in, who is most, never loads it.
 */
import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { signInHref } from '../../features/session/return-path';
import { ACCOUNT_PATHS } from '../../config/paths';
import { sessionState } from '../../features/session/state';
import { FormattedMessage } from '../../lib/intl';
import { lazyNamed } from '../../lib/lazy-named';

const UserMenu = lazyNamed(() => import('./UserMenu'), 'UserMenu');

export function AccountLinks() {
  const { user } = useSnapshot(sessionState);
  const [location] = useLocation();
  if (user)
    return (
      <div className="account-links">
        <Suspense fallback={null}>
          <UserMenu user={user} />
        </Suspense>
      </div>
    );
  return (
    <div className="account-links">
      <a className="account-links__signin" href={signInHref(ACCOUNT_PATHS.login, location)}>
        <FormattedMessage id="shell.account.signIn" />
      </a>
      <a className="button account-links__join" href={signInHref(ACCOUNT_PATHS.register, location)}>
        <FormattedMessage id="shell.account.join" />
      </a>
    </div>
  );
}
