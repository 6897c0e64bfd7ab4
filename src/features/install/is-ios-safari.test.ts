import { describe, expect, it } from 'vitest';
import { shouldShowIosInstallHint, type IosSources } from './is-ios-safari';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

const base: IosSources = { userAgent: IPHONE_SAFARI, platform: 'iPhone', maxTouchPoints: 5, standalone: false, displayModeStandalone: false };

describe('iOS add-to-home-screen hint', () => {
  it('shows in Safari on an iPhone', () => {
    expect(shouldShowIosInstallHint(base)).toBe(true);
  });

  it('shows in Safari on an iPad that reports itself as a Mac', () => {
    expect(shouldShowIosInstallHint({ ...base, userAgent: IPAD_DESKTOP_MODE, platform: 'MacIntel' })).toBe(true);
  });

  it('does not show on a real Mac', () => {
    expect(shouldShowIosInstallHint({ ...base, userAgent: IPAD_DESKTOP_MODE, platform: 'MacIntel', maxTouchPoints: 0 })).toBe(false);
  });

  it('does not show inside the home-screen app', () => {
    expect(shouldShowIosInstallHint({ ...base, standalone: true })).toBe(false);
    expect(shouldShowIosInstallHint({ ...base, displayModeStandalone: true })).toBe(false);
  });

  it('does not show in other iOS browsers or on Android', () => {
    expect(shouldShowIosInstallHint({ ...base, userAgent: IPHONE_CHROME })).toBe(false);
    expect(shouldShowIosInstallHint({ ...base, userAgent: ANDROID_CHROME, platform: 'Linux armv8l' })).toBe(false);
  });
});
