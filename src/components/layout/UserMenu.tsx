/**
 * The signed-in user's menu (UI contract: a "User menu" button with a menu
 * that shows the e-mail and has a "Log out" item calling logout()). The
 * first item names the user and their organization and opens the account
 * area's dashboard.
 */
import { useSnapshot, type Snapshot } from 'valtio';
import { ACCOUNT_PATHS, buildPath } from '../../config/paths';
import { sessionState, type SessionUser } from '../../features/session/state';
import { FormattedMessage, useIntl } from '../../lib/intl';
import { Menu } from '../ui/Menu';
import { logout } from '../../features/session/actions';

function initials(user: Snapshot<SessionUser>): string {
  const fromName = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (fromName || user.email.charAt(0)).toUpperCase();
}

export function UserMenu({ user }: { user: Snapshot<SessionUser> }) {
  const intl = useIntl();
  const { organizationId, loggingOut } = useSnapshot(sessionState);
  const organization = user.organizations.find((o) => o.id === organizationId) ?? user.organizations[0];
  const name = `${user.firstName} ${user.lastName}`.trim();

  return (
    <Menu
      className="user-menu"
      buttonClassName="user-menu__button"
      align="end"
      ariaLabel={intl.formatMessage({ id: 'shell.user.menu' })}
      label={<span className="user-menu__avatar" aria-hidden="true">{initials(user)}</span>}
      groups={[
        {
          key: 'account',
          items: [
            {
              key: 'identity',
              href: ACCOUNT_PATHS.dashboard,
              external: true,
              label: (
                <span className="user-menu__identity">
                  {name && <span className="user-menu__name">{name}</span>}
                  <span className="user-menu__email">{user.email}</span>
                  {organization && <span className="user-menu__organization">{organization.name}</span>}
                  <span className="user-menu__dashboard">
                    <FormattedMessage id="shell.user.dashboard" />
                  </span>
                </span>
              ),
            },
            { key: 'cases', href: buildPath('supportMyCases'), label: <FormattedMessage id="shell.user.supportCases" /> },
          ],
        },
        {
          key: 'session',
          items: [
            {
              key: 'logout',
              label: <FormattedMessage id="shell.user.logout" />,
              disabled: loggingOut,
              onSelect: () => void logout(),
            },
          ],
        },
      ]}
    />
  );
}
