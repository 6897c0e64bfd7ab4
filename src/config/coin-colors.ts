/**
 * Brand colours of the coins the platform may list (spec section 3: "a colour
 * table of about 75 coins"), keyed by system symbol. Used for charts, balance
 * bars and icon placeholders. A coin missing here still gets a stable colour
 * from `coinColor`, so a newly listed coin never breaks a chart.
 *
 * Values follow each project's brand guide where it has one; for brands that
 * are pure black (Algorand, Stellar, EOS, ...) the colour of their secondary
 * mark is used so the coin stays visible on the dark theme.
 */
export const COIN_COLORS: Readonly<Record<string, string>> = {
  '1INCH': '#1b314f',
  AAVE: '#b6509e',
  ADA: '#0033ad',
  ALGO: '#4a4a4a',
  ARB: '#28a0f0',
  ATOM: '#2e3148',
  AVAX: '#e84142',
  BAT: '#ff5000',
  BCH: '#8dc351',
  BEAM: '#0b76ff',
  BNB: '#f3ba2f',
  BSV: '#eab300',
  BTC: '#f7931a',
  BTG: '#eba809',
  CKB: '#3cc68a',
  COMP: '#00d395',
  DAI: '#f5ac37',
  DASH: '#008ce7',
  DCR: '#2ed6a1',
  DGB: '#006ad2',
  DOGE: '#c2a633',
  DOT: '#e6007a',
  EGLD: '#23f7dd',
  EOS: '#443f54',
  ERG: '#ff5e18',
  ETC: '#328332',
  ETH: '#627eea',
  EUR: '#0e3a8c',
  FIL: '#0090ff',
  FIRO: '#9b1c2e',
  FLOW: '#00ef8b',
  FLUX: '#2b61d1',
  FTM: '#1969ff',
  GRIN: '#fff300',
  GRT: '#6747ed',
  HNT: '#474dff',
  ICP: '#29abe2',
  KAS: '#70c7ba',
  KMD: '#326464',
  LINK: '#2a5ada',
  LTC: '#345d9d',
  MATIC: '#8247e5',
  MKR: '#1aab9b',
  NANO: '#4a90e2',
  NEAR: '#00ec97',
  NEO: '#58bf00',
  OP: '#ff0420',
  PEPE: '#4c9540',
  POL: '#8247e5',
  QTUM: '#2e9ad0',
  RVN: '#384182',
  SC: '#20ee82',
  SHIB: '#ffa409',
  SOL: '#9945ff',
  STX: '#5546ff',
  SUI: '#4da2ff',
  TON: '#0098ea',
  TRX: '#eb0029',
  UNI: '#ff007a',
  USDC: '#2775ca',
  USDT: '#26a17b',
  VET: '#15bdff',
  VTC: '#048657',
  WBTC: '#f09242',
  XCH: '#3aac59',
  XEC: '#0074c2',
  XLM: '#14b6e7',
  XMR: '#ff6600',
  XRP: '#23292f',
  XTZ: '#2c7df7',
  XVG: '#00cbff',
  YFI: '#006ae3',
  ZEC: '#ecb244',
  ZEN: '#00eaab',
  ZIL: '#49c1bf',
};

// Saturation and lightness of generated colours: mid-tone, readable on both
// the light and the dark theme.
const FALLBACK_SATURATION = 0.55;
const FALLBACK_LIGHTNESS = 0.5;

/** FNV-1a (32-bit): a tiny, stable string hash; the same symbol always gives the same hue. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** A deterministic colour for a symbol with no brand colour in the table. */
export function fallbackCoinColor(symbol: string): string {
  return hslToHex(hash(symbol.toUpperCase()) % 360, FALLBACK_SATURATION, FALLBACK_LIGHTNESS);
}

/** The brand colour of a coin (any case), else its deterministic fallback. */
export function coinColor(symbol: string): string {
  return COIN_COLORS[symbol.toUpperCase()] ?? fallbackCoinColor(symbol);
}
