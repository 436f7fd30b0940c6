import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  hongKongDate,
  isBusinessDay,
} from '../../../shared/domain/business-calendar';
import { formatDateTime } from '../../../shared/domain/date-time';
import { toDecimal } from '../../../shared/domain/decimal';
import { cutOffInstant } from '../../../shared/domain/fund-dealing';
import { formatNumber } from '../../../shared/domain/number-format';
import { pdfStructureProblems, pdfText } from '../../pdf/pdf-inspect';
import {
  dailyPeriod,
  hongKongMidnight,
  monthlyPeriod,
} from '../../backoffice/gateway/trade-documents/statement-period';
import {
  cashSection,
  UNIT_KINDS,
  unitSection,
  useDocumentsTestApp,
} from '../../test/trade-document-kit';

/**
 * `trade-document/downloadTradeDocument` through HTTP (issue 4 /funds/document): the statement
 * PDFs' cash and unit figures against the ledger, fund names, the three languages, and the
 * coded answers for periods not issued and malformed ids.
 */

const kit = useDocumentsTestApp();
const { state, download, pdfOf, subscribe, balanceAt, balanceLine, unitEntry, fundOf, deal } = kit;

describe('downloadTradeDocument', () => {
  it('renders the monthly statement with the books’ balances and the fund names', async () => {
    const month = monthlyPeriod(state.openingMonth);
    const pdf = await pdfOf(month.id);
    expect(pdfStructureProblems(pdf)).toEqual([]);
    const text = pdfText(pdf);
    expect(text).toContain('Monthly statement');
    expect(text).toContain('C10001');
    expect(text).toContain('Chan Tai Man');
    for (const currency of ['HKD', 'USD', 'CNY']) {
      const section = cashSection(text, currency);
      expect(section).toContain(
        await balanceLine(`Opening balance ${month.start}`, currency, month.from),
      );
      expect(section).toContain(
        await balanceLine(`Closing balance ${month.end}`, currency, month.to),
      );
    }
    const flat = text.replace(/\n/g, ' ');
    for (const id of ['VH-HK-EQUITY', 'PC-GLB-TECH', 'VH-HKD-MMF', 'LR-ASIA-BOND']) {
      expect(flat).toContain((await fundOf(id)).name.en);
    }
  });

  it('lists each demo fund’s opening transfer-in with its units under unit movements', async () => {
    const month = monthlyPeriod(state.openingMonth);
    const text = pdfText(await pdfOf(month.id));
    expect(text.indexOf('Fund unit movements')).toBeGreaterThan(text.indexOf('Total cash'));
    expect(text.indexOf('Fund unit movements')).toBeLessThan(text.indexOf('Fund holdings'));
    for (const fundId of ['VH-HK-EQUITY', 'PC-GLB-TECH', 'VH-HKD-MMF', 'LR-ASIA-BOND']) {
      const fund = await fundOf(fundId);
      const line = (label: string, instant: Date) =>
        balanceLine(label, fundId, instant, UNIT_KINDS, fund.unitPrecision);
      const transfer = await unitEntry(fundId, 'units', 'transferIn');
      expect(toDecimal(transfer.amount).isPositive()).toBe(true);
      const section = unitSection(text, fundId);
      expect(text).toContain(`${fund.name.en} (${fundId})`);
      expect(section).toContain(await line(`Opening balance ${month.start}`, month.from));
      expect(section).toContain(
        [
          formatDateTime(transfer.postedAt),
          'Transfer in',
          formatNumber(transfer.amount, 'en', fund.unitPrecision),
        ].join('\n'),
      );
      expect(section).toContain(await line(`Closing balance ${month.end}`, month.to));
    }
  });

  it('shows an order’s hold against the opening balance once its month has ended', async () => {
    const orderId = await subscribe('documents-hold-order', 'VH-HKD-MMF', '20000');
    const month = monthlyPeriod(hongKongDate(state.t.clock.now).slice(0, 7));
    state.t.clock.now = new Date(month.to.getTime() + 60_000);
    const pdf = await pdfOf(month.id);
    const section = cashSection(pdfText(pdf), 'HKD');
    const fund = 'Victoria Harbour HKD Money Market Fund';
    expect(section).toContain(
      await balanceLine(`Opening balance ${month.start}`, 'HKD', month.from),
    );
    expect(section).toContain(await balanceLine(`Closing balance ${month.end}`, 'HKD', month.to));
    // The description wraps in its column: read the runs as one line.
    expect(section.replace(/\n/g, ' ')).toContain(
      `Cash held for order: Subscribe ${fund}, order ${orderId} -20,000.00 20,000.00`,
    );
    expect(pdfText(pdf)).toContain('Fund orders placed in this period');
  });

  it.each([
    ['zh-HK', ['月結單', '基金單位變動', '期初結餘'], ['月结单', '基金份额变动']],
    ['zh-CN', ['月对账单', '基金份额变动', '期初余额'], ['月結單', '基金單位變動']],
  ] as const)('writes the %s statement in its own characters', async (language, own, other) => {
    const text = pdfText(await pdfOf(`monthly:${state.openingMonth}`, language));
    for (const title of own) expect(text).toContain(title);
    for (const title of other) expect(text).not.toContain(title);
    const fund = await fundOf('VH-HK-EQUITY');
    expect(text).toContain(`${fund.name[language]}（VH-HK-EQUITY）`);
    expect(text).toContain('C10001');
  });

  it('answers 404 for a period not ended or before the first entry', async () => {
    const today = hongKongDate(state.t.clock.now);
    for (const id of [
      `daily:${today}`,
      `monthly:${today.slice(0, 7)}`,
      `daily:${addCalendarDays(state.firstDay, -1)}`,
      // The month before the first entry's (that month's statement covers the entry).
      `monthly:${addCalendarDays(`${state.firstDay.slice(0, 7)}-01`, -1).slice(0, 7)}`,
      'daily:2026-02-30',
      'other:999999',
    ]) {
      const reply = await download(id);
      expect([id, reply.statusCode, reply.json()]).toEqual([id, 404, { code: 'not_found' }]);
    }
  });

  it('answers 400 for a malformed id', async () => {
    for (const id of ['weekly:2026-10', 'monthly:2026-1', 'daily:20261001', 'other:']) {
      const reply = await download(id);
      expect([id, reply.statusCode, reply.json<{ code: string }>().code]).toEqual([
        id,
        400,
        'invalid_input',
      ]);
    }
  });

  it('names the file by account, type and period', async () => {
    const reply = await download(`daily:${state.openingDay}`);
    expect(reply.json()).toMatchObject({ fileName: `C10001-daily-${state.openingDay}.pdf` });
  });
});

