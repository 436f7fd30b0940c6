/**
 * Spec §3 stock order statuses: the internal set the back office moves through and the display
 * set a client reads (hk-market-facts §2.1 proposes the mapping). The transition table and the
 * derived predicates (`isTerminal`, `canCancel`, `canModify`…) live below the sets.
 */

/** Spec §3 internal stock order statuses. */
export const STOCK_ORDER_STATUSES = [
  'pending',
  'processing',
  'queuing',
  'modifying',
  'cancelling',
  'partially matched',
  'matched',
  'cancelled',
  'partially cancelled',
  'unmatched',
  'rejected',
  'approval required',
  'approving',
  'approval rejected',
  'overriding',
  'override success',
  'override fail',
  'override rejected',
  'error',
  'queuing error',
  'partially matched error',
  'failed',
  'success',
] as const;

/** An internal status. */
export type StockOrderStatus = (typeof STOCK_ORDER_STATUSES)[number];

/** Spec §3 display statuses. */
export const STOCK_DISPLAY_STATUSES = [
  'Waiting',
  'In Market',
  'Partially Filled',
  'Filled',
  'Cancel',
  'Market Close Cancel',
  'Reject',
  'Reject New',
  'Approval Required',
  'Approving',
  'Approval Rejected',
  'Overriding',
  'Override Success',
  'Override Fail',
  'Override Rejected',
] as const;

/** A display status. */
export type StockDisplayStatus = (typeof STOCK_DISPLAY_STATUSES)[number];

/** Spec §3 order sides. */
export type StockOrderSide = 'B' | 'S';

/** Spec §3 stock order types a client can place here (short names of spec §3). */
export const STOCK_ORDER_TYPES = ['AO', 'AL', 'Limit', 'ELO', 'SLO', 'Odd', 'Market'] as const;
export type StockOrderType = (typeof STOCK_ORDER_TYPES)[number];

/**
 * Spec §3 order types only the back office enters (Grey Market, Manual Trade, Trade Allocation,
 * Cross Broker): a client cannot place them, but the history shows and filters them. The
 * embedded back office holds none yet; a connector to a real one reports them.
 */
export const BACK_OFFICE_STOCK_ORDER_TYPES = ['Grey', 'Manual', 'TA', 'Cross'] as const;

/** Every spec §3 stock order type an order can carry, in the spec's order. */
export const ALL_STOCK_ORDER_TYPES = [
  'AL',
  'AO',
  'Limit',
  'ELO',
  'SLO',
  'Grey',
  'Market',
  'Manual',
  'TA',
  'Odd',
  'Cross',
] as const;

/** Any order type an order as read may carry. */
export type AnyStockOrderType = (typeof ALL_STOCK_ORDER_TYPES)[number];

/**
 * Spec §3 short codes of the order types (A, O, L, E, S, G, MO, M, TA, D). The spec gives Cross
 * Broker none, so it has none here (null: the web shows its name alone).
 */
export const STOCK_ORDER_TYPE_SHORT_CODES: Readonly<Record<AnyStockOrderType, string | null>> = {
  AL: 'A',
  AO: 'O',
  Limit: 'L',
  ELO: 'E',
  SLO: 'S',
  Grey: 'G',
  Market: 'MO',
  Manual: 'M',
  TA: 'TA',
  Odd: 'D',
  Cross: null,
};

/** Spec §3 order conditions (program order types). */
export const STOCK_ORDER_CONDITIONS = [
  'none',
  'stopGain',
  'stopLoss',
  'volumeTrigger',
  'goodTillDate',
] as const;
export type StockOrderCondition = (typeof STOCK_ORDER_CONDITIONS)[number];

/** Spec §3 trading sessions of a US order. */
export const STOCK_TRADING_SESSIONS = [
  'regularTradingHours',
  'preMarketAndRegularTradingHours',
  'allSessions',
] as const;
export type StockTradingSession = (typeof STOCK_TRADING_SESSIONS)[number];

/**
 * The statuses a placement starts in: `pending`, or `overriding` for an out-of-spread price under
 * the brand's "override out-of-spread" flag (hk-market-facts §2.1).
 */
export const STOCK_ORDER_INITIAL_STATUSES: readonly StockOrderStatus[] = ['pending', 'overriding'];

/**
 * The allowed moves (hk-market-facts §2.1, Nautilus style). pending → processing → queuing →
 * partially matched → matched; `modifying` and `cancelling` are in flight and return to the book
 * or end the order; day orders still working at the close become `unmatched`, or `partially
 * cancelled` when partly filled; each further fill of a partly filled order is a move to itself.
 * `success` is a back office's word for a finished non-exchange instruction: never reached here.
 */
export const STOCK_ORDER_TRANSITIONS: Readonly<
  Record<StockOrderStatus, readonly StockOrderStatus[]>
