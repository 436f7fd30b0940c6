import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const ADMIN = { role: 'admin', accountCode: 'S90001' } as const;
const AT = '2026-11-27T02:00:00.000Z';

/** The smallest file that passes the PDF check: `%PDF-` first, `%%EOF` at the end. */
const PDF_TEXT = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

const upload = (id: number, name: string, clientCount: number) => ({
  id,
  type: 'monthlyStatement' as const,
  name,
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  clientCount,
  byteSize: 2_560,
  createdBy: 'S90001',
  createdAt: AT,
});

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('the admin trade document upload (issue 30)', { timeout: 30_000 }, () => {
  it('checks the PDF here, sends its base64 and the codes, and reads a refusal', async () => {
    let answer: 'refuse' | 'ok' = 'refuse';
    const calls = stubApi({
      'admin-document/searchUploads': () => ({ uploads: [upload(7, 'October', 3)], total: 1 }),
      'admin-document/uploadDocument': () =>
        answer === 'ok'
          ? { result: 'ok', unknownCodes: [], upload: upload(8, 'Statement Oct', 2) }
          : { result: 'unknown_clients', unknownCodes: ['C99999'], upload: null },
    });
    const { user } = renderApp({ path: '/admins/document', session: ADMIN });
    const uploads = await screen.findByTestId('document-uploads', undefined, { timeout: 5000 });
    const row = (await within(uploads).findByText('October', undefined, { timeout: 5000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Monthly statement')).toBeTruthy();
    expect(within(row).getByText('2026-10-01 to 2026-10-31')).toBeTruthy();
    expect(within(row).getByText('2.5 KB')).toBeTruthy();

    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', true);
    expect(screen.getByTestId('send-reason').textContent).toBe('Enter the display name.');
    await user.selectOptions(screen.getByLabelText('Document type'), 'monthlyStatement');
    await user.type(screen.getByRole('textbox', { name: /^Display name/ }), 'Statement Oct');
    expect(screen.getByTestId('send-reason').textContent).toBe(
      'Add at least one client’s account code.',
    );

    // Codes pasted as a list become chips, in capitals, each once, counted.
    await user.click(screen.getByTestId('account-codes'));
    await user.paste('c10001, C10002\nC99999 C10001');
    const chips = screen.getByTestId('account-codes').closest('.mantine-InputWrapper-root')!;
    expect(within(chips as HTMLElement).getByText(/^3 clients \(up to 200\)/)).toBeTruthy();
    expect(screen.getByText('C10002')).toBeTruthy();
    expect(screen.getByTestId('send-reason').textContent).toBe('Choose the PDF file.');

    // A file named .pdf that is not one, and one over 5 MB, are refused before any call.
    await user.upload(fileInput(), new File(['hello'], 'fake.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('This file is not a PDF.', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', {
      type: 'application/pdf',
    });
    await user.upload(fileInput(), big);
    expect(
      await screen.findByText('The file is larger than 5.00 MB.', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    await user.upload(fileInput(), new File([PDF_TEXT], 'oct.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText(`${PDF_TEXT.length} bytes, ready to send.`, undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();
    expect(send).toHaveProperty('disabled', false);

    await user.click(send);
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 5000 });
    expect(
      within(dialog).getByText(
        'Send “Statement Oct” (Monthly statement) to 3 clients? Each is notified and finds it among their documents.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send to 3 clients' }));
    const refusal = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(refusal.textContent).toBe(
      'Some account codes name no client. Nothing was sent. Account codes not found: C99999 (unknown_clients)',
    );
    const sent = calls
      .filter((call) => call.name === 'admin-document/uploadDocument')
      .at(-1)?.input;
    expect(sent).toEqual({
      type: 'monthlyStatement',
      name: 'Statement Oct',
      accountCodes: ['C10001', 'C10002', 'C99999'],
      contentBase64: btoa(PDF_TEXT),
    });
    expect(calls.filter((call) => call.name === 'admin-document/uploadDocument')).toHaveLength(1);

    // The unknown code removed, the same form goes; a sent form starts again empty.
    const unknown = within(chips as HTMLElement)
      .getByText('C99999')
      .closest('.mantine-Pill-root') as HTMLElement;
    await user.click(unknown.querySelector('button')!);
    answer = 'ok';
    await user.click(send);
    await user.click(
      within(await screen.findByRole('dialog', undefined, { timeout: 5000 })).getByRole('button', {
        name: 'Send to 2 clients',
      }),
    );
    expect(
      await screen.findByText(
        '“Statement Oct” was sent to 2 clients; each was notified.',
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeTruthy();
    expect(
      calls.filter((call) => call.name === 'admin-document/uploadDocument').at(-1)?.input,
    ).toMatchObject({ accountCodes: ['C10001', 'C10002'] });
    expect(screen.getByRole('textbox', { name: /^Display name/ })).toHaveProperty('value', '');
  });
});
