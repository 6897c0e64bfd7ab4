/**
 * How the capture asks each operation of the route table for its example
 * answer, in the order it runs them: a later call reads what an earlier one
 * answered (an algorithm, a market, a case id). The compiler holds the list
 * to the table: every operation with a JSON answer has exactly one call.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { ApiName } from '../../../src/config/api-contract.js';
import type { AnswerOf, ShapeOf } from '../../../src/config/api/index.js';
import { replyToCase } from '../admin/case-commands.js';
import { createUserWithLink } from '../admin/user-commands.js';
import { LOGIN_TOKEN_HASH_PARAM } from '../../../src/config/login-link.js';
import { platformUnsubscribePath } from '../forms/tokens.js';
import type { Call, CaptureClient } from './capture-client.js';
import { form } from './capture-forms.js';
import { DAY_MS, HOUR_S } from '../../../src/config/time.js';

/** Operations without a JSON answer to capture: files, and the websockets (their messages are captured apart). */
type NoJsonAnswer = { [N in ApiName]: ShapeOf<N> extends { readonly mediaType: string } ? N : 101 extends keyof ShapeOf<N>['answers'] ? N : never }[ApiName];
export type CapturedName = Exclude<ApiName, NoJsonAnswer>;

/** Sample inputs: a miner's payout address (api-facts' example), a search word, a one-pixel PNG. */
const MINER_ADDRESS = '3Mke2TgvWhVMQ5VwcbHpTaPRj9i6XJKt5v';
const SEARCH_WORD = 'mining';
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
/** Items a list answer is asked for: the examples keep no more anyway. */
const PAGE = 2;
const CANDLE_SPAN_S = 3 * HOUR_S;
const CANDLE_MINUTES = 60;

function envelope(dsn: string): string {
  const event = { event_id: 'a'.repeat(32), exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] } };
  return [JSON.stringify({ event_id: event.event_id, dsn }), JSON.stringify({ type: 'event' }), JSON.stringify(event), ''].join('\n');
}

