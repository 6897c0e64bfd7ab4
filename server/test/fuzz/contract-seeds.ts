/**
 * Values the running app knows, which the valid generator prefers now and
 * then: a random market, article or case id would only ever meet "unknown".
 * Each operation's seeds are read from the app when its turn comes, through
 * its own API where it has one, so that what an earlier operation made (a
 * subscription's mailed tokens, an uploaded picture, new cases) is there too.
 */
import type { FastifyInstance } from 'fastify';
import { API, type ApiEntry, type ApiName } from '../../../src/config/api-contract.js';
import type { Db } from '../../src/db/db.js';
import { newLoginLink } from '../../src/admin/user-commands.js';
import { reloadContentFrom } from '../../src/content/reload-content.js';
import { platformUnsubscribePath } from '../../src/forms/tokens.js';
import { openCase, PNG, type Call } from '../support-cases.js';
import { pathOf, type PartSeeds } from './contract-properties.js';

export interface SeedContext {
  app: FastifyInstance;
  db: Db;
  /** The signed-in test user's signed call, and who that is. */
  call: Call;
  email: string;
  organizationId: string;
  /** The case prepareSeeds opens, with its attachment: later cases would push it off the first page. */
  attachedCase?: { caseId: string; attachmentIds: string[] };
}

type Json = Record<string, unknown>;
const publicGet = async <T = Json>(ctx: SeedContext, entry: ApiEntry): Promise<T> => (await ctx.app.inject({ url: pathOf(entry, {}) })).json() as T;
const signedGet = async <T = Json>(ctx: SeedContext, entry: ApiEntry, params?: Record<string, string>): Promise<T> =>
  (await ctx.call('GET', pathOf(entry, params ?? {}))).json() as T;
const unique = <T>(values: T[]) => [...new Set(values)];

async function markets(ctx: SeedContext): Promise<string[]> {
  return (await publicGet<{ symbols: Array<{ symbol: string }> }>(ctx, API.exchangeStatus)).symbols.map((m) => m.symbol);
}

async function candleSeeds(ctx: SeedContext): Promise<PartSeeds> {
  const to = Math.floor(ctx.app.now() / 1000);
  // An hour, a day, and a day in milliseconds: windows a chart asks for, all within the candle limits.
  const windows = [
    { from: to - 3600, to },
    { from: to - 86_400, to },
    { from: (to - 86_400) * 1000, to: to * 1000 },
  ];
  return { query: (await markets(ctx)).flatMap((market) => windows.map((w) => ({ market, ...w }))) };
}

async function algorithmSeeds(ctx: SeedContext): Promise<PartSeeds> {
  const { miningAlgorithms } = await publicGet<{ miningAlgorithms: Array<{ algorithm: string; enabled: boolean }> }>(ctx, API.algorithms);
  return { query: miningAlgorithms.filter((a) => a.enabled).map((a) => ({ algorithm: a.algorithm })) };
}

async function historySeeds(ctx: SeedContext): Promise<PartSeeds> {
  const { query } = await algorithmSeeds(ctx);
  const now = Math.floor(ctx.app.now() / 1000);
  // A back-test's whole days, a window cut at the kept year's start, and one in milliseconds.
  const windows = [{}, { from: now - 30 * 86_400, to: now }, { from: now - 400 * 86_400 }, { from: (now - 3600) * 1000, to: now * 1000 }];
  return { query: (query ?? []).flatMap((q) => windows.map((w) => ({ ...q, ...w }))) };
}

async function fiats(ctx: SeedContext): Promise<string[]> {
  return unique((await publicGet<{ list: Array<{ toCurrency: string }> }>(ctx, API.exchangeRates)).list.map((r) => r.toCurrency));
}

async function articles(ctx: SeedContext) {
  return (await publicGet<{ list: Array<{ category: string; sub: string; url: string; title: string; tags: string[] }> }>(ctx, API.contentList)).list;
}

async function listSeeds(ctx: SeedContext): Promise<PartSeeds> {
  const found = await articles(ctx);
  const words = unique(found.flatMap((a) => a.title.split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 4));
  return {
    query: [
      ...found.map((a) => ({ category: a.category, sub: a.sub })),
      ...unique(found.flatMap((a) => a.tags)).map((tags) => ({ tags })),
      ...words.map((search) => ({ search })),
    ],
  };
}

async function caseSeeds(ctx: SeedContext): Promise<Array<{ caseId: string; attachmentIds: string[] }>> {
  const { list } = await signedGet<{ list: Array<{ id: string }> }>(ctx, API.supportCases);
  const cases = await Promise.all(
    list.map(async ({ id: caseId }) => {
      const { messages } = await signedGet<{ messages: Array<{ attachments: Array<{ id: string }> }> }>(ctx, API.supportCase, { caseId });
      return { caseId, attachmentIds: messages.flatMap((m) => m.attachments.map((a) => a.id)) };
    }),
  );
  return ctx.attachedCase ? [ctx.attachedCase, ...cases] : cases;
}

async function profile(ctx: SeedContext) {
  return signedGet<{ id: string; meta: string; organizations: Array<{ profile: { profilePictureUrl: string } }> }>(ctx, API.profile);
}

