import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hongKongDate } from '../../../shared/domain/business-calendar';
import { postJournals, type JournalInput } from '../../backoffice/core/books/ledger';
import { findFirstEntryAt } from '../../backoffice/core/books/ledger-history.repository';
import { monthlyPeriod } from '../../backoffice/gateway/trade-documents/statement-period';
import { pdfStructureProblems, pdfText } from '../../pdf/pdf-inspect';
import { findAccountByCode } from '../../repositories/account.repository';
import { createAuthTestApp, post, signIn, type AuthTestApp } from '../../test/auth-client';

/**
 * Statements off the event loop (issue 9 §5): while a statement of many thousand entries is read
 * and rendered, the server keeps answering; the statement still comes out whole.
 */

const JOURNALS = 6_000;
let t: AuthTestApp;
let monthId: string;

beforeAll(async () => {
  t = await createAuthTestApp({ rateLimit: { max: 1_000_000, timeWindowMs: 60_000 } });
  const client = await findAccountByCode(t.db, 'C10001', 'gateway');
  const first = (await findFirstEntryAt(t.db, client?.id ?? 0)) ?? new Date(0);
  const month = monthlyPeriod(hongKongDate(first).slice(0, 7));
  monthId = month.id;
  // Holds and releases of HKD 1 through the month: two client entries a journal.
  const ownerAccountId = client?.id ?? 0;
  const span = month.to.getTime() - first.getTime() - 60_000;
  const journals: JournalInput[] = Array.from({ length: JOURNALS }, (_, index) => {
    const cash = { kind: 'cash' as const, ownerAccountId, asset: 'HKD' };
    const held = { kind: 'cashHeld' as const, ownerAccountId, asset: 'HKD' };
    const isHold = index % 2 === 0;
    return {
      reason: isHold ? 'hold' : 'release',
      postedAt: new Date(first.getTime() + 60_000 + Math.floor((span * index) / JOURNALS)),
      movements: [{ from: isHold ? cash : held, to: isHold ? held : cash, amount: '1' }],
    };
  });
  for (let start = 0; start < JOURNALS; start += 1_000) {
    await postJournals(t.db, journals.slice(start, start + 1_000));
  }
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('a large statement', () => {
  it('lets other calls through while it is read and rendered, and comes out whole', async () => {
    const session = await signIn(t.app, 'C10001');
    let isDone = false;
    const statement = post(
      t.app,
      'trade-document/downloadTradeDocument',
      { accountCode: 'C10001', documentId: monthId, language: 'en' },
      session,
    ).finally(() => (isDone = true));
    let answeredMeanwhile = 0;
    while (!isDone) {
      const alive = await post(t.app, 'example/alive', {});
      expect(alive.statusCode).toBe(200);
      if (!isDone) answeredMeanwhile += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const reply = await statement;
    expect(reply.statusCode).toBe(200);
    expect(answeredMeanwhile).toBeGreaterThan(0);
    const pdf = Buffer.from(reply.json<{ contentBase64: string }>().contentBase64, 'base64');
    expect(pdfStructureProblems(pdf)).toEqual([]);
    const holds = pdfText(pdf)
      .split('\n')
      .filter((line) => /Held for orders|hold/i.test(line));
    expect(holds.length).toBeGreaterThan(JOURNALS / 4);
  });
});
