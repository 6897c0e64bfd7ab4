// The pages `npm run bench:web` measures: the two baselines, the seven key
// pages, and one page of every public kind of route in src/config/paths.ts
// (web-pages.test.ts fails when a kind has none). `js` names the budget of
// scripts/bench/web-budget.json ("jsVsBareReact") the page's JavaScript is
// held to: `content` for an article (text to read), `app` for the home page
// and the tools, `other` for the rest (docs/first-paint.md, "The pages").

export const BARE_HTML = '/bench-baseline/bare.html';
export const BARE_REACT = '/bench-baseline/react/index.html';

export const BASELINES = Object.freeze([
  { name: 'bare static HTML (baseline)', path: BARE_HTML },
  { name: 'bare React 19 (baseline)', path: BARE_REACT },
]);

export const PAGES = Object.freeze([
  // The seven key pages (issue 18).
  { name: '/', path: '/', js: 'app' },
  { name: 'a blog post', path: '/blog/post/amsterdam-hashing', js: 'content' },
  { name: 'a help article', path: '/support/general-help/getting-started/what-is-hashvale', js: 'content' },
  { name: '/profitability-calculator', path: '/profitability-calculator', js: 'app' },
  { name: '/stratum-generator', path: '/stratum-generator', js: 'app' },
  { name: '/marketplace', path: '/marketplace', js: 'other' },
  { name: '/algorithm/scrypt', path: '/algorithm/scrypt', js: 'other' },
  // One of every other kind of route (issue 39), the two known outliers among them.
  { name: '/pricing', path: '/pricing', js: 'other' },
  { name: 'a product page', path: '/docker-miner', js: 'other' },
  { name: 'a guide', path: '/guide/first-hash-power-order', js: 'content' },
  { name: 'a form', path: '/business-development', js: 'other' },
  { name: 'a download page', path: '/download-center', js: 'other' },
  { name: 'a developer page', path: '/software-developers', js: 'other' },
  // The API reference (issue 31): the list of every operation, and one operation with its samples.
  { name: 'the API reference', path: '/software-developers/api', js: 'other' },
  { name: 'an API operation', path: '/software-developers/api/accounts', js: 'other' },
  { name: 'the signing doctor', path: '/software-developers/signing', js: 'other' },
  // The websocket reference (its try-it an island) and the API changelog (issue 31 parts 6 and 7).
  { name: 'the websocket reference', path: '/software-developers/websocket', js: 'other' },
  { name: 'the API changelog', path: '/software-developers/changelog', js: 'other' },
  { name: 'the blog list', path: '/blog', js: 'other' },
  { name: 'a help search', path: '/support/search?q=withdraw', js: 'other' },
  { name: 'a legal text', path: '/legal-privacy/privacy', js: 'content' },
  // The stratum doctor (issue 33): a tool, held to the app budget.
  { name: '/stratum-generator/doctor', path: '/stratum-generator/doctor', js: 'app' },
  // The status page (issue 34): 900 daily bars rendered on the server, hydrated whole to poll.
  { name: '/status', path: '/status', js: 'other' },
  // The mining-address page (issue 32): a tool, held to the app budget.
  { name: 'a mining address', path: '/my/miner/1HashvaeDowntimeHours1111111111', js: 'app' },
  // The calculator as a rig of three devices (issue 32): three panels and the rig's total, held to the app budget.
  { name: 'the calculator, three devices', path: '/profitability-calculator/nvidia-rtx-4090/amd-rx-7900-xtx/antminer-s21?q2=3', js: 'app' },
]);

/** `--quick`: one round of these, to see in a few minutes that the bench works. */
export const QUICK_PAGES = Object.freeze(['/', 'a blog post', '/profitability-calculator', 'a help search']);
