/**
 * The signed-in user's menu (UI contract: a "User menu" button with a menu
 * that shows the e-mail and has a "Log out" item calling logout()). The
 * first item names the user (and their organization, unless it is named as
 * they are: a personal one) and opens the account area's dashboard; then the
 * cases, the settings and "Log out", in the first screen; then the
 * balance per currency and the recent activity (balance-menu.tsx); then the
 * organization switch for a member of several (the choice is stored and sent
 * as X-Organization-Id) and the acting organization's feature toggles, saved
 * on the server.
 */
import { useSnapshot, type Snapshot } from 'valtio';
import { ACCOUNT_PATHS, buildPath } from '../../config/paths';
import { sessionState, type SessionUser } from '../../features/session/state';
import { personalOrganization } from '../../features/session/profile';
import { FormattedMessage, useIntl } from '../../lib/intl';
import { LineIcon } from '../../components/ui/LineIcon';
import { Menu } from '../../components/ui/Menu';
import { logout, selectOrganization, setFeatureToggle } from '../../features/session/actions';
import { notify } from '../../features/notifications/state';
import { FEATURE_TOGGLES } from '../../config/feature-toggles';
import type { MessageId } from '../../lib/intl';
import { OrganizationBadge } from './OrganizationBadge';
import { useBalanceMenuGroups } from './balance-menu';

function initials(user: Snapshot<SessionUser>): string {
  const fromName = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (fromName || user.email.charAt(0)).toUpperCase();
}

export function UserMenu({ user }: { user: Snapshot<SessionUser> }) {
  const intl = useIntl();
  const { organizationId, loggingOut } = useSnapshot(sessionState);
  const organization = user.organizations.find((o) => o.id === organizationId) ?? user.organizations[0];
  const name = `${user.firstName} ${user.lastName}`.trim();
  const picture = personalOrganization(user.organizations)?.profilePictureUrl;
  const balanceGroups = useBalanceMenuGroups();

  return (
    <Menu
      className="user-menu"
      buttonClassName="user-menu__button"
      align="end"
      ariaLabel={intl.formatMessage({ id: 'shell.user.menu' })}
      label={
        picture ? (
          <img className="user-menu__avatar user-menu__avatar--picture" src={picture} alt="" width={36} height={36} />
        ) : (
          <span className="user-menu__avatar" aria-hidden="true">
            {initials(user)}
          </span>
        )
      }
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
                  {organization && organization.name !== name && organization.name !== user.email && (
                    <span className="user-menu__organization">{organization.name}</span>
                  )}
                  <span className="user-menu__dashboard">
                    <FormattedMessage id="shell.user.dashboard" />
                  </span>
                </span>
              ),
            },
            { key: 'cases', href: buildPath('supportMyCases'), label: <FormattedMessage id="shell.user.supportCases" /> },
            { key: 'settings', href: buildPath('settings'), label: <FormattedMessage id="shell.user.settings" /> },
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
        ...balanceGroups,
        // One organization has nothing to switch to.
        ...(user.organizations.length > 1
          ? [
              {
                key: 'organizations',
                label: intl.formatMessage({ id: 'shell.user.organizations' }),
                items: user.organizations.map((org) => ({
                  key: `org-${org.id}`,
                  kind: 'radio' as const,
                  checked: org.id === organization?.id,
                  label: <OrganizationBadge organization={org} />,
                  onSelect: () => selectOrganization(org.id),
                })),
              },
            ]
          : []),
        {
          key: 'features',
          label: intl.formatMessage({ id: 'shell.user.features' }),
          items: FEATURE_TOGGLES.map((toggle) => {
            const on = organization?.featureToggles[toggle.key] ?? toggle.key === 'walletEnabled';
            return {
              key: `feature-${toggle.key}`,
              kind: 'checkbox' as const,
              checked: on,
              disabled: toggle.disabled || !organization,
              keepOpen: true,
              label: (
                <span className="user-menu__toggle">
                  <span className="user-menu__toggle-icon">
                    <LineIcon name={toggle.icon} size={20} />
                  </span>
                  <span className="user-menu__toggle-text">
                    <span>
                      <FormattedMessage id={toggle.label as MessageId} />
                    </span>
                    <span className="user-menu__toggle-desc">
                      <FormattedMessage id={toggle.desc as MessageId} />
                    </span>
                  </span>
                  <span className="user-menu__toggle-state" aria-hidden="true">
                    {on ? '✓' : ''}
                  </span>
                </span>
              ),
              onSelect: () => void setFeatureToggle(toggle.key, !on).catch(() => notify('error', intl.formatMessage({ id: 'shell.user.toggleFailed' }))),
            };
          }),
        },
      ]}
    />
  );
}
