import { describe, expect, it } from 'vitest';
import { addCalendarDays, hongKongDate } from '../../../shared/domain/business-calendar';
import { createPdfCanvas } from '../../pdf/pdf-canvas';
import {
  hongKongMidnight,
  monthlyPeriod,
} from '../../backoffice/gateway/trade-documents/statement-period';
import { insertTradeDocument } from '../../backoffice/gateway/trade-documents/trade-document.repository';
import { post } from '../../test/auth-client';
import { createTestApp } from '../../test/test-app';
import { useDocumentsTestApp } from '../../test/trade-document-kit';

/**
 * `trade-document/searchTradeDocuments` through HTTP (issue 4 /funds/document): statements
 * listed from the books of the backdated demo book, a new day's statement only once the day has
 * ended, filters, stored documents, account checks and the brand flag.
 */

const kit = useDocumentsTestApp();
const { state, search, pdfOf, sessionOf, subscribe } = kit;

describe('searchTradeDocuments', () => {
  it('lists the demo book’s ended month and opening day for C10001, newest first', async () => {
    expect(state.openingDay).toBe(`${state.openingMonth}-01`);
    const documents = await search();
    const month = monthlyPeriod(state.openingMonth);
    expect(documents).toContainEqual({
      id: `monthly:${state.openingMonth}`,
      type: 'monthlyStatement',
      periodStart: month.start,
      periodEnd: month.end,
      issuedAt: month.to.toISOString(),
      name: null,
    });
    expect(documents).toContainEqual({
      id: `daily:${state.openingDay}`,
      type: 'dailyStatement',
      periodStart: state.openingDay,
      periodEnd: state.openingDay,
      issuedAt: hongKongMidnight(addCalendarDays(state.openingDay, 1)).toISOString(),
      name: null,
    });
    const issued = documents.map((document) => document.issuedAt);
    expect(issued).toEqual([...issued].sort().reverse());
    const today = hongKongDate(state.t.clock.now);
    expect(documents.some((document) => document.periodEnd >= today)).toBe(false);
  });

  it('adds no daily statement for a new order until its day has ended', async () => {
    const today = hongKongDate(state.t.clock.now);
    await subscribe('documents-search-order', 'VH-HKD-MMF', '20000');
    expect((await search()).map((document) => document.id)).not.toContain(`daily:${today}`);
    state.t.clock.now = new Date(hongKongMidnight(addCalendarDays(today, 1)).getTime() + 60_000);
    expect(await search({ type: 'dailyStatement' })).toContainEqual(
      expect.objectContaining({ id: `daily:${today}`, periodStart: today }),
    );
  });

  it('filters by type and by periods overlapping from..to', async () => {
    const monthlies = await search({ type: 'monthlyStatement' });
    expect(monthlies.length).toBeGreaterThan(0);
    expect(monthlies.every((document) => document.type === 'monthlyStatement')).toBe(true);
    // The statements only: another test may store a document of the same day.
    const opening = (await search({ from: state.openingDay, to: state.openingDay })).filter(
      (document) => document.type !== 'other',
    );
    expect(opening.map((document) => document.id).sort()).toEqual(
      [`daily:${state.openingDay}`, `monthly:${state.openingMonth}`].sort(),
    );
    // Before the month of the first entry nothing is issued (that month's statement covers it).
    const before = addCalendarDays(`${state.firstDay.slice(0, 7)}-01`, -1);
    expect(await search({ to: before })).toEqual([]);
  });

  it('lists and serves a stored document of the client only', async () => {
    const canvas = createPdfCanvas('latin');
    canvas.text('Fee notice', canvas.left, canvas.y - 20);
    const content = await canvas.finish({
      title: 'Fee notice',
      createdAt: state.t.clock.now,
      footer: 'Portico',
      pageLabel: (page, pages) => `${page}/${pages}`,
    });
    const id = await insertTradeDocument(state.t.db, {
      accountId: state.c10001,
      name: 'Fee notice',
      content,
      periodStart: state.openingDay,
      periodEnd: state.openingDay,
      issuedAt: new Date(state.t.clock.now.getTime() - 1000),
    });
    expect(await search({ type: 'other' })).toEqual([
      expect.objectContaining({
        id: `other:${id}`,
        name: 'Fee notice',
        periodStart: state.openingDay,
      }),
    ]);
    expect(await pdfOf(`other:${id}`)).toEqual(content);
    const other = await post(
      state.t.app,
      'trade-document/downloadTradeDocument',
      { accountCode: 'C10005', documentId: `other:${id}`, language: 'en' },
      await sessionOf('C10005'),
    );
    expect([other.statusCode, other.json()]).toEqual([404, { code: 'not_found' }]);
  });

  it("refuses another client's account (403) and lets the linked advisor in", async () => {
    const reply = await post(
      state.t.app,
      'trade-document/searchTradeDocuments',
      { accountCode: 'C10001' },
      await sessionOf('C10005'),
    );
    expect([reply.statusCode, reply.json()]).toEqual([403, { code: 'forbidden' }]);
    expect((await search({}, 'A30001')).length).toBeGreaterThan(0);
  });

  it('answers 404 in a brand with trade documents turned off', async () => {
    const lotus = await createTestApp({ env: { BRAND: 'lotus', DEMO: '1' } });
    try {
      const reply = await post(lotus.app, 'trade-document/searchTradeDocuments', {
        accountCode: 'C10001',
      });
      expect([reply.statusCode, reply.json()]).toEqual([404, { code: 'not_found' }]);
    } finally {
      await lotus.close();
    }
  });
});
