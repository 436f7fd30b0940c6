import type { AccountSource } from '../../../shared/contracts/common';
import { notificationContracts } from '../../../shared/contracts/notification';
import { normaliseAccountCode } from '../../auth/account-code';
import type { ClientRef } from '../../backoffice/ports/client-ref';
import { NotFoundError, RefusedError } from '../../http/errors';
import { findClientOf } from '../../repositories/advisor-link.repository';
import { isAcceptablePushEndpoint } from '../../security/push-endpoint';
import { defineCall, type ClientCallContext, type SessionCallContext } from '../registry';
import type { PortNotification } from '../../backoffice/ports/notifications.port';
import { notificationView, pushSubscriptionView } from './notification-views';

/**
 * The `notification` service (issue 14; spec §3, §4, §5, §7) on the Gateway notifications port.
 * Push calls exist where the brand has push (`pushNotification`), the rest where it has
 * notifications. Notifications are kept per portal account, whatever its source: a Fos client is
 * told of its crypto orders on the same notification books (spec §7 passes `source` on every
 * call), so the claims name no source's books.
 */

/** The claim of a call naming its account in `accountCode`, of the input's `source`. */
const accountClaim = { field: 'accountCode', reach: 'client' } as const;

const clientOf = (context: ClientCallContext): ClientRef => ({
  accountId: context.client.accountId,
  accountCode: context.client.accountCode,
});

/** The claim of a call naming its one account in `accountCodes` (the gate checks the reach). */
const listedClaim = {
  list: (input: { accountCodes: readonly string[]; source: AccountSource }) =>
    input.accountCodes.map((accountCode) => ({ accountCode, source: input.source })),
  reach: 'client',
} as const;

/** The account a listed claim named, as the gate allowed it: the session's own or a linked client. */
async function listedClient(
  context: SessionCallContext,
  input: { accountCodes: readonly string[]; source: AccountSource },
): Promise<ClientRef> {
  const [named = ''] = input.accountCodes;
  const accountCode = normaliseAccountCode(named, input.source);
  const { session } = context;
  if (accountCode === session.accountCode && input.source === session.source) {
    return { accountId: session.accountId, accountCode };
  }
  const client = await findClientOf(context.db, session.accountId, {
    accountCode,
    source: input.source,
  });
  if (!client) throw new NotFoundError();
  return { accountId: client.id, accountCode: client.accountCode };
}

/** `notification/getVapidPublicKey`: the key a browser subscribes with. */
export const getVapidPublicKeyCall = defineCall({
  service: 'notification',
  method: 'getVapidPublicKey',
  ...notificationContracts.getVapidPublicKey,
  access: 'session',
  feature: 'pushNotification',
  handler: async (_input, context) => ({
    publicKey: await context.backOffices.gateway.notifications.vapidPublicKey(context.now),
  }),
});

/**
 * `notification/addSubscription` (spec §5): a target missing a part is skipped; an endpoint that
 * is not an https URL on a public host is refused (400 `push_endpoint_refused`, nothing kept), as
 * the push job would connect to it from inside the firm's network (server/security/push-endpoint.ts).
 */
export const addSubscriptionCall = defineCall({
  service: 'notification',
  method: 'addSubscription',
  ...notificationContracts.addSubscription,
  access: 'session',
  account: accountClaim,
  feature: 'pushNotification',
  handler: async (input, context) => {
    const endpoint = input.target.endpoint?.trim();
    if (endpoint && !isAcceptablePushEndpoint(endpoint)) {
      throw new RefusedError('push_endpoint_refused');
    }
    const row = await context.backOffices.gateway.notifications.addSubscription(
      clientOf(context),
      input.source,
      input.target,
      context.now,
    );
    return {
      added: row !== null,
      subscription: row && pushSubscriptionView(row, context.client.accountCode),
    };
  },
});

/** `notification/searchSubscriptions`: the account's active and inactive subscriptions. */
export const searchSubscriptionsCall = defineCall({
  service: 'notification',
  method: 'searchSubscriptions',
  ...notificationContracts.searchSubscriptions,
  access: 'session',
  account: listedClaim,
  feature: 'pushNotification',
  handler: async (input, context) => {
    const client = await listedClient(context, input);
    const rows = await context.backOffices.gateway.notifications.searchSubscriptions(client);
    return { subscriptions: rows.map((row) => pushSubscriptionView(row, client.accountCode)) };
  },
});

