/** Spec §3 fund order statuses (fact §2.2 lifecycle). */
export type FundOrderStatus =
  | 'pending'
  | 'submitted'
  | 'processing'
  | 'deducted'
  | 'priced'
  | 'settled'
  | 'cancelled'
  | 'rejected'
  | 'failed';

/** Spec §3 legacy status letters of a back office. */
export type FundOrderStatusLetter = 'N' | 'R' | 'U' | 'O' | 'D' | 'P' | 'S';

/** Every status in lifecycle order, for filters and exhaustive tests. */
export const FUND_ORDER_STATUSES: readonly FundOrderStatus[] = [
  'pending',
  'submitted',
  'processing',
  'deducted',
  'priced',
  'settled',
  'cancelled',
  'rejected',
  'failed',
];

/** Spec §3 fund order sides: Subscribe S, Redeem R. */
export type FundOrderSide = 'S' | 'R';

/**
 * The allowed moves (fact §2.2): pending -> submitted -> processing -> deducted -> priced ->
 * settled. Cancel only while the order waits for its cut-off (pending, submitted); a back office
 * may reject an order until it has taken the money or units; anything not yet settled may fail.
 */
export const FUND_ORDER_TRANSITIONS: Readonly<Record<FundOrderStatus, readonly FundOrderStatus[]>> =
  {
    pending: ['submitted', 'cancelled', 'rejected', 'failed'],
    submitted: ['processing', 'cancelled', 'rejected', 'failed'],
    processing: ['deducted', 'rejected', 'failed'],
    deducted: ['priced', 'failed'],
    priced: ['settled', 'failed'],
    settled: [],
    cancelled: [],
    rejected: [],
    failed: [],
  };

const LETTER_BY_STATUS: Readonly<Record<FundOrderStatus, FundOrderStatusLetter | null>> = {
  pending: null,
  submitted: 'U',
  processing: 'O',
  deducted: 'D',
  priced: 'P',
  settled: 'S',
  cancelled: 'N',
  rejected: 'R',
  failed: null,
};

const STATUS_BY_LETTER: Readonly<Record<FundOrderStatusLetter, FundOrderStatus>> = {
  N: 'cancelled',
  R: 'rejected',
  U: 'submitted',
  O: 'processing',
  D: 'deducted',
  P: 'priced',
  S: 'settled',
};

/** Whether `text` is one of the spec §3 statuses. */
export function isFundOrderStatus(text: string): text is FundOrderStatus {
  return (FUND_ORDER_STATUSES as readonly string[]).includes(text);
}

/** The legacy letter of a status; pending and failed have none in spec §3. */
export function fundOrderStatusLetter(status: FundOrderStatus): FundOrderStatusLetter | null {
  return LETTER_BY_STATUS[status];
}

/** The status a legacy letter stands for, or undefined for a letter spec §3 does not list. */
export function fundOrderStatusFromLetter(letter: string): FundOrderStatus | undefined {
  return Object.hasOwn(STATUS_BY_LETTER, letter)
    ? STATUS_BY_LETTER[letter as FundOrderStatusLetter]
    : undefined;
}

/** Whether an order may move from one status to another. */
export function canTransition(from: FundOrderStatus, to: FundOrderStatus): boolean {
  return FUND_ORDER_TRANSITIONS[from].includes(to);
}

/** A terminal status: nothing more will happen to the order. */
export function isTerminalFundOrderStatus(status: FundOrderStatus): boolean {
  return FUND_ORDER_TRANSITIONS[status].length === 0;
}

/**
 * Whether the client may still cancel (fact §2.2: only before the cut-off): the order waits for
 * its dealing cut-off (`cutOff`, the instant from `cutOffInstant`) and `now` is before it.
 */
export function canCancel(status: FundOrderStatus, now: Date, cutOff: Date): boolean {
  return canTransition(status, 'cancelled') && now.getTime() < cutOff.getTime();
}
