import { describe, expect, it } from 'vitest';
import { hongKongDate } from './business-calendar';
import {
  canMoveCash,
  cashMovementTypeOf,
  cashValueDate,
  CASH_INSTRUCTION_STATUSES,
  firstCashStatus,
  isCashCancellable,
  isCashEnded,
} from './cash-instruction';
import { checkProof, detectProofKind } from './cash-proof';
import { CASH_RESULT, CASH_RESULTS, cashResultName } from './cash-results';
import { cutOffInstant } from './fund-dealing';

describe('cashValueDate (spec §9 cut-offs, Hong Kong time, business days)', () => {
  it('is today before the cut-off and the next business day from it', () => {
    // Friday 4 December 2026.
    expect(cashValueDate(cutOffInstant('2026-12-04', '10:59'), '11:00')).toBe('2026-12-04');
    expect(cashValueDate(cutOffInstant('2026-12-04', '11:00'), '11:00')).toBe('2026-12-07');
    expect(cashValueDate(cutOffInstant('2026-12-04', '16:29'), '16:30')).toBe('2026-12-04');
  });

  it('is the next business day on a weekend or holiday', () => {
    expect(cashValueDate(cutOffInstant('2026-12-05', '09:00'), '16:30')).toBe('2026-12-07');
    // Christmas Day and the first weekday after it are Hong Kong holidays.
    expect(cashValueDate(cutOffInstant('2026-12-25', '09:00'), '16:30')).toBe('2026-12-28');
    expect(hongKongDate(cutOffInstant('2026-12-04', '00:00'))).toBe('2026-12-04');
  });
});

describe('cash transitions (fact §2.4)', () => {
  it('lets a request by hand go P -> PR -> A | R, and be cancelled only while P', () => {
    expect(canMoveCash('manual', 'P', 'PR')).toBe(true);
    expect(canMoveCash('manual', 'PR', 'A')).toBe(true);
    expect(canMoveCash('manual', 'P', 'A')).toBe(false);
    expect(isCashCancellable('manual', 'P')).toBe(true);
    expect(isCashCancellable('manual', 'PR')).toBe(false);
    expect(firstCashStatus('manual')).toBe('P');
  });

  it('gives FPS withdrawals W, B and S, and ends every channel in A, R, C or B', () => {
    expect(firstCashStatus('fps')).toBe('W');
    expect(canMoveCash('fps', 'W', 'B')).toBe(true);
    expect(canMoveCash('fps', 'S', 'C')).toBe(false);
    for (const status of CASH_INSTRUCTION_STATUSES) {
      if (['A', 'R', 'C', 'B'].includes(status)) {
        expect(isCashEnded('manual', status) && isCashEnded('fps', status)).toBe(true);
      }
    }
  });

  it('reads movement types from the journal reason', () => {
    expect(cashMovementTypeOf('deposit', 'in')).toBe('D');
    expect(cashMovementTypeOf('withdrawal', 'out')).toBe('W');
    expect(cashMovementTypeOf('fx', 'in')).toBe('I');
    expect(cashMovementTypeOf('fx', 'out')).toBe('O');
    expect(cashMovementTypeOf('settled', 'in')).toBe('C');
  });
});

describe('deposit proofs by content', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  it('knows the uploadable types by their magic bytes', () => {
    expect(detectProofKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(detectProofKind(new TextEncoder().encode('%PDF-1.4'))).toBe('pdf');
    expect(detectProofKind(bytes(0x50, 0x4b, 0x03, 0x04))).toBe('zip');
    expect(detectProofKind(new TextEncoder().encode('a,b\n1,2\n'))).toBe('text');
    expect(detectProofKind(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeNull();
  });

  it('wants the name to agree with the content', () => {
    const pdf = new TextEncoder().encode('%PDF-1.4');
    expect(checkProof('slip.PDF', pdf)).toEqual({ contentType: 'application/pdf' });
    expect(checkProof('slip.docx', pdf)).toBeNull();
    expect(checkProof('slip.csv', new TextEncoder().encode('a,b'))).toEqual({
      contentType: 'text/plain',
    });
  });
});

describe('cash results (spec §8)', () => {
  it('covers ERR100-106, ERR700-709, ERR400-406 and FX codes within 201-231, names unique', () => {
    const codes = Object.keys(CASH_RESULTS);
    const range = (prefix: string, from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, index) => `${prefix}${from + index}`);
    for (const code of [
      ...range('ERR', 100, 106),
      ...range('ERR', 700, 709),
      ...range('ERR', 400, 406),
    ])
      expect(codes).toContain(code);
    const fx = codes.filter((code) => /^\d{3}$/.test(code)).map(Number);
    expect(fx.every((code) => code >= 201 && code <= 231)).toBe(true);
    expect(new Set(Object.values(CASH_RESULTS)).size).toBe(codes.length);
    expect(CASH_RESULT.withdrawalDailyLimitExceeded).toBe('ERR705');
    expect(cashResultName('211')).toBe('fxQuoteExpired');
  });
});
