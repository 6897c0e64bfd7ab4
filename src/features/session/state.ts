/**
 * The signed-in user, if any (spec sections 3, 4). Set by the session
 * feature's actions (startup, login token exchange, logout); the shell reads
 * `user` to show the user menu.
 */
import { proxy } from 'valtio';
import type { FeatureToggles } from '../../config/feature-toggles';

export interface OrganizationSummary {
  id: string;
  type: 'PERSONAL' | 'BUSINESS' | 'SUB_ACCOUNT';
  name: string;
  organizationColor: string;
  profilePictureUrl: string;
  memberType: string;
  memberStatus: string;
  twoFactorEnabled: boolean;
  /** From organizationProperties; switched with setFeatureToggle. */
  featureToggles: FeatureToggles;
}

/** The user's saved language and display currency (userSettings); '' where none is saved. */
export interface UserSettings {
  language: string;
  currency: string;
}

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  twoFactorEnabled: boolean;
  settings: UserSettings;
  /** profileSettings.country: a two-letter code, or ''. */
  country: string;
  organizations: OrganizationSummary[];
}

export interface SessionState {
  user: SessionUser | null;
  /** The organization the user acts for. */
  organizationId: string | null;
  /** A logout request is under way (one at a time). */
  loggingOut: boolean;
}

export const DEFAULT_SESSION_STATE: Readonly<SessionState> = Object.freeze({
  user: null,
  organizationId: null,
  loggingOut: false,
});

export const sessionState = proxy<SessionState>({ ...DEFAULT_SESSION_STATE });
