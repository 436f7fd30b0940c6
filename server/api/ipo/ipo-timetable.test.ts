import { describe, expect, it } from 'vitest';
import { toDecimal } from '../../../shared/domain/decimal';
import { ipoAmountRow } from '../../../shared/domain/ipo';
import { IPO_RESULT } from '../../../shared/domain/ipo-result';
import { dailyPeriod } from '../../backoffice/gateway/trade-documents/statement-period';
import { pdfText } from '../../pdf/pdf-inspect';
import { ANCHOR, OPEN_IPO, ipoFeed, setUpIpoSuite } from '../../test/ipo-test-kit';

/**
 * An IPO's whole timetable through HTTP with a moved clock (issue 12 §2-4): apply (cash and
 * finance), the checks' codes, cancel, close, allotment by ballot, refund with interest, listing
 * into the stock portfolio; the books balanced after each test (the kit). Each test has an app of
 * its own from the morning of the anchor: the timetable's run leaves no open offer behind.
 */

const s = setUpIpoSuite(ipoFeed, { isAppPerTest: true });
const CLOSE = new Date('2026-12-03T04:00:00.000Z');
const ALLOTMENT = new Date('2026-12-07T01:00:00.000Z');
const REFUND = new Date('2026-12-08T01:00:00.000Z');
const LISTING = new Date('2026-12-09T01:00:00.000Z');