describe('unit movements in a daily statement', () => {
  it('shows the units a subscription dealt that day allots, opening plus it making the closing', async () => {
    // Deal what earlier tests queued on a day of its own, so the next day moves this order only.
    const quiet = addCalendarDays(hongKongDate(state.t.clock.now), 14);
    state.t.clock.now = cutOffInstant(quiet, '12:00');
    await deal();
    let day = addCalendarDays(quiet, 1);
    while (!isBusinessDay(day)) day = addCalendarDays(day, 1);
    state.t.clock.now = cutOffInstant(day, '10:00');
    const dealtId = await subscribe('documents-units-1', 'VH-HKD-MMF', '10000');
    state.t.clock.now = cutOffInstant(day, '16:31');
    expect(await deal()).toBeGreaterThan(0);
    state.t.clock.now = new Date(hongKongMidnight(addCalendarDays(day, 1)).getTime() + 60_000);

    const period = dailyPeriod(day);
    const fund = await fundOf('VH-HKD-MMF');
    const allotted = await unitEntry(fund.id, 'unitsPending', 'priced', dealtId);
    const units = formatNumber(allotted.amount, 'en', fund.unitPrecision);
    const section = unitSection(pdfText(await pdfOf(period.id)), fund.id);
    const line = (label: string, instant: Date) =>
      balanceLine(label, fund.id, instant, UNIT_KINDS, fund.unitPrecision);
    expect(section).toContain(await line(`Opening balance ${day}`, period.from));
    expect(section).toContain(await line(`Closing balance ${day}`, period.to));
    expect(section.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/g)).toEqual([
      formatDateTime(allotted.postedAt),
    ]);
    expect(section.replace(/\n/g, ' ')).toContain(
      `Priced at NAV: Subscribe ${fund.name.en}, order ${dealtId} ${units}`,
    );
    for (const kind of UNIT_KINDS) {
      const change = kind === 'unitsPending' ? allotted.amount : '0';
      const opening = await balanceAt(kind, fund.id, period.from);
      expect([kind, toDecimal(opening).add(change).toFixed()]).toEqual([
        kind,
        await balanceAt(kind, fund.id, period.to),
      ]);
    }
  });
});
