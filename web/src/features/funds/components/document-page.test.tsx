import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubCall } from '../../../test/api-stub';
import { renderApp, testBrand } from '../../../test/render-app';

const documents = [
  {
    id: 'monthly:2026-10',
    type: 'monthlyStatement',
    periodStart: '2026-10-01',
    periodEnd: '2026-10-31',
    issuedAt: '2026-10-31T17:00:00.000Z',
    name: null,
  },
  {
    id: 'daily:2026-10-01',
    type: 'dailyStatement',
    periodStart: '2026-10-01',
    periodEnd: '2026-10-01',
    issuedAt: '2026-10-01T12:00:00.000Z',
    name: null,
  },
  {
    id: 'other:7',
    type: 'other',
    periodStart: '2026-09-01',
    periodEnd: '2026-09-30',
    issuedAt: '2026-10-02T02:00:00.000Z',
    name: 'Annual fee notice',
  },
];

/** The file answer of a statement download: the PDF itself, named as an attachment. */
const pdfAnswer = () =>
  new Response(new Blob(['%PDF-1.4\n'], { type: 'application/pdf' }), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="C10001-monthly-2026-10.pdf"',
    },
  });

const initialMatchMedia = window.matchMedia.bind(window);

/** Makes `min-width` media queries match, as on a desktop screen (jsdom matches none). */
function onDesktop() {
  window.matchMedia = (query: string) => ({
    ...initialMatchMedia(query),
    matches: /min-width/.test(query),
  });
}

/** Makes the phone query match, as on a 390px screen. */
function onPhone() {
  window.matchMedia = (query: string) => ({
    ...initialMatchMedia(query),
    matches: /max-width/.test(query),
  });
}

/** Lends jsdom object URLs and catches the `<a download>` clicks. */
function catchDownloads() {
  const created = vi.fn((_blob: Blob) => 'blob:portal/1');
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return { created, saved };
}

const searches = (calls: StubCall[]) =>
  calls.filter((call) => call.name === 'trade-document/searchTradeDocuments').map((c) => c.input);

afterEach(() => {
  window.matchMedia = initialMatchMedia;
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('/funds/document (issue 4, spec §2.4)', () => {
  it('lists statements named by type and period, with period and issue day, on a desktop', async () => {
    onDesktop();
    stubApi({ 'trade-document/searchTradeDocuments': () => ({ documents }) });
    renderApp({ path: '/funds/document', session: {} });
    expect(
      await screen.findByRole('heading', { name: 'Statements and documents' }, { timeout: 5000 }),
    ).toBeTruthy();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Monthly statement 2026-10', '2026-10-01 to 2026-10-31', '2026-11-01'],
      ['Daily statement 2026-10-01', '2026-10-01', '2026-10-01'],
      ['Annual fee notice', '2026-09-01 to 2026-09-30', '2026-10-02'],
    ]);
    expect(
      screen.getByRole('button', { name: 'Download Daily statement 2026-10-01' }),
    ).toBeTruthy();
  });

  it('names statements in Traditional Chinese, as cards at phone width', async () => {
    onPhone();
    stubApi({ 'trade-document/searchTradeDocuments': () => ({ documents }) });
    renderApp({ path: '/funds/document', session: {}, language: 'zh-HK' });
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('月結單 2026-10');
    expect(items[0]?.textContent).toContain('2026-10-01 至 2026-10-31');
    expect(items[1]?.textContent).toContain('日結單 2026-10-01');
    expect(screen.getByRole('button', { name: '篩選' })).toBeTruthy();
    expect(
      within(items[2] as HTMLElement).getByRole('button', { name: '下載Annual fee notice' }),
    ).toBeTruthy();
  });

  it('sends the type and period filters, typed as YYYY-MM-DD, never an end before the start', async () => {
    onDesktop();
    const calls = stubApi({ 'trade-document/searchTradeDocuments': () => ({ documents }) });
    const { user } = renderApp({ path: '/funds/document', session: {} });
    await screen.findByRole('table');
    expect(searches(calls)).toEqual([{ accountCode: 'C10001' }]);
    await user.click(screen.getByRole('radio', { name: 'Monthly statements' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-07-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-09-30' } });
    await waitFor(() =>
      expect(searches(calls).at(-1)).toEqual({
        accountCode: 'C10001',
        type: 'monthlyStatement',
        from: '2026-07-01',
        to: '2026-09-30',
      }),
    );
    const count = searches(calls).length;
    // The end field takes no day before the start.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-30' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(searches(calls)).toHaveLength(count);
  });

  it('says when the period has no documents, and offers a retry when the search fails', async () => {
    // The app retries a failed query once before showing the error.
    const failure = { status: 500, body: { code: 'internal_error' } };
    const answers: unknown[] = [failure, failure, { documents: [] }];
    stubApi({ 'trade-document/searchTradeDocuments': () => answers.shift() });
    const { user } = renderApp({ path: '/funds/document', session: {} });
    expect(
      await screen.findByText(/The service hit an unexpected problem/, {}, { timeout: 3000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No documents for this period.')).toBeTruthy();
  });

  it('downloads a statement in the UI language, busy until the file is saved', async () => {
    let deliver: (answer: unknown) => void = () => undefined;
    const calls = stubApi({
      'trade-document/searchTradeDocuments': () => ({ documents }),
      'trade-document/downloadTradeDocumentFile': () =>
        new Promise((resolve) => (deliver = resolve)),
    });
    const { created, saved } = catchDownloads();
    const { user } = renderApp({ path: '/funds/document', session: {}, language: 'zh-CN' });
    const button = await screen.findByRole(
      'button',
      { name: '下载月对账单 2026-10' },
      { timeout: 5000 },
    );
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    deliver(pdfAnswer());
    await waitFor(() => expect(saved).toEqual(['C10001-monthly-2026-10.pdf']));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    expect(created.mock.calls[0]?.[0].type).toBe('application/pdf');
    const download = calls.find((call) => call.name === 'trade-document/downloadTradeDocumentFile');
    expect(download?.input).toEqual({
      accountCode: 'C10001',
      documentId: 'monthly:2026-10',
      language: 'zh-CN',
    });
  });

  it("shows a failed download's error code as text in the user's language", async () => {
    stubApi({
      'trade-document/searchTradeDocuments': () => ({ documents }),
      'trade-document/downloadTradeDocumentFile': () => ({
        status: 404,
        body: { code: 'not_found' },
      }),
    });
    const { saved } = catchDownloads();
    const { user } = renderApp({ path: '/funds/document', session: {}, language: 'zh-HK' });
    await user.click(
      await screen.findByRole('button', { name: '下載日結單 2026-10-01' }, { timeout: 5000 }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('未能下載：找不到所要求的項目。');
    expect(saved).toEqual([]);
  });

  it('does not exist for a brand without trade documents', async () => {
    renderApp({ brand: testBrand('lotus'), path: '/funds/document', session: {} });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
