import { describe, expect, it } from 'vitest';
import { toDecimal } from '../../../shared/domain/decimal';
import { ballotLots, ipoAmountRow, type IpoTerms } from '../../../shared/domain/ipo';
import { IPO_RESULT } from '../../../shared/domain/ipo-result';
import { postJournal, type BookRef } from '../../backoffice/core/books/ledger';
import { createIpoFeed, simulatedIpos } from '../../market-data/simulated-ipos';
import { ANCHOR, OPEN_IPO, setUpIpoSuite } from '../../test/ipo-test-kit';

/**
 * Proportion applications (issue 12 §2): 06990's preferential offer to 00700's holders, 1
 * reserved share for every 2 held at the end of the record date (Wednesday 25 November), through
 * HTTP with a moved clock: the entitlement from the ledger at the record date, the ERR514/515
 * checks, one application per IPO across types, the hold as for cash, and allotment in full
 * while a cash application of another client goes to the ballot; the books balanced (the kit).
 */

const demo = simulatedIpos(ANCHOR);
const harbour = demo[0] as IpoTerms;
/** An open offer without a preferential offer, beside the demo ones. */
const plain: IpoTerms = { ...harbour, code: '06991', preferentialOffer: null };
const s = setUpIpoSuite(createIpoFeed([...demo, plain]));

const CLOSE = new Date('2026-12-03T04:00:00.000Z');
const ALLOTMENT = new Date('2026-12-07T01:00:00.000Z');
const REFUND = new Date('2026-12-08T01:00:00.000Z');
const LISTING = new Date('2026-12-09T01:00:00.000Z');
const HOLDER = 'C10006';

/** Puts `quantity` 00700 shares on the holder's books at `postedAt`, and HKD cash now. */
async function give(accountId: number, quantity: string, postedAt: Date, cash = '0') {
  const shares: BookRef = { kind: 'shares', ownerAccountId: accountId, asset: '00700' };
  const market: BookRef = { kind: 'market', assetType: 'shares', asset: '00700' };
  const bank: BookRef = { kind: 'bank', assetType: 'cash', asset: 'HKD' };
  const hkd: BookRef = { kind: 'cash', ownerAccountId: accountId, asset: 'HKD' };
  await s.t.db.transaction().execute(async (trx) => {
    await postJournal(trx, {
      reason: 'test',
      postedAt,
      movements: [
        { from: market, to: shares, amount: quantity },
        ...(cash === '0' ? [] : [{ from: bank, to: hkd, amount: cash }]),
      ],
    });
  });
}