> = {
  pending: [
    'processing',
    'cancelled',
    'rejected',
    'approval required',
    'unmatched',
    'error',
    'failed',
  ],
  processing: [
    'queuing',
    'partially matched',
    'matched',
    'cancelled',
    'unmatched',
    'rejected',
    'error',
    'queuing error',
    'failed',
  ],
  queuing: [
    'partially matched',
    'matched',
    'modifying',
    'cancelling',
    'cancelled',
    'unmatched',
    'queuing error',
    'error',
  ],
  modifying: ['queuing', 'partially matched', 'matched', 'error'],
  cancelling: [
    'cancelled',
    'partially cancelled',
    'queuing',
    'partially matched',
    'matched',
    'error',
  ],
  'partially matched': [
    'partially matched',
    'matched',
    'modifying',
    'cancelling',
    'partially cancelled',
    'partially matched error',
    'error',
  ],
  matched: [],
  cancelled: [],
  'partially cancelled': [],
  unmatched: [],
  rejected: [],
  'approval required': ['approving', 'approval rejected', 'cancelled'],
  approving: ['processing', 'approval rejected'],
  'approval rejected': [],
  overriding: ['override success', 'override fail', 'override rejected', 'cancelled'],
  'override success': ['processing'],
  'override fail': [],
  'override rejected': [],
  error: [],
  'queuing error': [],
  'partially matched error': [],
  failed: [],
  success: [],
};

/** Whether an order may move from one status to another. */
export function canTransitionStock(from: StockOrderStatus, to: StockOrderStatus): boolean {
  return STOCK_ORDER_TRANSITIONS[from].includes(to);
}

/** A terminal status: nothing more will happen to the order. */
export function isTerminalStock(status: StockOrderStatus): boolean {
  return STOCK_ORDER_TRANSITIONS[status].length === 0;
}

/** An open order: not terminal (it may still fill, change or end). */
export function isOpenStock(status: StockOrderStatus): boolean {
  return !isTerminalStock(status);
}

/** In flight: a message is on its way to the exchange, so the client must wait (§2.1). */
export function isInFlightStock(status: StockOrderStatus): boolean {
  return status === 'processing' || status === 'modifying' || status === 'cancelling';
}

/**
 * Whether the client may cancel (§2.1): a working order in the book is cancelled through
 * `cancelling`; one not yet sent (pending, awaiting approval or override) is cancelled at once.
 * The session's no-cancel periods are a separate check (`canCancelIn`).
 */
export function canCancelStatus(status: StockOrderStatus): boolean {
  if (isInFlightStock(status)) return false;
  return canTransitionStock(status, 'cancelling') || canTransitionStock(status, 'cancelled');
}

/**
 * Whether the client may modify (§2.1): an order in the book through `modifying`, a pending one
 * in place (it has not reached the exchange). Sessions and the brand's modifiable exchanges are
 * separate checks.
 */
export function canModifyStatus(status: StockOrderStatus): boolean {
  return status === 'pending' || canTransitionStock(status, 'modifying');
}

/** The display status of an internal one (§2.1 mapping; a partly filled cancel reads Cancel). */
export const STOCK_DISPLAY_STATUS_OF: Readonly<Record<StockOrderStatus, StockDisplayStatus>> = {
  pending: 'Waiting',
  processing: 'Waiting',
  queuing: 'In Market',
  modifying: 'In Market',
  cancelling: 'In Market',
  'partially matched': 'Partially Filled',
  matched: 'Filled',
  cancelled: 'Cancel',
  'partially cancelled': 'Cancel',
  unmatched: 'Market Close Cancel',
  rejected: 'Reject',
  'approval required': 'Approval Required',
  approving: 'Approving',
  'approval rejected': 'Approval Rejected',
  overriding: 'Overriding',
  'override success': 'Override Success',
  'override fail': 'Override Fail',
  'override rejected': 'Override Rejected',
  error: 'Reject',
  'queuing error': 'Reject',
  'partially matched error': 'Reject',
  failed: 'Reject',
  success: 'Filled',
};

/** The display status a client reads for an internal status. */
export function displayStatusOf(status: StockOrderStatus): StockDisplayStatus {
  return STOCK_DISPLAY_STATUS_OF[status];
}

/** A display status's badge family (issue 10 §5): working, done, rejected or cancelled. */
export type StockStatusFamily = 'working' | 'done' | 'rejected' | 'cancelled';

const FAMILY_OF: Readonly<Record<StockDisplayStatus, StockStatusFamily>> = {
  Waiting: 'working',
  'In Market': 'working',
  'Partially Filled': 'working',
  'Approval Required': 'working',
  Approving: 'working',
  Overriding: 'working',
  'Override Success': 'working',
  Filled: 'done',
  Cancel: 'cancelled',
  'Market Close Cancel': 'cancelled',
  Reject: 'rejected',
  'Reject New': 'rejected',
  'Approval Rejected': 'rejected',
  'Override Fail': 'rejected',
  'Override Rejected': 'rejected',
};

/** The badge colour family of a display status. */
export function statusFamily(display: StockDisplayStatus): StockStatusFamily {
  return FAMILY_OF[display];
}
