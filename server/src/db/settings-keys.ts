/** Keys of the `settings` documents: the seeder writes them, the settings repository reads them. */
export const SETTINGS_KEYS = { serviceFeeInfo: 'serviceFeeInfo', minConfirmations: 'minConfirmations' } as const;

export type SettingsKey = (typeof SETTINGS_KEYS)[keyof typeof SETTINGS_KEYS];