describe('ipo proportion applications', () => {
  it('fixes the entitlement at the record date and allots it in full, cash by ballot', async () => {
    const holder = await s.clientId(HOLDER);
    const other = await s.clientId('C10005');
    // 4,000 held at the record date (2,000 reserved), 1,000 more bought after it (not counted).
    await give(holder, '4000', new Date('2026-11-20T02:00:00.000Z'), '60000');
    await give(holder, '1000', new Date('2026-11-27T02:00:00.000Z'));
    const as = await s.signIn(HOLDER);
    const { ipos } = await s.call('ipo/searchIpos', { accountCode: HOLDER }, as);
    const offered = ipos.find((ipo) => ipo.code === OPEN_IPO);
    expect([offered?.preferentialOffer, offered?.assuredEntitlement]).toEqual([
      { parentCode: '00700', parentShares: 2, reservedShares: 1, recordDate: '2026-11-25' },
      '2000',
    ]);
    expect(ipos.find((ipo) => ipo.code === '02590')?.assuredEntitlement).toBeNull();
    const otherSession = await s.signIn('C10005');
    const theirs = await s.call(
      'ipo/loadIpo',
      { accountCode: 'C10005', code: OPEN_IPO },
      otherSession,
    );
    expect(theirs.assuredEntitlement).toBe('0');

    const proportion = { applicationType: 'proportion' as const };
    const apply = (extra: Parameters<typeof s.apply>[1]) => s.apply(as, extra, HOLDER);
    expect((await apply({ ...proportion, code: '06991' })).result).toBe(
      IPO_RESULT.preferentialNotAvailable,
    );
    expect((await apply({ ...proportion, quantity: '2500' })).resultName).toBe('ERR515');
    expect((await apply({ ...proportion, quantity: '700' })).result).toBe(
      IPO_RESULT.invalidQuantity,
    );
    expect((await apply({ ...proportion, financingRatio: '0.5' })).result).toBe(
      IPO_RESULT.financingNotAvailable,
    );
    expect((await s.apply(otherSession, { ...proportion, quantity: '500' }, 'C10005')).result).toBe(
      IPO_RESULT.exceedsEntitlement,
    );

    // One application per client per IPO, whatever its type; a cancel frees the place.
    const cashFirst = await apply({ quantity: '500' });
    expect(cashFirst.result).toBe(0);
    expect((await apply({ ...proportion, quantity: '500' })).result).toBe(
      IPO_RESULT.alreadyApplied,
    );
    await s.call(
      'ipo/cancelIpoApplication',
      { accountCode: HOLDER, applicationId: cashFirst.application?.id ?? 0 },
      as,
    );
    const before = await s.books(holder, 'HKD');
    const applied = await apply({ ...proportion, quantity: '2000' });
    const held = ipoAmountRow('2000', harbour.maxPrice).amount;
    expect(applied.application).toMatchObject({
      applicationType: 'proportion',
      status: 'Submitted',
      quantity: '2000',
      amount: held,
      loanAmount: '0.00',
      interest: '0.00',
      heldAmount: held,
      canCancel: true,
    });
    expect((await apply({ quantity: '500' })).result).toBe(IPO_RESULT.alreadyApplied);
    expect((await apply({ applicationType: 'finance', quantity: '500' })).result).toBe(
      IPO_RESULT.alreadyApplied,
    );
    const during = await s.books(holder, 'HKD');
    expect(toDecimal(during.cashHeld ?? '0').toFixed(2)).toBe(held);
    expect(
      toDecimal(before.cash ?? '0')
        .sub(during.cash ?? '0')
        .toFixed(2),
    ).toBe(held);

    // Another client's cash application of ten lots goes to the ballot (35 %).
    const cash = await s.apply(otherSession, { quantity: '5000' }, 'C10005');
    expect(cash.result).toBe(0);

    await s.runJobsAt(CLOSE);
    await s.runJobsAt(ALLOTMENT);
    await s.runJobsAt(REFUND);
    await s.runJobsAt(LISTING);
    const mine = await s.call(
      'ipo/searchIpoApplications',
      { accountCode: HOLDER },
      await s.signIn(HOLDER),
    );
    const done = mine.applications.find((entry) => entry.id === applied.application?.id);
    const paid = ipoAmountRow('2000', harbour.finalPrice).amount;
    // Four lots in full, where the ballot would give one or two.
    expect(ballotLots(harbour, holder, 4)).toBeLessThan(4);
    expect(done).toMatchObject({
      status: 'Allotted',
      allottedQuantity: '2000',
      paidAmount: paid,
      loanUsed: '0.00',
      reasonCode: null,
      refundAmount: toDecimal(held).sub(paid).toFixed(2),
    });
    const after = await s.books(holder, 'HKD');
    expect(after.cashHeld).toBeUndefined();
    expect(
      toDecimal(before.cash ?? '0')
        .sub(after.cash ?? '0')
        .toFixed(2),
    ).toBe(paid);
    expect((await s.books(holder, OPEN_IPO)).shares).toBe('2000');

    const balloted = await s.call(
      'ipo/searchIpoApplications',
      { accountCode: 'C10005' },
      await s.signIn('C10005'),
    );
    const lots = ballotLots(harbour, other, 10);
    expect(lots).toBeLessThan(10);
    expect(balloted.applications[0]).toMatchObject({
      applicationType: 'cash',
      status: 'Allotted',
      allottedQuantity: String(lots * harbour.boardLot),
    });
  });
});
