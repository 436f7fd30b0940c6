import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toDecimal } from '../../../shared/domain/decimal';
import { dailyPeriod } from '../../backoffice/gateway/trade-documents/statement-period';
import { pdfText } from '../../pdf/pdf-inspect';
import {
  findDriftingLedgerAccounts,
  findUnbalancedJournals,
} from '../../backoffice/core/books/ledger.repository';
import {
  createCorporateActionKit,
  type CorporateActionKit,
} from '../../test/corporate-action-test-kit';
import { findAccountByCode } from '../../repositories/account.repository';
import { setAdvisorStockPermission } from '../../repositories/stock-instruction-permission.repository';
import { post, signIn } from '../../test/auth-client';

/**
 * Corporate actions through HTTP with a moved clock (issue 12 Tests): the past 02800 dividend
 * paid at start, a 00005 dividend elected as scrip, a 00700 bonus issue and then a split, with
 * positions and average cost before and after, every code of a refused election, and the books
 * balanced throughout. Each test has a kit of its own at the anchor day (the timetable moves only
 * forward) and makes the elections it reads.
 */

let kit: CorporateActionKit;

const eventOf = async (symbol: string, kind: string) => {
  const { events } = await kit.call('corporate-action/searchCorporateActions', {
    accountCode: 'C10001',
  });
  const event = events.find((e) => e.symbol === symbol && e.kind === kind);
  if (!event) throw new Error(`no ${symbol} ${kind}`);
  return event;
};

const position = async (symbol: string) => {
  const { positions } = await kit.call('stock-portfolio/loadStockPortfolio', {
    accountCode: 'C10001',
    reportingCurrency: 'HKD',
  });
  const found = positions.find((p) => p.symbol === symbol);
  return {
    quantity: found?.totalQuantity,
    bookCost: toDecimal(found?.bookCost ?? '0').toFixed(2),
    averageCost: toDecimal(found?.averageCost ?? '0').toFixed(4),
  };
};

const elect = (eventId: string, option: 'cash' | 'scrip') =>
  kit.call('corporate-action/electCorporateAction', { accountCode: 'C10001', eventId, option });

/** C10001 elects scrip for the open 00005 dividend, as a client would before its deadline. */
const electScrip = async () => {
  const { eventId } = await eventOf('00005', 'cashDividend');
  expect((await elect(eventId, 'scrip')).event?.election).toBe('scrip');
};

beforeEach(async () => {
  kit = await createCorporateActionKit();
});

afterEach(async () => {
  expect(await findUnbalancedJournals(kit.t.db)).toEqual([]);
  expect(await findDriftingLedgerAccounts(kit.t.db)).toEqual([]);
  await kit.close();
});

