/**
 * iOS has no install prompt: a home-screen app is made from Safari's Share
 * menu. The hint is for Safari on iPhone, iPad and iPod that is not already
 * running as the home-screen app. iPadOS reports itself as a Mac; its touch
 * points give it away.
 */
export interface IosSources {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  /** Safari's navigator.standalone: true inside a home-screen app. */
  standalone: boolean | undefined;
  /** matchMedia('(display-mode: standalone)').matches */
  displayModeStandalone: boolean;
}

const OTHER_IOS_BROWSERS = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//;

export function shouldShowIosInstallHint(s: IosSources): boolean {
  const ios = /iPhone|iPad|iPod/.test(s.userAgent) || (s.platform === 'MacIntel' && s.maxTouchPoints > 1);
  const safari = /Safari\//.test(s.userAgent) && !OTHER_IOS_BROWSERS.test(s.userAgent);
  return ios && safari && s.standalone !== true && !s.displayModeStandalone;
}

/** The browser's own values; false on the server. */
export function browserShowsIosInstallHint(): boolean {
  if (typeof navigator === 'undefined') return false;
  return shouldShowIosInstallHint({
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone: (navigator as Navigator & { standalone?: boolean }).standalone,
    displayModeStandalone: typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches,
  });
}
