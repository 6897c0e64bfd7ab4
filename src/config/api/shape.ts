/**
 * What the contract says of an entry's wire: the TypeBox schemas of what a
 * client sends and what it gets back, and the words of its documentation.
 * The route table (src/config/api-contract.ts) says how an entry is called
 * (method, path, signing, caching); its shape says what travels. The server
 * validates and serialises with these schemas, the OpenAPI document is made of
 * them, and the browser takes their types only (docs/api.md, "The contract").
 */
import type { TObject, TSchema } from '@sinclair/typebox';
import type { ErrorCodeName } from '../error-codes.js';

/** The documentation's groups, in the order the OpenAPI document lists them. */
export const API_TAGS = {
  system: 'Server time, system flags, enumerations, the service status and these documents.',
  session: 'Signing in with a login token, the signed-in user, their profile and organization.',
  notifications: "The signed-in user's notifications.",
  reference: 'Currencies, exchange rates, mining algorithms, locations, fees and calculator devices.',
  mining: 'Live mining figures: global stats, the hash-power order book, an external miner’s rigs.',
  accounting: "The caller's balances.",
  content: 'Articles of the blog, the help centre and the guides.',
  exchange: 'Exchange markets, prices, statistics, candles and trades.',
  live: 'The websockets (their messages are in the AsyncAPI document).',
  forms: 'Public forms, their captcha, and the subscription links.',
  support: 'Help-centre categories and the support cases of the acting organization.',
  monitor: 'The error monitor’s tunnel.',
} as const;
export type ApiTag = keyof typeof API_TAGS;

export interface EndpointShape {
  /** One line: what the operation does. */
  readonly summary: string;
  /** More, where a client author needs it (rules, units, what the server checks). */
  readonly description?: string;
  readonly tags: readonly [ApiTag, ...ApiTag[]];
  readonly deprecated?: true;
  /** The `{name}` placeholders of the path. */
  readonly params?: TObject;
  readonly query?: TObject;
  /** The body: JSON unless `bodyMediaType` says otherwise. */
  readonly body?: TSchema;
  /** The body's media type when it is not JSON (the server then checks it in the handler). */
  readonly bodyMediaType?: string;
  /**
   * 'handler': the body is documented by its schema but checked by the
   * handler, which answers a bad field per field (a form, spec 5).
   */
  readonly bodyCheckedBy?: 'handler';
  /**
   * The answers by status: 200, or 101 for a websocket; another status where
   * its body differs. Error statuses all carry the shared ErrorBody and are
   * not listed here.
   */
  readonly answers: { readonly [status: number]: TSchema };
  /** The answer's media type when it is not JSON (a file, a picture); its schema then describes the bytes. */
  readonly mediaType?: string;
  /** The call stores an action once per X-Request-Id: a retry with the same id answers what was stored. */
  readonly idempotent?: true;
  /**
   * Errors this operation answers besides those every operation may
   * (malformed request, invalid parameter, rate limit, maintenance, ours)
   * and those of every signed one (invalid session, reused nonce, time skew).
   */
  readonly errors?: readonly ErrorCodeName[];
}
