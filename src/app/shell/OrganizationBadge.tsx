/** An organization in the user menu: its picture or coloured initials, name and type. */
import type { Snapshot } from 'valtio';
import type { OrganizationSummary } from '../../features/session/state';
import { FormattedMessage, type MessageId } from '../../lib/intl';
import { organizationInitials } from './organization-initials';

export function OrganizationBadge({ organization }: { organization: Snapshot<OrganizationSummary> }) {
  return (
    <span className="user-menu__org">
      {organization.profilePictureUrl ? (
        <img className="user-menu__org-avatar" src={organization.profilePictureUrl} alt="" width={28} height={28} />
      ) : (
        // The colour comes from the 6-colour palette; a style property is set through the CSSOM, which the CSP allows.
        <span className="user-menu__org-avatar" aria-hidden="true" style={{ backgroundColor: organization.organizationColor || undefined }}>
          {organizationInitials(organization.name)}
        </span>
      )}
      <span className="user-menu__org-text">
        <span className="user-menu__org-name">{organization.name}</span>
        <span className="user-menu__org-type">
          <FormattedMessage id={`organization.type.${organization.type}` as MessageId} />
        </span>
      </span>
    </span>
  );
}
