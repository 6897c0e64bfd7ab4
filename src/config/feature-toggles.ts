/**
 * An account's feature toggles (spec sections 1 and 3: icon, label, key,
 * description; optionally disabled). walletEnabled is always on and cannot be
 * switched off. Stored per organization on the server
 * (POST api/v2/organization/featureToggles, docs/api.md). Pure data: the
 * server imports it too.
 */
export const FEATURE_TOGGLE_KEYS = ['walletEnabled', 'miningEnabled', 'ordersEnabled', 'isMerchant'] as const;
export type FeatureToggleKey = (typeof FEATURE_TOGGLE_KEYS)[number];
export type FeatureToggles = Record<FeatureToggleKey, boolean>;

export interface FeatureToggleDef {
  key: FeatureToggleKey;
  /** The toggle's icon: a name of the app's line icons (components/ui/LineIcon.tsx). */
  icon: 'wallet' | 'pickaxe' | 'market' | 'store';
  /** Message ids: `featureToggle.<key>.label` and `.desc`. */
  label: string;
  desc: string;
  /** Shown on, never switched. */
  disabled?: boolean;
}

export const FEATURE_TOGGLES: readonly FeatureToggleDef[] = [
  { key: 'walletEnabled', icon: 'wallet', label: 'featureToggle.walletEnabled.label', desc: 'featureToggle.walletEnabled.desc', disabled: true },
  { key: 'miningEnabled', icon: 'pickaxe', label: 'featureToggle.miningEnabled.label', desc: 'featureToggle.miningEnabled.desc' },
  { key: 'ordersEnabled', icon: 'market', label: 'featureToggle.ordersEnabled.label', desc: 'featureToggle.ordersEnabled.desc' },
  { key: 'isMerchant', icon: 'store', label: 'featureToggle.isMerchant.label', desc: 'featureToggle.isMerchant.desc' },
];

/** A new organization's toggles: the wallet only. */
export const DEFAULT_FEATURE_TOGGLES: Readonly<FeatureToggles> = Object.freeze({
  walletEnabled: true,
  miningEnabled: false,
  ordersEnabled: false,
  isMerchant: false,
});

/** The toggles stored in an organization's properties, with defaults; the wallet always on. */
export function featureTogglesOf(properties: unknown): FeatureToggles {
  const stored = (properties && typeof properties === 'object' ? (properties as { featureToggles?: unknown }).featureToggles : undefined) ?? {};
  const toggles = { ...DEFAULT_FEATURE_TOGGLES };
  for (const key of FEATURE_TOGGLE_KEYS) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === 'boolean') toggles[key] = value;
  }
  toggles.walletEnabled = true;
  return toggles;
}
