import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canTransition,
  FUND_ORDER_STATUSES,
  FUND_ORDER_TRANSITIONS,
  fundOrderStatusFromLetter,
  fundOrderStatusLetter,
  isFundOrderStatus,
  isTerminalFundOrderStatus,
  type FundOrderStatus,
} from './fund-order-status';

const cutOff = new Date('2026-03-02T08:30:00Z');

describe('fund order status machine (fact §2.2)', () => {
  it('walks the happy path pending to settled', () => {
    const path: FundOrderStatus[] = [
      'pending',
      'submitted',
      'processing',
      'deducted',
      'priced',
      'settled',
    ];
    for (let index = 1; index < path.length; index += 1) {
      expect(
        canTransition(path[index - 1] as FundOrderStatus, path[index] as FundOrderStatus),
      ).toBe(true);
    }
  });

  it('has exactly four terminal statuses', () => {
    const terminal = FUND_ORDER_STATUSES.filter(isTerminalFundOrderStatus);
    expect(terminal).toEqual(['settled', 'cancelled', 'rejected', 'failed']);
  });

  it('never goes back: every run of moves ends in a terminal status within six steps', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 10 }), (choices) => {
        let status: FundOrderStatus = 'pending';
        const seen = new Set<FundOrderStatus>([status]);
        for (const choice of choices) {
          const next = FUND_ORDER_TRANSITIONS[status];
          if (next.length === 0) break;
          status = next[choice % next.length] as FundOrderStatus;
          expect(seen.has(status)).toBe(false);
          seen.add(status);
        }
        expect(seen.size).toBeLessThanOrEqual(6);
      }),
    );
  });

  it('maps the legacy letters both ways', () => {
    expect(fundOrderStatusLetter('cancelled')).toBe('N');
    expect(fundOrderStatusLetter('pending')).toBeNull();
    for (const letter of ['N', 'R', 'U', 'O', 'D', 'P', 'S']) {
      const status = fundOrderStatusFromLetter(letter) as FundOrderStatus;
      expect(fundOrderStatusLetter(status)).toBe(letter);
    }
    expect(fundOrderStatusFromLetter('X')).toBeUndefined();
    expect(fundOrderStatusFromLetter('toString')).toBeUndefined();
    expect(isFundOrderStatus('priced')).toBe(true);
    expect(isFundOrderStatus('matched')).toBe(false);
  });
});

describe('canCancel', () => {
  it.each([
    ['pending', '2026-03-02T08:29:59Z', true],
    ['submitted', '2026-03-02T08:29:59Z', true],
    ['submitted', '2026-03-02T08:30:00Z', false],
    ['processing', '2026-03-02T08:00:00Z', false],
    ['deducted', '2026-03-02T08:00:00Z', false],
    ['cancelled', '2026-03-02T08:00:00Z', false],
    ['settled', '2026-03-02T08:00:00Z', false],
  ] as const)('%s at %s: %s', (status, now, expected) => {
    expect(canCancel(status, new Date(now), cutOff)).toBe(expected);
  });
});