describe('corporate actions on C10001 holdings', () => {
  it('paid the past 02800 dividend at start: 5,000 x HKD 0.58', async () => {
    const event = await eventOf('02800', 'cashDividend');
    expect(event).toMatchObject({
      isPast: true,
      status: 'paid',
      heldQuantity: '5000',
      options: [],
      outcome: { cash: '2900.00', shareChange: '0' },
    });
    expect((await kit.balance('cash', 'HKD')).balance).toBe('852900');
  });

  it('lists the open 00005 scrip election with its estimate, and elects scrip then cash then scrip', async () => {
    const event = await eventOf('00005', 'cashDividend');
    expect(event).toMatchObject({
      isPast: false,
      status: 'entitled',
      heldQuantity: '2000',
      options: ['cash', 'scrip'],
      canElect: true,
      election: null,
      estimate: { cash: '1560.00', shareChange: '0' },
    });
    const scrip = await elect(event.eventId, 'scrip');
    expect(scrip).toMatchObject({ result: 0, resultName: 'success' });
    expect(scrip.event).toMatchObject({
      status: 'elected',
      election: 'scrip',
      // 1,560.00 / 62.35 = 25 shares (1,558.75); the 1.25 left is paid in cash.
      estimate: { cash: '1.25', shareChange: '25', addedCost: '1558.75' },
    });
    expect((await elect(event.eventId, 'cash')).event?.election).toBe('cash');
    expect((await elect(event.eventId, 'scrip')).event?.election).toBe('scrip');
    expect((await eventOf('00005', 'cashDividend')).election).toBe('scrip');
  });

  it('refuses bad elections with their codes and changes nothing', async () => {
    await electScrip();
    const dividend = await eventOf('00005', 'cashDividend');
    const bonus = await eventOf('00700', 'bonusIssue');
    expect((await elect('NO-SUCH-EVENT', 'cash')).result).toBe(9601);
    expect((await elect(bonus.eventId, 'scrip')).result).toBe(9604);
    expect((await elect((await eventOf('02800', 'cashDividend')).eventId, 'cash')).result).toBe(
      9604,
    );
    // C10005 holds no 00005: not entitled.
    const other = await signIn(kit.t.app, 'C10005');
    const refused = await kit.call(
      'corporate-action/electCorporateAction',
      { accountCode: 'C10005', eventId: dividend.eventId, option: 'scrip' },
      other,
    );
    expect(refused.result).toBe(9602);
    const { events } = await kit.call(
      'corporate-action/searchCorporateActions',
      { accountCode: 'C10005' },
      other,
    );
    expect(events.filter((e) => e.symbol === '00005')).toEqual([]);
    // Another client's books are not C10005's to elect on.
    const foreign = await post(
      kit.t.app,
      'corporate-action/electCorporateAction',
      { accountCode: 'C10001', eventId: dividend.eventId, option: 'cash' },
      other,
    );
    expect(foreign.statusCode).toBe(403);
    expect((await eventOf('00005', 'cashDividend')).election).toBe('scrip');
  });

  it('lets the linked advisor elect for C10001 only with the stock permission', async () => {
    const dividend = await eventOf('00005', 'cashDividend');
    const advisor = await signIn(kit.t.app, 'A30001');
    const input = { accountCode: 'C10001', eventId: dividend.eventId, option: 'scrip' as const };
    expect(
      (await kit.call('corporate-action/electCorporateAction', input, advisor)).event?.election,
    ).toBe('scrip');
    const advisorId = (await findAccountByCode(kit.t.db, 'A30001', 'gateway'))?.id ?? 0;
    await setAdvisorStockPermission(kit.t.db, advisorId, kit.clientId, false);
    const refused = await post(kit.t.app, 'corporate-action/electCorporateAction', input, advisor);
    expect(refused.statusCode).toBe(403);
    await setAdvisorStockPermission(kit.t.db, advisorId, kit.clientId, true);
  });

  it('refuses an election after the deadline', async () => {
    await electScrip();
    await kit.moveTo(5);
    const dividend = await eventOf('00005', 'cashDividend');
    expect(dividend.canElect).toBe(false);
    expect((await elect(dividend.eventId, 'cash')).result).toBe(9603);
    expect((await eventOf('00005', 'cashDividend')).election).toBe('scrip');
  });

  it('lists the dividend paid at start on the daily statement as a corporate action', async () => {
    // The anchor day's statement is issued once that day is over.
    await kit.moveTo(1);
    const reply = await kit.call('trade-document/downloadTradeDocument', {
      accountCode: 'C10001',
      documentId: dailyPeriod(kit.anchor).id,
      language: 'en',
    });
    const text = pdfText(Buffer.from(reply.contentBase64, 'base64'));
    expect(text).toContain('Corporate action');
    expect(text).toContain('2,900.00');
  });

  it('pays the 00005 dividend as scrip shares and cash on the payment date, once', async () => {
    await electScrip();
    expect(await position('00005')).toEqual({
      quantity: '2000',
      bookCost: '176800.00',
      averageCost: '88.4000',
    });
    const cashBefore = (await kit.balance('cash', 'HKD')).balance;
    await kit.moveTo(10);
    await kit.moveTo(10, '12:00');
    expect(await position('00005')).toEqual({
      quantity: '2025',
      bookCost: '178358.75',
      averageCost: '88.0784',
    });
    expect((await kit.balance('cash', 'HKD')).balance).toBe(
      toDecimal(cashBefore).add('1.25').toFixed(),
    );
    expect(await eventOf('00005', 'cashDividend')).toMatchObject({
      status: 'paid',
      isPast: true,
      outcome: { cash: '1.25', shareChange: '25' },
    });
  });

  it('credits the 00700 bonus (1 for 10) and then restates the split (1 into 2), cost unchanged', async () => {
    // Past the bonus's record date, before its payment date.
    await kit.moveTo(10);
    expect(await position('00700')).toEqual({
      quantity: '1000',
      bookCost: '455200.00',
      averageCost: '455.2000',
    });
    expect(await eventOf('00700', 'bonusIssue')).toMatchObject({
      status: 'entitled',
      heldQuantity: '1000',
      estimate: { shareChange: '100' },
    });
    await kit.moveTo(12);
    expect(await position('00700')).toEqual({
      quantity: '1100',
      bookCost: '455200.00',
      averageCost: '413.8182',
    });
    await kit.moveTo(20);
    expect(await position('00700')).toEqual({
      quantity: '2200',
      bookCost: '455200.00',
      averageCost: '206.9091',
    });
    expect(await eventOf('00700', 'split')).toMatchObject({
      status: 'paid',
      heldQuantity: '1100',
      outcome: { shareChange: '1100' },
    });
    await kit.moveTo(30);
    expect((await position('00700')).quantity).toBe('2200');
  });

  it('counts the bonus shares in the split while the bonus is not yet credited (issue 31 §11)', async () => {
    // Past the bonus's record date, before its payment: the split ahead counts 1,000 + 100.
    await kit.moveTo(10);
    expect(await eventOf('00700', 'split')).toMatchObject({
      status: 'announced',
      heldQuantity: '1100',
      estimate: { shareChange: '1100' },
    });
  });

  it('counts the bonus shares in the split when the bonus is credited after its record date', async () => {
    // The timetable catching up at once (the server was down from before the bonus's payment to
    // after the split's): the bonus is credited after the split's record date, yet counts.
    await kit.moveTo(21);
    expect(await eventOf('00700', 'split')).toMatchObject({
      status: 'paid',
      heldQuantity: '1100',
      outcome: { shareChange: '1100' },
    });
    expect(await position('00700')).toEqual({
      quantity: '2200',
      bookCost: '455200.00',
      averageCost: '206.9091',
    });
  });

  it('keeps the books balanced through the whole timetable', async () => {
    await electScrip();
    for (const offset of [5, 10, 12, 20, 30]) await kit.moveTo(offset);
    expect(await findUnbalancedJournals(kit.t.db)).toEqual([]);
    expect(await findDriftingLedgerAccounts(kit.t.db)).toEqual([]);
  });
});
