import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canCancelStatus,
  canModifyStatus,
  canTransitionStock,
  displayStatusOf,
  isInFlightStock,
  isOpenStock,
  isTerminalStock,
  STOCK_DISPLAY_STATUSES,
  STOCK_ORDER_INITIAL_STATUSES,
  STOCK_ORDER_STATUSES,
  STOCK_ORDER_TRANSITIONS,
  statusFamily,
  type StockOrderStatus,
} from './stock-order-status';

/** A walk through the table from a placement status, following the generated choices. */
const walk = fc
  .tuple(fc.constantFrom(...STOCK_ORDER_INITIAL_STATUSES), fc.array(fc.nat(), { maxLength: 25 }))
  .map(([start, choices]) => {
    const path: StockOrderStatus[] = [start];
    for (const choice of choices) {
      const next = STOCK_ORDER_TRANSITIONS[path[path.length - 1] as StockOrderStatus];
      if (next.length === 0) break;
      path.push(next[choice % next.length] as StockOrderStatus);
    }
    return path;
  });

describe('stock order status machine (hk-market-facts §2.1)', () => {
  it('only names known statuses, and lists every status once', () => {
    expect(Object.keys(STOCK_ORDER_TRANSITIONS).sort()).toEqual([...STOCK_ORDER_STATUSES].sort());
    for (const targets of Object.values(STOCK_ORDER_TRANSITIONS)) {
      for (const target of targets) expect(STOCK_ORDER_STATUSES).toContain(target);
      expect(new Set(targets).size).toBe(targets.length);
    }
  });

  it.each([
    [['pending', 'processing', 'queuing', 'partially matched', 'partially matched', 'matched']],
    [['pending', 'processing', 'queuing', 'modifying', 'queuing', 'cancelling', 'cancelled']],
    [
      [
        'pending',
        'processing',
        'queuing',
        'partially matched',
        'cancelling',
        'partially cancelled',
      ],
    ],
    [['pending', 'processing', 'queuing', 'unmatched']],
    [['pending', 'processing', 'queuing', 'partially matched', 'partially cancelled']],
    [['pending', 'processing', 'rejected']],
    [['pending', 'rejected']],
    [['pending', 'cancelled']],
    [['overriding', 'override success', 'processing', 'queuing', 'matched']],
    [['overriding', 'override rejected']],
    [['pending', 'approval required', 'approving', 'processing', 'queuing']],
    [['pending', 'approval required', 'approving', 'approval rejected']],
    [['pending', 'processing', 'queuing', 'queuing error']],
    [['pending', 'processing', 'queuing', 'partially matched', 'partially matched error']],
  ] as StockOrderStatus[][][])('allows %j', (path) => {
    for (let index = 1; index < path.length; index += 1) {
      expect(
        canTransitionStock(path[index - 1] as StockOrderStatus, path[index] as StockOrderStatus),
      ).toBe(true);
    }
  });

  it.each([
    ['matched', 'cancelled'],
    ['cancelled', 'queuing'],
    ['queuing', 'pending'],
    ['processing', 'cancelling'],
    ['modifying', 'cancelling'],
    ['cancelling', 'modifying'],
    ['unmatched', 'queuing'],
    ['queuing', 'partially cancelled'],
    ['override fail', 'processing'],
  ] as const)('refuses %s → %s', (from, to) => {
    expect(canTransitionStock(from, to)).toBe(false);
  });

  it('has these terminal statuses', () => {
    expect(STOCK_ORDER_STATUSES.filter(isTerminalStock)).toEqual([
      'matched',
      'cancelled',
      'partially cancelled',
      'unmatched',
      'rejected',
      'approval rejected',
      'override fail',
      'override rejected',
      'error',
      'queuing error',
      'partially matched error',
      'failed',
      'success',
    ]);
    for (const status of STOCK_ORDER_STATUSES)
      expect(isOpenStock(status)).toBe(!isTerminalStock(status));
  });

  it('reaches every status from a placement except the back-office-only success', () => {
    const reached = new Set<StockOrderStatus>(STOCK_ORDER_INITIAL_STATUSES);
    const queue = [...STOCK_ORDER_INITIAL_STATUSES];
    while (queue.length > 0) {
      for (const next of STOCK_ORDER_TRANSITIONS[queue.shift() as StockOrderStatus]) {
        if (!reached.has(next)) queue.push(next);
        reached.add(next);
      }
    }
    expect(STOCK_ORDER_STATUSES.filter((status) => !reached.has(status))).toEqual(['success']);
  });

  it('every generated path is valid, ends only when terminal, and reads right on the badge', () => {
    fc.assert(
      fc.property(walk, (path) => {
        for (let index = 1; index < path.length; index += 1) {
          const from = path[index - 1] as StockOrderStatus;
          expect(isTerminalStock(from)).toBe(false);
          expect(canTransitionStock(from, path[index] as StockOrderStatus)).toBe(true);
        }
        const last = path[path.length - 1] as StockOrderStatus;
        for (const status of path) {
          const family = statusFamily(displayStatusOf(status));
          expect(family === 'working').toBe(isOpenStock(status));
        }
        if (isTerminalStock(last)) {
          for (const status of STOCK_ORDER_STATUSES)
            expect(canTransitionStock(last, status)).toBe(false);
          expect(canCancelStatus(last) || canModifyStatus(last)).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never leaves an in-flight status for another in-flight one or back to pending', () => {
    for (const status of STOCK_ORDER_STATUSES) {
      expect(canTransitionStock(status, 'pending')).toBe(false);
      if (!isInFlightStock(status)) continue;
      expect(STOCK_ORDER_TRANSITIONS[status].some(isInFlightStock)).toBe(false);
    }
  });
});

describe('cancel and modify by status (§2.1 table)', () => {
  it.each([
    ['pending', true, true],
    ['processing', false, false],
    ['queuing', true, true],
    ['modifying', false, false],
    ['cancelling', false, false],
    ['partially matched', true, true],
    ['approval required', true, false],
    ['approving', false, false],
    ['overriding', true, false],
    ['matched', false, false],
    ['partially cancelled', false, false],
    ['unmatched', false, false],
  ] as const)('%s: cancel %s, modify %s', (status, cancel, modify) => {
    expect(canCancelStatus(status)).toBe(cancel);
    expect(canModifyStatus(status)).toBe(modify);
  });
});

describe('display statuses', () => {
  it.each([
    ['pending', 'Waiting'],
    ['processing', 'Waiting'],
    ['queuing', 'In Market'],
    ['modifying', 'In Market'],
    ['cancelling', 'In Market'],
    ['partially matched', 'Partially Filled'],
    ['matched', 'Filled'],
    ['cancelled', 'Cancel'],
    ['partially cancelled', 'Cancel'],
    ['unmatched', 'Market Close Cancel'],
    ['rejected', 'Reject'],
    ['queuing error', 'Reject'],
    ['overriding', 'Overriding'],
    ['approval rejected', 'Approval Rejected'],
  ] as const)('%s shows %s', (status, display) => {
    expect(displayStatusOf(status)).toBe(display);
  });

  it('puts each display status in one badge family', () => {
    const families = Object.fromEntries(
      STOCK_DISPLAY_STATUSES.map((display) => [display, statusFamily(display)]),
    );
    expect(families).toEqual({
      Waiting: 'working',
      'In Market': 'working',
      'Partially Filled': 'working',
      Filled: 'done',
      Cancel: 'cancelled',
      'Market Close Cancel': 'cancelled',
      Reject: 'rejected',
      'Reject New': 'rejected',
      'Approval Required': 'working',
      Approving: 'working',
      'Approval Rejected': 'rejected',
      Overriding: 'working',
      'Override Success': 'working',
      'Override Fail': 'rejected',
      'Override Rejected': 'rejected',
    });
  });
});