describe('ipo timetable', () => {
  it('lists the demo offers with their table of quantities and amounts', async () => {
    const as = await s.signIn();
    const { ipos } = await s.call('ipo/searchIpos', { accountCode: 'C10001' }, as);
    expect(ipos.map((ipo) => [ipo.code, ipo.phase])).toEqual([
      ['06990', 'open'],
      ['02590', 'closed'],
      ['09660', 'listed'],
    ]);
    const open = ipos[0];
    expect(open?.quantities[0]).toEqual({
      quantity: '500',
      consideration: '7400.00',
      fees: '74.63',
      amount: '7474.63',
    });
    expect(open?.closeDate).toBe('2026-12-03');
    expect(open?.finalPrice).toBeNull();
  });

  it('replays a key whose quantity is written otherwise ("500" and "500.00")', async () => {
    const c1 = await s.clientId('C10001');
    const as = await s.signIn();
    const before = await s.books(c1, 'HKD');
    const idempotencyKey = 'ipo-replay-amounts';
    const first = await s.apply(as, { quantity: '500', idempotencyKey });
    const again = await s.apply(as, { quantity: '500.00', idempotencyKey });
    expect(again).toMatchObject({ result: 0, isReplay: true });
    expect(again.application?.id).toBe(first.application?.id);
    const other = await s.apply(as, { quantity: '1000', idempotencyKey });
    expect(other.result).toBe(IPO_RESULT.sameIdExists);
    await s.call(
      'ipo/cancelIpoApplication',
      { accountCode: 'C10001', applicationId: first.application?.id ?? 0 },
      as,
    );
    expect(await s.books(c1, 'HKD')).toEqual(before);
  });

  it('applies, refuses with the spec codes, cancels and runs the timetable to listing', async () => {
    const c1 = await s.clientId('C10001');
    const c5 = await s.clientId('C10005');
    let as = await s.signIn();
    const before = await s.books(c1, 'HKD');
    // A fresh session must give the trade password; a right one unlocks it as for stock orders.
    const wrong = await s.apply(as, { tradePassword: 'nope-nope' });
    expect([wrong.result, wrong.tradePassword]).toEqual([
      IPO_RESULT.wrongTradePassword,
      'incorrect',
    ]);
    const first = await s.apply(as, {});
    expect([first.result, first.application?.status, first.application?.heldAmount]).toEqual([
      0,
      'Submitted',
      '7474.63',
    ]);
    const again = await s.apply(as, {});
    expect([again.result, again.resultName]).toEqual([IPO_RESULT.alreadyApplied, 'ERR507']);
    const cancelled = await s.call(
      'ipo/cancelIpoApplication',
      { accountCode: 'C10001', applicationId: first.application?.id ?? 0 },
      as,
    );
    expect(cancelled.application?.status).toBe('Cancelled');
    expect(await s.books(c1, 'HKD')).toEqual(before);

    expect((await s.apply(as, { quantity: '700' })).result).toBe(IPO_RESULT.invalidQuantity);
    expect((await s.apply(as, { code: '99999' })).result).toBe(IPO_RESULT.invalidStockCode);
    expect((await s.apply(as, { code: '09660' })).result).toBe(IPO_RESULT.notOpen);
    expect((await s.apply(as, { hasAcceptedAgreement: false })).result).toBe(
      IPO_RESULT.agreementNotAccepted,
    );
    expect((await s.apply(as, { financingRatio: '0.5' })).result).toBe(
      IPO_RESULT.financingNotAvailable,
    );
    expect((await s.apply(as, { quantity: '500000' })).result).toBe(
      IPO_RESULT.insufficientPurchasingPower,
    );

    const cash = await s.apply(as, { quantity: '5000' });
    expect(cash.application?.amount).toBe(ipoAmountRow('5000', '14.8').amount);

    const c5Session = await s.signIn('C10005');
    const finance = { applicationType: 'finance' as const, quantity: '1000' };
    expect(
      (
        await s.apply(
          c5Session,
          { ...finance, financingRatio: '0.9', financingAmount: '100' },
          'C10005',
        )
      ).result,
    ).toBe(IPO_RESULT.rateOrAmountNotBoth);
    expect(
      (await s.apply(c5Session, { ...finance, financingRatio: '0.95' }, 'C10005')).result,
    ).toBe(IPO_RESULT.invalidFinancingAmount);
    const financed = await s.apply(c5Session, { ...finance, financingRatio: '0.9' }, 'C10005');
    expect(financed.application).toMatchObject({
      status: 'Submitted',
      amount: '14949.26',
      loanAmount: '13454.33',
      interest: '6.46',
      heldAmount: '1501.39',
    });

    await s.runJobsAt(CLOSE);
    as = await s.signIn();
    const late = await s.call(
      'ipo/cancelIpoApplication',
      { accountCode: 'C10001', applicationId: cash.application?.id ?? 0 },
      as,
    );
    expect(late.result).toBe(IPO_RESULT.cannotCancel);
    expect((await s.apply(as, {})).result).toBe(IPO_RESULT.notOpen);

    await s.runJobsAt(ALLOTMENT);
    await s.runJobsAt(REFUND);
    await s.runJobsAt(LISTING);
    as = await s.signIn();
    const { applications } = await s.call(
      'ipo/searchIpoApplications',
      { accountCode: 'C10001' },
      as,
    );
    const done = applications.find((application) => application.id === cash.application?.id);
    expect(done?.status).toBe('Allotted');
    const allotted = done?.allottedQuantity ?? '0';
    expect(['1500', '2000']).toContain(allotted);
    const paid = ipoAmountRow(allotted, '13.9').amount;
    expect(done?.paidAmount).toBe(paid);
    expect(done?.refundAmount).toBe(
      toDecimal(cash.application?.heldAmount ?? '0')
        .sub(paid)
        .toFixed(2),
    );
    expect((await s.books(c1, 'HKD')).cashHeld).toBeUndefined();
    expect((await s.books(c1, OPEN_IPO)).shares).toBe(allotted);
    const portfolio = await s.call(
      'stock-portfolio/loadStockPortfolio',
      { accountCode: 'C10001', reportingCurrency: 'HKD' },
      as,
    );
    expect(portfolio.positions.map((position) => position.symbol)).toContain(OPEN_IPO);

    const c5Books = await s.books(c5, 'HKD');
    expect(c5Books.cashHeld).toBeUndefined();
    const c5Apps = await s.call(
      'ipo/searchIpoApplications',
      { accountCode: 'C10005' },
      await s.signIn('C10005'),
    );
    const f = c5Apps.applications[0];
    expect(f?.status).toBe('Allotted');
    // What the client paid plus the interest plus the refund is what was held, exactly once.
    expect(
      toDecimal(f?.paidAmount ?? '0')
        .add(f?.interest ?? '0')
        .add(f?.refundAmount ?? '0')
        .toFixed(2),
    ).toBe('1501.39');
    // The loan used is owed from the allotment on, and repaid from the client's cash on the
    // refund date as far as the cash goes; the books owe exactly what the application says.
    const used = toDecimal(f?.loanUsed ?? '0');
    const owed = toDecimal(f?.loanOwed ?? '0');
    expect(used.gt(0)).toBe(f?.allottedQuantity !== '0');
    expect(owed.gte(0) && owed.lte(used)).toBe(true);
    expect(toDecimal(c5Books.cashLoan ?? '0').toFixed(2)).toBe(owed.toFixed(2));

    // The daily statements name the IPO movements: the hold on the day of the application, and
    // the payment for the allotted shares on the allotment date.
    const statementText = async (date: string) => {
      const reply = await s.call(
        'trade-document/downloadTradeDocument',
        { accountCode: 'C10001', documentId: dailyPeriod(date).id, language: 'en' },
        as,
      );
      return pdfText(Buffer.from(reply.contentBase64, 'base64'));
    };
    expect(await statementText(ANCHOR)).toContain('IPO application held');
    expect(await statementText('2026-12-07')).toContain('IPO allotment and refund');
  });
});