async function signIn(c: CaptureClient): Promise<LightMyRequestResponse> {
  const link = await createUserWithLink(c.app.db, { email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' }, c.app.config.publicUrl, c.app.now());
  const token = new URL(link.loginLink).hash.slice(`#${LOGIN_TOKEN_HASH_PARAM}=`.length);
  const res = await c.post(`/api/v2/auth/useLoginToken/${token}`);
  const session = res.json() as AnswerOf<'useLoginToken'>;
  c.signIn({ key: session.loginSessionId, secret: session.secretToken, organizationId: link.organizationId! }, link.userId);
  return res;
}

/** The latest outbox mail's token for a link path (/verify-subscribe, /unsubscribe). */
async function mailedToken(c: CaptureClient, path: string): Promise<string> {
  const [mail] = await c.app.repos.subscriptions.listMail(1);
  const found = new RegExp(`${path}\\?token=([0-9a-f]+)`).exec(`${mail?.link ?? ''}\n${mail?.body ?? ''}`);
  if (!found) throw new Error(`no ${path} link in the outbox`);
  return found[1]!;
}

const firstCase = (c: CaptureClient) => c.answers.createSupportCase!.id;
const market = (c: CaptureClient) => c.answers.exchangeStatus!.symbols[0]!.symbol;
const algorithm = (c: CaptureClient) => c.answers.algorithms!.miningAlgorithms[0]!.algorithm;
function candleQuery(c: CaptureClient): string {
  const to = Math.floor(c.app.now() / 1000);
  return `market=${market(c)}&from=${to - CANDLE_SPAN_S}&to=${to}&resolution=${CANDLE_MINUTES}`;
}

/** The calls, in the order they run. */
export const CAPTURE_CALLS = {
  time: (c) => c.get('/api/v2/time'),
  systemFlags: (c) => c.get('/api/v2/system/flags'),
  countries: (c) => c.get('/api/v2/enum/xchCountries'),
  monitorConfig: (c) => c.get('/api/v2/monitor/config'),
  monitorEnvelope: (c) => c.post('/api/v2/monitor/envelope', envelope(c.answers.monitorConfig!.dsn), { 'content-type': 'text/plain;charset=UTF-8' }),
  serviceStatus: (c) => c.get('/api/v2/status'),
  statusSummary: (c) => c.get('/api/v2/status/summary'),
  downloadFiles: (c) => c.get('/api/v2/downloads'),
  openApi: (c) => c.get('/api/v2/openapi.json'),
  asyncApi: (c) => c.get('/api/v2/asyncapi.json'),
  apiChangelog: (c) => c.get('/api/v2/changelog'),

  useLoginToken: signIn,
  profile: (c) => c.signed('GET', '/api/v2/profile'),
  updateProfile: (c) => c.signed('POST', '/api/v2/profile', { userSettings: { currency: 'EUR' } }),
  updateProfileMeta: (c) => c.signed('POST', '/api/v2/profile/meta', { meta: '{"theme":"dark"}' }),
  updateProfilePicture: (c) => c.signed('POST', '/api/v2/profile/picture', { name: 'grace.png', content: PNG_1X1 }),
  setFeatureToggles: (c) => c.signed('POST', '/api/v2/organization/featureToggles', { miningEnabled: true }),
  createApiKey: (c) => c.signed('POST', '/api/v2/organization/apiKeys', { name: 'Trading bot', ipAllowlist: ['203.0.113.0/24'] }),
  apiKeys: (c) => c.signed('GET', '/api/v2/organization/apiKeys'),
  revokeApiKey: (c) => c.signed('DELETE', `/api/v2/organization/apiKeys/${c.answers.createApiKey!.key}`),
  notifications: (c) => c.signed('GET', `/api/v2/notifications?size=${PAGE}`),
  notificationsUnseen: (c) => c.signed('GET', '/api/v2/notifications/unseen'),
  notificationsRead: (c) => c.signed('POST', '/api/v2/notifications/read', { ids: [c.answers.notifications!.list[0]!.id] }),
  notificationsMarkAllAsSeen: (c) => c.signed('GET', '/api/v2/notifications/markAllAsSeen'),
  activity: (c) => c.signed('GET', `/api/v2/activity?size=${PAGE}`),

  currencies: (c) => c.get('/main/api/v2/public/currencies'),
  exchangeRates: (c) => c.get('/main/api/v2/exchangeRate/list'),
  profcalcRates: (c) => c.get('/main/api/v2/exchangeRate/profcalcRates/USD'),
  profcalcDevices: (c) => c.get('/main/api/v2/public/profcalc/devices'),
  algorithms: (c) => c.get('/main/api/v2/mining/algorithms'),
  markets: (c) => c.get('/main/api/v2/mining/markets'),
  feeInfo: (c) => c.get('/main/api/v2/public/service/fee/info'),
  minConfirmations: (c) => c.get('/main/api/v2/public/wallet/minConfirmations'),
  banners: (c) => c.get('/main/api/v2/public/banners'),

  globalStatsCurrent: (c) => c.get('/main/api/v2/public/stats/global/current'),
  globalStats24h: (c) => c.get('/main/api/v2/public/stats/global/24h'),
  algoHistory: (c) => c.get(`/main/api/v2/public/algo/history?algorithm=${algorithm(c)}`),
  algoHistoryForInterval: (c) => {
    // Three hours of the kept year: the example shows the shape, not a year of rows.
    const to = Math.floor(c.app.now() / 1000 / HOUR_S) * HOUR_S;
    return c.get(`/main/api/v2/public/algo/historyForInterval?algorithm=${algorithm(c)}&from=${to - 2 * HOUR_S}&to=${to}`);
  },
  simpleMultiAlgo: (c) => c.get('/main/api/v2/public/simplemultialgo/info'),
  orderBook: (c) => c.get(`/main/api/v2/hashpower/orderBook?algorithm=${algorithm(c)}&size=${PAGE}`),
  minerRigs: (c) => c.get(`/main/api/v2/mining/external/${MINER_ADDRESS}/rigs2?size=${PAGE}`),
  minerDay: (c) => c.get(`/main/api/v2/mining/external/${MINER_ADDRESS}/rigs/day?day=${new Date(c.app.now() - DAY_MS).toISOString().slice(0, 10)}`),
  minerPayouts: (c) => c.get(`/main/api/v2/mining/external/${MINER_ADDRESS}/rigs/payouts?size=${PAGE}`),
  accounts: (c) => c.signed('GET', '/main/api/v2/accounting/accounts2'),

  contentList: (c) => c.get(`/main/api/v2/content/list2?size=${PAGE}`),
  contentSearch: (c) => c.get(`/main/api/v2/content/search?search=${SEARCH_WORD}&size=${PAGE}`),
  contentArticle: (c) => {
    const { category, sub, url } = c.answers.contentList!.list[0]!;
    return c.get(`/main/api/v2/content/article2?${new URLSearchParams({ category, ...(sub ? { sub } : {}), url })}`);
  },

  exchangeStatus: (c) => c.get('/exchange/api/v2/info/status'),
  exchangePrices: (c) => c.get('/exchange/api/v2/info/prices'),
  marketStats: (c) => c.get('/exchange/api/v2/info/marketStats'),
  candlesticks: (c) => c.get(`/exchange/api/v2/candlesticks?${candleQuery(c)}`),
  candlesticksInfo: (c) => c.get(`/exchange/api/v2/info/candlesticks?${candleQuery(c)}`),
  trades: (c) => c.get(`/exchange/api/v2/info/trades?market=${market(c)}&limit=${PAGE}`),

  formCaptcha: (c) => c.get('/api/v2/forms/captcha'),
  businessDevelopment: form('/api/v2/support/businessDevelopment', 'businessDevelopment'),
  lawEnforcementRequest: form('/riskmanagement/api/v2/lawEnforcementRequest', 'lawEnforcementRequest'),
  miningAffiliate: form('/api/v2/forms/miningAffiliate', 'miningAffiliate'),
  privateEndpointQuote: form('/api/v2/forms/privateEndpointQuote', 'privateEndpointQuote'),
  privateEndpointApplication: form('/api/v2/forms/privateEndpointApplication', 'privateEndpointApplication'),
  rateExperience: form('/api/v2/forms/rateExperience', 'rateExperience'),
  subscribe: form('/api/v2/subscription/subscribe', 'subscribe'),
  subscribeVerify: async (c) => c.post('/api/v2/subscription/verify', { token: await mailedToken(c, '/verify-subscribe') }),
  unsubscribe: async (c) => c.post('/api/v2/subscription/unsubscribe', { token: await mailedToken(c, '/unsubscribe') }),
  platformUnsubscribe: async (c) => {
    const path = await platformUnsubscribePath(c.app.db, c.organizationId(), c.userId(), c.app.now() + c.app.forms.limits.platformUnsubscribeTtlMs);
    return c.post(`/api/v2/platform${path.replace('/unsubscribe-platform', '/unsubscribe')}`);
  },
  statusSubscribe: form('/api/v2/status/subscribe', 'statusSubscribe'),

  supportCategories: (c) => c.get('/supportdesk/api/v1/categories'),
  createSupportCase: (c) => {
    const { category, subCategories } = c.answers.supportCategories!.categories[0]!;
    const body = {
      category,
      subCategory: subCategories[0]!,
      subject: 'Payout missing',
      description: 'My payout of Monday has not arrived.',
      attachments: [{ name: 'payout.txt', content: Buffer.from('payout id 1042\n').toString('base64') }],
    };
    return c.signed('POST', '/supportdesk/api/v1/cases', body, c.requestId());
  },
  replySupportCase: async (c) => {
    await replyToCase(c.app, firstCase(c), 'We are looking into it.', 'Ana');
    return c.signed('POST', `/supportdesk/api/v1/cases/${firstCase(c)}/messages`, { text: 'Thank you!' }, c.requestId());
  },
  closeSupportCase: (c) => c.signed('POST', `/supportdesk/api/v1/cases/${firstCase(c)}/close`),
  reopenSupportCase: (c) => c.signed('POST', `/supportdesk/api/v1/cases/${firstCase(c)}/reopen`),
  supportCase: (c) => c.signed('GET', `/supportdesk/api/v1/cases/${firstCase(c)}`),
  supportCases: (c) => c.signed('GET', `/supportdesk/api/v1/cases?size=${PAGE}`),

  logout: (c) => c.signed('DELETE', '/api/v2/auth/logout'),
} as const satisfies Record<CapturedName, Call>;
