/**
 * Notifications (spec §2.15, §2.16, §2.18, §3, §4; issue 14): the kinds the back office makes,
 * their statuses, where each row leads, and the code display rule. Pure rules, shared by server
 * and web.
 */

/** Spec §3 notification statuses. */
export const NOTIFICATION_STATUSES = ['unread', 'read', 'deleted'] as const;

export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/**
 * The kinds of notification, each made by one kind of event (issue 14 §1). The reader's text is
 * `notification.types.<type>` in the reader's language, filled from the row's fields.
 */
export const NOTIFICATION_TYPES = [
  /** A fund order of the client's moved status (fields: code, amount or quantity, orderStatus). */
  'fundOrder',
  /** An advisor placed a fund order for the client (advisorCode, code, amount or quantity). */
  'advisorOrder',
  /** A monthly investment plan's order was placed (code, amount). */
  'monthlyInvestment',
  /** Cash moved on the client's books: an FX (fromCurrency), a dividend (code), with the amount. */
  'cashMovement',
  /** A deposit or withdrawal was accepted or rejected (referenceCode, amount, orderStatus, cashDirection). */
  'cashRequest',
  /** A stock order moved status (code, quantity, orderStatus). */
  'stockOrderUpdate',
  /** A stock order traded, in part or in full (code, quantity, price). */
  'stockOrderMatched',
  /** A crypto order was cancelled (code: the pair, quantity, price, orderStatus). */
  'cryptoOrderUpdate',
  /** A crypto order traded, in part or in full (code: the pair, quantity, price). */
  'cryptoOrderMatched',
  /** A new trade document (statement) is ready (documentName). */
  'newDocument',
  /** A new IPO opened for application (code). */
  'newIpo',
  /** An IPO application's result: allotted, refunded, rejected (code, quantity, amount). */
  'ipoResult',
  /** A plan event (code). */
  'plan',
  /** A cash balance event (currencyCode, balance, holdFundAmount). */
  'balance',
  /** A holding event: shares added or taken by a corporate action (code, quantity, freezeQuantity). */
  'holding',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The per-type fields of spec §3, all optional; money and quantities are decimal strings.
 * `orderStatus`, `price` and `side` are Portico's additions for order rows.
 */
export type NotificationFields = {
  advisorCode?: string;
  /** A product code; three semicolon-separated parts show as "third.first" (displayCode). */
  code?: string;
  balance?: string;
  currencyCode?: string;
  amount?: string;
  holdFundAmount?: string;
  quantity?: string;
  freezeQuantity?: string;
  documentName?: string;
  referenceCode?: string;
  /** The status an order or request moved to, as its area names it (e.g. "FILLED", "A"). */
  orderStatus?: string;
  /** A price (stock fills). */
  price?: string;
  /** Buy or sell, for orders. */
  side?: 'buy' | 'sell';
  /** Which way a cash request moves money, for `cashRequest` rows. */
  cashDirection?: 'deposit' | 'withdrawal';
  /** The currency an FX sold, for its `cashMovement` row (the bought one is `currencyCode`). */
  fromCurrency?: string;
};

/** The field names of NotificationFields, for validation on both sides. */
export const NOTIFICATION_FIELD_NAMES = [
  'advisorCode',
  'code',
  'balance',
  'currencyCode',
  'amount',
  'holdFundAmount',
  'quantity',
  'freezeQuantity',
  'documentName',
  'referenceCode',
  'orderStatus',
  'price',
  'side',
  'cashDirection',
  'fromCurrency',
] as const satisfies readonly (keyof NotificationFields)[];

/**
 * Spec §3: a code of three semicolon-separated parts shows as the third part, a dot and the
 * first part ("00700;HKEX;HK" -> "HK.00700"); any other code shows as it is.
 */
export function displayNotificationCode(code: string): string {
  const parts = code.split(';');
  return parts.length === 3 ? `${parts[2]}.${parts[0]}` : code;
}

/** The portal pages a row can lead to (spec §2.18). */
export type NotificationPage =
  | '/funds/history'
  | '/cashes/history'
  | '/cashes/movement'
  | '/stocks/history'
  | '/stocks/order'
  | '/funds/document'
  | '/stocks/ipo'
  | '/plans/search'
  | '/stocks/portfolio'
  | '/cryptos/history'
  | '/cryptos/order';

/**
 * The item a page opens when a row leads there, as the page's query parameter: an order's
 * timeline (`order`), a cash request (`request`), a document (`document`), an IPO's card (`code`).
 */
export const NOTIFICATION_ITEM_PARAMS = ['order', 'request', 'document', 'code'] as const;

export type NotificationItemParam = (typeof NOTIFICATION_ITEM_PARAMS)[number];

/** What a row's target is read from: its kind and the fields naming its item. */
export type NotificationRef = {
  type: NotificationType;
  referenceCode?: string | undefined;
  code?: string | undefined;
};

/** A page, with the item it opens when the row names one. */
function withItem(page: NotificationPage, param: NotificationItemParam, value?: string): string {
  return value ? `${page}?${param}=${encodeURIComponent(value)}` : page;
}

/** The page of a row's kind (spec §2.18), before the item. */
function pageOf(type: NotificationType, onOrderPage: boolean, currentPath: string) {
  switch (type) {
    case 'fundOrder':
    case 'advisorOrder':
    case 'monthlyInvestment':
      return '/funds/history';
    // Spec §2.18 sends cash movements to /cashes/history, which here lists the client's deposit
    // and withdrawal requests: a dividend, an FX or a settled trade is not one of them, so a
    // movement opens the movements page, where it is.
    case 'cashMovement':
      return '/cashes/movement';
    case 'cashRequest':
      return '/cashes/history';
    case 'stockOrderMatched':
      return onOrderPage ? null : '/stocks/history';
    case 'stockOrderUpdate':
      return '/stocks/order';
    case 'cryptoOrderMatched':
      return currentPath.startsWith('/cryptos/order') ? null : '/cryptos/history';
    case 'cryptoOrderUpdate':
      return '/cryptos/order';
    case 'newDocument':
      return '/funds/document';
    case 'newIpo':
    case 'ipoResult':
      return '/stocks/ipo';
    case 'plan':
      return '/plans/search';
    case 'balance':
    case 'holding':
      return onOrderPage ? null : '/stocks/portfolio';
  }
}

/**
 * Where a row leads (spec §2.18, issue 31 §3): its kind's page, opening the item the row is
 * about where the row names one (an order's timeline in the history, a request, a document, an
 * IPO's card). On the stock order page, fills and balance, cash and holding events leave the
 * reader where they are (`null`: stay), since that page shows them live.
 */
export function notificationTarget(row: NotificationRef, currentPath = ''): string | null {
  const onOrderPage = currentPath === '/stocks/order' || currentPath.startsWith('/stocks/order/');
  const page = pageOf(row.type, onOrderPage, currentPath);
  if (page === null) return null;
  switch (row.type) {
    case 'fundOrder':
    case 'advisorOrder':
    case 'stockOrderMatched':
    case 'cryptoOrderMatched':
      return withItem(page, 'order', row.referenceCode);
    case 'cashRequest':
      return withItem(page, 'request', row.referenceCode);
    case 'newDocument':
      return withItem(page, 'document', row.referenceCode);
    case 'newIpo':
    case 'ipoResult':
      return withItem(page, 'code', row.code);
    default:
      return page;
  }
}

/** Spec §2.15: the panel shows 20 items a page. */
export const NOTIFICATION_PANEL_PAGE_SIZE = 20;

/** The largest page a query may ask for. */
export const NOTIFICATION_MAX_PAGE_SIZE = 100;
