/**
 * The profile as api/v2/profile sends it, and what the store keeps of it
 * (spec sections 3 and 6): organization selection and two-factor status.
 */
import type { Organization, Profile } from '../../config/api/session';
import { featureTogglesOf } from '../../config/feature-toggles';
import type { OrganizationSummary, SessionUser } from './state';

/** The contract's organization and profile, under the names the session code uses. */
export type ApiOrganization = Organization;
export type ApiProfile = Profile;

const hasTwoFactor = (x: { twoFactorVerificationEnabled?: boolean; otpEnabled?: boolean }) => x.twoFactorVerificationEnabled === true || x.otpEnabled === true;

export function toOrganizationSummary(org: ApiOrganization): OrganizationSummary {
  return {
    id: org.id,
    type: org.profile?.type ?? 'PERSONAL',
    name: org.profile?.name ?? '',
    organizationColor: org.profile?.organizationColor ?? '',
    profilePictureUrl: org.profile?.profilePictureUrl ?? '',
    memberType: org.organizationMember?.type ?? '',
    memberStatus: org.organizationMember?.status ?? '',
    twoFactorEnabled: hasTwoFactor(org),
    featureToggles: featureTogglesOf(org.organizationProperties),
  };
}

/**
 * The organization to act for: the stored one if the user still has it,
 * else the personal organization the user owns and is active in; null when
 * neither exists.
 */
export function chooseOrganization(organizations: readonly OrganizationSummary[], storedId: string | null): string | null {
  if (storedId && organizations.some((org) => org.id === storedId)) return storedId;
  const personal = organizations.find((org) => org.type === 'PERSONAL' && org.memberStatus === 'ACTIVE' && org.memberType === 'OWNER');
  return personal?.id ?? null;
}

/** Two-factor counts as enabled if the user or the organization has it (either kind). */
export function twoFactorEnabled(profile: ApiProfile, organization: OrganizationSummary | undefined): boolean {
  return hasTwoFactor(profile) || Boolean(organization?.twoFactorEnabled);
}

export function toSessionUser(profile: ApiProfile, organizationId: string | null): SessionUser {
  const organizations = profile.organizations.map(toOrganizationSummary);
  return {
    id: profile.id,
    email: profile.email,
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    twoFactorEnabled: twoFactorEnabled(
      profile,
      organizations.find((org) => org.id === organizationId),
    ),
    settings: { language: profile.userSettings?.language ?? '', currency: profile.userSettings?.currency ?? '' },
    country: typeof profile.profileSettings?.country === 'string' ? profile.profileSettings.country : '',
    organizations,
  };
}

/** The organization whose picture is the user's own: the personal one the user owns (profile/picture sets it). */
export function personalOrganization<T extends Pick<OrganizationSummary, 'type' | 'memberType'>>(organizations: readonly T[]): T | undefined {
  return organizations.find((org) => org.type === 'PERSONAL' && org.memberType === 'OWNER');
}
