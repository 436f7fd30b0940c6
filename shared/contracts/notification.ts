import { z } from 'zod';
import {
  NOTIFICATION_MAX_PAGE_SIZE,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPES,
} from '../domain/notification';
import { accountCode, accountSource, decimalString, isoDateTime } from './common';
import { localisedText } from './fund';

/** The `notification` service (spec §3, §4, §5, §7; issue 14). */

export const notificationStatus = z.enum(NOTIFICATION_STATUSES);
export const notificationType = z.enum(NOTIFICATION_TYPES);

/** One notification as the reader gets it: spec §3's fields; the text is made in the reader's language. */
export const notification = z.object({
  _id: z.string(),
  type: notificationType,
  /** When the event happened. */
  startTime: isoDateTime,
  status: notificationStatus,
  accountCode: z.string(),
  advisorCode: z.string().optional(),
  code: z.string().optional(),
  balance: decimalString.optional(),
  currencyCode: z.string().optional(),
  amount: decimalString.optional(),
  holdFundAmount: decimalString.optional(),
  quantity: decimalString.optional(),
  freezeQuantity: decimalString.optional(),
  documentName: z.string().optional(),
  referenceCode: z.string().optional(),
  /** The status an order or request moved to, as its area names it. */
  orderStatus: z.string().optional(),
  price: decimalString.optional(),
  side: z.enum(['buy', 'sell']).optional(),
  cashDirection: z.enum(['deposit', 'withdrawal']).optional(),
  fromCurrency: z.string().optional(),
  /** Portico's addition: a fund row's fund by its name, so the text names it (issue 31 §16). */
  productName: localisedText.optional(),
});

/** Spec §3 push subscription statuses. */
export const pushSubscriptionStatus = z.enum(['active', 'inactive', 'deleted']);

/** Spec §3/§5: the browser's push endpoint and keys; all three are required (else skipped). */
export const pushTarget = z.object({
  endpoint: z.string().trim().max(2048),
  keys: z.object({ auth: z.string().trim().max(256), p256dh: z.string().trim().max(256) }),
});

export const pushSubscription = z.object({
  _id: z.string(),
  accountCode: z.string(),
  source: accountSource,
  endpoint: z.string(),
  status: pushSubscriptionStatus,
  createdAt: isoDateTime,
});

export const notificationContracts = {
  /** The VAPID public key (base64url) a browser subscribes with. */
  getVapidPublicKey: {
    input: z.strictObject({}),
    output: z.object({ publicKey: z.string() }),
  },
  /**
   * Keeps the browser's push subscription for the account (spec §3, §5). A target without an
   * endpoint, auth key or p256dh key is skipped: `added: false`. The same endpoint again for the
   * account is updated, not doubled; another account's subscription to it is that account's own
   * and is never touched. An endpoint that is not an https URL on a public host answers 400
   * `push_endpoint_refused` and keeps nothing.
   */
  addSubscription: {
    input: z.strictObject({
      accountCode,
      source: accountSource,
      target: z.object({
        endpoint: z.string().max(2048).optional(),
        keys: z
          .object({ auth: z.string().max(256).optional(), p256dh: z.string().max(256).optional() })
          .optional(),
      }),
    }),
    output: z.object({ added: z.boolean(), subscription: pushSubscription.nullable() }),
  },
  /** The account's active and inactive subscriptions. */
  searchSubscriptions: {
    input: z.strictObject({
      accountCodes: z.array(accountCode).min(1).max(1),
      source: accountSource,
    }),
    output: z.object({ subscriptions: z.array(pushSubscription) }),
  },
  /**
   * A page of the account's notifications, newest first (spec §7). The first page answers
   * `lastQueryTime`; Load More sends it back so later pages read the same list even while new
   * ones arrive. A page shorter than `pageSize` ends the list. Reading writes nothing:
   * `hasUnseen` says notifications arrived since the list was last marked seen, and the reader
   * who shows the first page then calls `markNotificationsSeen` with its `lastQueryTime`.
   */
  queryNotifications: {
    input: z.strictObject({
      accountCodes: z.array(accountCode).min(1).max(1),
      statuses: z
        .array(z.enum(['read', 'unread']))
        .min(1)
        .max(2),
      pageIndex: z.number().int().min(0).max(10_000),
      pageSize: z.number().int().min(1).max(NOTIFICATION_MAX_PAGE_SIZE),
      lastQueryTime: isoDateTime.optional(),
      source: accountSource,
    }),
    output: z.object({
      notifications: z.array(notification),
      lastQueryTime: isoDateTime,
      hasUnseen: z.boolean(),
    }),
  },
  /**
   * Marks the list seen as of `lastQueryTime`, the first page's (spec §4: opening the list sets
   * the unread count since the last query to zero; notifications made later still count). The
   * mark never moves back; `moved` is false, and nothing is written, when nothing arrived since.
   */
  markNotificationsSeen: {
    input: z.strictObject({ accountCode, lastQueryTime: isoDateTime, source: accountSource }),
    output: z.object({ moved: z.boolean() }),
  },
  /** Unread notifications, since the list was last marked seen when `sinceLastQuery` (spec §4). */
  countNotifications: {
    input: z.strictObject({
      accountCode,
      status: z.literal('unread'),
      sinceLastQuery: z.boolean(),
      source: accountSource,
    }),
    output: z.object({ count: z.number().int().min(0) }),
  },
  /** Marks one notification read, unread or deleted; truthy on success (spec §7). */
  setNotificationStatus: {
    input: z.strictObject({
      accountCode,
      notificationId: z.string().regex(/^\d{1,18}$/),
      status: notificationStatus,
      source: accountSource,
    }),
    output: z.object({ success: z.boolean() }),
  },
  /** Marks every unread notification of the account read; answers how many changed. */
  markAllNotificationsRead: {
    input: z.strictObject({ accountCode, source: accountSource }),
    output: z.object({ success: z.boolean(), changed: z.number().int().min(0) }),
  },
};