/** Tokens of the mailed subscription links in the outbox (the subscribe operation's valid requests made them). */
async function mailedTokens(ctx: SeedContext, link: RegExp): Promise<PartSeeds> {
  const mails = await ctx.app.repos.subscriptions.listMail(100);
  return { body: unique(mails.flatMap((m) => [...`${m.link ?? ''}\n${m.body}`.matchAll(link)].map((hit) => hit[1]!))).map((token) => ({ token })) };
}

const caseParams = async (ctx: SeedContext): Promise<PartSeeds> => ({ params: (await caseSeeds(ctx)).map(({ caseId }) => ({ caseId })) });

const SEEDERS: Partial<Record<ApiName, (ctx: SeedContext) => Promise<PartSeeds>>> = {
  candlesticks: candleSeeds,
  candlesticksInfo: candleSeeds,
  trades: async (ctx) => ({ query: (await markets(ctx)).map((market) => ({ market })) }),
  algoHistory: algorithmSeeds,
  algoHistoryForInterval: historySeeds,
  orderBook: algorithmSeeds,
  profcalcRates: async (ctx) => ({ params: (await fiats(ctx)).map((id) => ({ id })) }),
  accounts: async (ctx) => ({ query: (await fiats(ctx)).map((fiat) => ({ fiat })) }),
  contentList: listSeeds,
  contentSearch: listSeeds,
  contentArticle: async (ctx) => ({ query: (await articles(ctx)).map((a) => ({ category: a.category, sub: a.sub, url: a.url })) }),
  activity: async (ctx) => ({ query: [{ organizationId: ctx.organizationId }] }),
  notificationsRead: async (ctx) => {
    const ids = (await signedGet<{ list: Array<{ id: string }> }>(ctx, API.notifications)).list.map((n) => n.id);
    return { body: [{ ids }, ...ids.map((id) => ({ ids: [id] }))] };
  },
  createSupportCase: async (ctx) => {
    const { categories } = await publicGet<{ categories: Array<{ category: string; subCategories: string[] }> }>(ctx, API.supportCategories);
    return { body: categories.flatMap((c) => c.subCategories.map((subCategory) => ({ category: c.category, subCategory }))) };
  },
  supportCase: caseParams,
  replySupportCase: caseParams,
  closeSupportCase: caseParams,
  reopenSupportCase: caseParams,
  supportAttachment: async (ctx) => ({
    params: (await caseSeeds(ctx)).flatMap(({ caseId, attachmentIds }) => attachmentIds.map((attachmentId) => ({ caseId, attachmentId }))),
  }),
  updateProfilePicture: async () => ({ body: [{ name: 'pixel.png', content: PNG.toString('base64') }] }),
  profilePictureFile: async (ctx) => ({
    params: (await profile(ctx)).organizations
      .map((o) => o.profile.profilePictureUrl.split('/').pop() ?? '')
      .filter(Boolean)
      .map((pictureId) => ({ pictureId })),
  }),
  updateProfileMeta: async (ctx) => ({ body: [{ meta: (await profile(ctx)).meta }] }),
  useLoginToken: async (ctx) => {
    const links = await Promise.all([1, 2, 3].map(() => newLoginLink(ctx.db, ctx.email, 'http://localhost', ctx.app.now())));
    return { params: links.map((l) => ({ loginToken: new URL(l.loginLink).hash.replace(/^#[^=]*=/, '') })) };
  },
  platformUnsubscribe: async (ctx) => {
    const { id: userId } = await profile(ctx);
    const paths = await Promise.all([1, 2, 3].map(() => platformUnsubscribePath(ctx.db, ctx.organizationId, userId, ctx.app.now() + 86_400_000)));
    return { params: paths.map((p) => ({ orgId: ctx.organizationId, userId, unsubscribeToken: p.split('/').pop()! })) };
  },
  subscribeVerify: (ctx) => mailedTokens(ctx, /verify-subscribe\?token=([0-9a-f]{64})/g),
  unsubscribe: (ctx) => mailedTokens(ctx, /\/unsubscribe\?token=([0-9a-f]{64})/g),
};

/**
 * Makes what the sample data lacks and no operation of the run makes early
 * enough: the site's articles loaded (as the server loads content/ at
 * start), and a case with an attachment.
 */
export async function prepareSeeds(ctx: SeedContext): Promise<void> {
  await reloadContentFrom(ctx.app, ctx.app.config.contentDir);
  const { categories } = await publicGet<{ categories: Array<{ category: string; subCategories: string[] }> }>(ctx, API.supportCategories);
  const [first] = categories;
  if (!first?.subCategories[0]) throw new Error('the sample data has no support category to open a case in');
  const opened = await openCase(ctx.call, {
    category: first.category,
    subCategory: first.subCategories[0],
    attachments: [{ name: 'pixel.png', content: PNG.toString('base64') }],
  });
  ctx.attachedCase = { caseId: opened.id, attachmentIds: opened.messages.flatMap((m) => m.attachments.map((a) => a.id)) };
}

export async function seedsFor(name: ApiName, ctx: SeedContext): Promise<PartSeeds> {
  return (await SEEDERS[name]?.(ctx)) ?? {};
}
