import { describe, expect, it } from 'vitest';
import type { CallInput } from '../../../shared/contracts/index';
import { post, signIn } from '../../test/auth-client';
import { useAdminTestApp } from '../../test/admin-test-kit';

/**
 * Trade documents an admin uploads, through HTTP on the demo book (issue 30 §3): checked by
 * content and size, refused as a whole for an unknown client, stored for each client named, who
 * finds it with its type among their documents and is told; admins only.
 */

const { state, admin, callAs, createAccount } = useAdminTestApp();

/** A small PDF's bytes: the header, a body and the end-of-file marker. */
const pdf = (body = 'portico test document') =>
  Buffer.from(`%PDF-1.4\n% ${body}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);

const upload = (extra: Partial<CallInput<'admin-document/uploadDocument'>>) =>
  admin('admin-document/uploadDocument', {
    type: 'monthlyStatement',
    name: 'November fund statement',
    accountCodes: ['C10001'],
    contentBase64: pdf().toString('base64'),
    ...extra,
  });

const uploadsNamed = async (name: string) =>
  (await admin('admin-document/searchUploads', { page: 0, pageSize: 100 })).uploads.filter(
    (entry) => entry.name === name,
  );

describe('uploading a trade document', () => {
  it('refuses what is not a PDF, too big, for nobody or for an unknown client, storing nothing', async () => {
    const name = 'Refused upload';
    const notPdf = Buffer.from('just some text, %%EOF').toString('base64');
    const big = Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024), Buffer.from('\n%%EOF\n')]);
    const cases: [Partial<CallInput<'admin-document/uploadDocument'>>, string][] = [
      [{ contentBase64: notPdf }, 'not_pdf'],
      [{ contentBase64: 'not base64 at all!' }, 'not_pdf'],
      // A PDF header without its end marker (a cut-off file).
      [{ contentBase64: pdf().subarray(0, 30).toString('base64') }, 'not_pdf'],
      [{ contentBase64: big.toString('base64') }, 'too_large'],
      [{ accountCodes: [] }, 'no_clients'],
      [{ accountCodes: [' ', ''] }, 'no_clients'],
      [{ name: '   ' }, 'missing_name'],
      [{ periodStart: '2026-11-30', periodEnd: '2026-11-01' }, 'invalid_period'],
    ];
    for (const [extra, result] of cases) {
      expect(await upload({ name, ...extra })).toEqual({ result, unknownCodes: [], upload: null });
    }
    expect(await upload({ name, accountCodes: ['C10001', 'Z99999', 'S90001'] })).toEqual({
      result: 'unknown_clients',
      unknownCodes: ['Z99999', 'S90001'],
      upload: null,
    });
    expect(await uploadsNamed(name)).toEqual([]);
    const documents = await callAs('C10001', 'trade-document/searchTradeDocuments', {
      accountCode: 'C10001',
    });
    expect(documents.documents.filter((document) => document.name === name)).toEqual([]);
  });

  it('stores it for each client, who sees it with its type, downloads it and is told', async () => {
    const other = await createAccount();
    const name = 'Statement for November';
    const content = pdf('november');
    const answer = await upload({
      name: `  ${name} `,
      accountCodes: ['C10001', other.accountCode, 'C10001'],
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      contentBase64: content.toString('base64'),
    });
    expect(answer).toMatchObject({
      result: 'ok',
      unknownCodes: [],
      upload: {
        type: 'monthlyStatement',
        name,
        clientCount: 2,
        byteSize: content.length,
        createdBy: 'S90001',
        periodStart: '2026-11-01',
        periodEnd: '2026-11-30',
      },
    });
    expect(await uploadsNamed(name)).toEqual([answer.upload]);

    const { documents } = await callAs('C10001', 'trade-document/searchTradeDocuments', {
      accountCode: 'C10001',
      type: 'monthlyStatement',
    });
    const document = documents.find((entry) => entry.name === name);
    expect(document).toMatchObject({
      type: 'monthlyStatement',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
    });
    const file = await callAs('C10001', 'trade-document/downloadTradeDocument', {
      accountCode: 'C10001',
      documentId: document?.id ?? '',
      language: 'en',
    });
    expect(Buffer.from(file.contentBase64, 'base64').equals(content)).toBe(true);

    const { notifications } = await callAs('C10001', 'notification/queryNotifications', {
      accountCodes: ['C10001'],
      statuses: ['unread'],
      pageIndex: 0,
      pageSize: 100,
      source: 'gateway',
    });
    const told = notifications.filter(
      (entry) => entry.type === 'newDocument' && entry.documentName === name,
    );
    expect(told).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const client = await signIn(state.t.app, 'C10001');
    const reply = await post(
      state.t.app,
      'admin-document/uploadDocument',
      {
        type: 'other',
        name: 'Sneaky',
        accountCodes: ['C10001'],
        contentBase64: pdf().toString('base64'),
      },
      client,
    );
    expect(reply.statusCode).toBe(403);
    const search = await post(state.t.app, 'admin-document/searchUploads', {}, client);
    expect(search.statusCode).toBe(403);
    expect(await uploadsNamed('Sneaky')).toEqual([]);
  });
});
