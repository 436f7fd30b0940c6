import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../../../shared/domain/business-calendar';
import { pdfStructureProblems, pdfText } from '../../pdf/pdf-inspect';
import { post } from '../../test/auth-client';
import { useDocumentsTestApp } from '../../test/trade-document-kit';

/**
 * `trade-document/downloadTradeDocumentFile` (issue 22 §6): a statement as a file download, the PDF
 * itself streamed with its type and an attachment name, the same document as the JSON call's, and
 * the same account checks and coded refusals as every call.
 */

const kit = useDocumentsTestApp();
const { state, sessionOf, pdfOf } = kit;

const fileOf = async (documentId: string, accountCode = 'C10001', session = accountCode) =>
  post(
    state.t.app,
    'trade-document/downloadTradeDocumentFile',
    { accountCode, documentId, language: 'en' },
    await sessionOf(session),
  );

describe('downloadTradeDocumentFile', () => {
  it('answers the PDF itself as an attachment, the same document as the JSON call', async () => {
    const documentId = `monthly:${state.openingMonth}`;
    const reply = await fileOf(documentId);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="C10001-monthly-${state.openingMonth}.pdf"`,
    );
    expect(reply.headers['cache-control']).toContain('no-store');
    const pdf = reply.rawPayload;
    expect(pdfStructureProblems(pdf)).toEqual([]);
    expect(pdfText(pdf)).toBe(pdfText(await pdfOf(documentId)));
  });

  it("refuses another client's account (403) and lets the linked advisor in", async () => {
    const documentId = `daily:${state.openingDay}`;
    const other = await fileOf(documentId, 'C10001', 'C10005');
    expect([other.statusCode, other.headers['content-type'], other.json()]).toEqual([
      403,
      'application/json; charset=utf-8',
      { code: 'forbidden' },
    ]);
    const advisor = await fileOf(documentId, 'C10001', 'A30001');
    expect([advisor.statusCode, advisor.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdfText(advisor.rawPayload)).toContain('C10001');
  });

  it('answers a coded error for a period it cannot issue, never a file', async () => {
    const notEnded = `daily:${addCalendarDays(state.t.clock.now.toISOString().slice(0, 10), 2)}`;
    for (const documentId of ['monthly:2026-13', 'daily:2026-02-30', notEnded, 'monthly:1999-01']) {
      const reply = await fileOf(documentId);
      expect([documentId, reply.statusCode, reply.json()]).toEqual([
        documentId,
        404,
        { code: 'not_found' },
      ]);
    }
    const malformed = await fileOf('monthly:2026-1');
    expect([malformed.statusCode, malformed.json()]).toEqual([
      400,
      { code: 'invalid_input', fields: { documentId: 'invalid_format' } },
    ]);
  });
});