/** The kinds whose `code` is a fund: their rows name the fund (issue 31 §16). */
const FUND_KINDS: ReadonlySet<string> = new Set(['fundOrder', 'advisorOrder', 'monthlyInvestment']);

/** A fund row's fund name, from the fund list in memory; nothing for other rows. */
async function productNameOf(context: SessionCallContext, row: PortNotification) {
  const fundId = row.fields.code;
  if (!FUND_KINDS.has(row.type) || fundId === undefined) return {};
  const fund = await context.marketData.funds.get(fundId);
  return fund ? { productName: fund.name } : {};
}

/** `notification/queryNotifications` (spec §7): a page, fixed by `lastQueryTime`; writes nothing. */
export const queryNotificationsCall = defineCall({
  service: 'notification',
  method: 'queryNotifications',
  ...notificationContracts.queryNotifications,
  access: 'session',
  account: listedClaim,
  feature: 'notifications',
  handler: async (input, context) => {
    const client = await listedClient(context, input);
    const page = await context.backOffices.gateway.notifications.queryNotifications({
      client,
      statuses: input.statuses,
      pageIndex: input.pageIndex,
      pageSize: input.pageSize,
      lastQueryTime: input.lastQueryTime === undefined ? null : new Date(input.lastQueryTime),
      now: context.now,
    });
    return {
      notifications: await Promise.all(
        page.notifications.map(async (row) => ({
          ...notificationView(row, client.accountCode),
          ...(await productNameOf(context, row)),
        })),
      ),
      lastQueryTime: page.lastQueryTime.toISOString(),
      hasUnseen: page.hasUnseen,
    };
  },
});

/** `notification/markNotificationsSeen` (spec §4): the list shown as of `lastQueryTime` was seen. */
export const markNotificationsSeenCall = defineCall({
  service: 'notification',
  method: 'markNotificationsSeen',
  ...notificationContracts.markNotificationsSeen,
  access: 'session',
  account: accountClaim,
  feature: 'notifications',
  handler: async (input, context) => ({
    moved: await context.backOffices.gateway.notifications.markSeen(
      clientOf(context),
      new Date(input.lastQueryTime),
      context.now,
    ),
  }),
});

/** `notification/countNotifications` (spec §4): unread, since the last query when asked. */
export const countNotificationsCall = defineCall({
  service: 'notification',
  method: 'countNotifications',
  ...notificationContracts.countNotifications,
  access: 'session',
  account: accountClaim,
  feature: 'notifications',
  handler: async (input, context) => ({
    count: await context.backOffices.gateway.notifications.countUnread(clientOf(context), {
      sinceLastQuery: input.sinceLastQuery,
    }),
  }),
});

/** `notification/setNotificationStatus`: only the account's own; deleted is final. */
export const setNotificationStatusCall = defineCall({
  service: 'notification',
  method: 'setNotificationStatus',
  ...notificationContracts.setNotificationStatus,
  access: 'session',
  account: accountClaim,
  feature: 'notifications',
  handler: async (input, context) => ({
    success: await context.backOffices.gateway.notifications.setStatus(
      clientOf(context),
      Number(input.notificationId),
      input.status,
      context.now,
    ),
  }),
});

/** `notification/markAllNotificationsRead`. */
export const markAllNotificationsReadCall = defineCall({
  service: 'notification',
  method: 'markAllNotificationsRead',
  ...notificationContracts.markAllNotificationsRead,
  access: 'session',
  account: accountClaim,
  feature: 'notifications',
  handler: async (_input, context) => {
    const changed = await context.backOffices.gateway.notifications.markAllRead(
      clientOf(context),
      context.now,
    );
    return { success: true, changed };
  },
});

/** Every call of the `notification` service. */
export const notificationCalls = [
  getVapidPublicKeyCall,
  addSubscriptionCall,
  searchSubscriptionsCall,
  queryNotificationsCall,
  markNotificationsSeenCall,
  countNotificationsCall,
  setNotificationStatusCall,
  markAllNotificationsReadCall,
];
