/** Shapes of api/v2/notifications: the signed-in user's notifications. */
import { Type, type Static } from '@sinclair/typebox';
import { Empty, Pagination } from './common.js';
import { enumParam, pageParam, sizeParam, uuidParam, withDefault } from './params.js';
import type { EndpointShape } from './shape.js';

/** Spec 3: the categories a notification may have (its icon follows from it). */
export const NOTIFICATION_CATEGORIES = ['HASHPOWER_MARKETPLACE', 'WALLET', 'WALLET_IN', 'WALLET_OUT', 'GENERAL', 'MINING', 'EXCHANGE'] as const;
/** The most notifications one page may hold. */
export const NOTIFICATIONS_PAGE_MAX = 100;
/** Ids one mark-as-read call may name. */
export const NOTIFICATIONS_READ_MAX_IDS = 500;

export const Notification = Type.Object({
  id: Type.String(),
  createdTs: Type.Integer({ description: 'Epoch ms.' }),
  category: Type.String({ description: NOTIFICATION_CATEGORIES.join(', ') }),
  title: Type.String(),
  text: Type.String(),
  link: Type.String({ description: 'A link into the site, or "".' }),
  seen: Type.Boolean(),
  read: Type.Boolean(),
});
export type Notification = Static<typeof Notification>;

export const notificationShapes = {
  notifications: {
    summary: "A page of the signed-in user's notifications, newest first",
    tags: ['notifications'],
    query: Type.Object({
      page: withDefault(pageParam(), 0),
      size: withDefault(sizeParam(NOTIFICATIONS_PAGE_MAX), 20),
      category: Type.Optional(enumParam(NOTIFICATION_CATEGORIES)),
    }),
    answers: { 200: Type.Object({ list: Type.Array(Notification), pagination: Pagination }) },
  },
  notificationsUnseen: {
    summary: 'How many notifications the user has not seen',
    tags: ['notifications'],
    answers: { 200: Type.Object({ count: Type.Integer() }) },
  },
  notificationsMarkAllAsSeen: {
    summary: 'Mark every notification seen',
    tags: ['notifications'],
    answers: { 200: Empty },
  },
  notificationsRead: {
    summary: 'Mark notifications read',
    tags: ['notifications'],
    body: Type.Object({ ids: Type.Array(uuidParam(), { maxItems: NOTIFICATIONS_READ_MAX_IDS }) }, { additionalProperties: false }),
    answers: { 200: Type.Object({ updated: Type.Integer({ description: 'How many changed.' }) }) },
  },
} as const satisfies Record<string, EndpointShape>;
