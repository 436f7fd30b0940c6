import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallOutput } from '@shared/contracts/index';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

type Event = CallOutput<'corporate-action/searchCorporateActions'>['events'][number];

afterEach(() => {
  vi.unstubAllGlobals();
});

const dividend: Event = {
  eventId: '00005-DIV-20261124',
  symbol: '00005',
  name: { en: 'HSBC Holdings', 'zh-HK': '滙豐控股', 'zh-CN': '汇丰控股' },
  kind: 'cashDividend',
  currency: 'HKD',
  rate: '0.78',
  scripPrice: '62.35',
  ratioHeld: 1,
  ratioNew: 1,
  fractions: 'cash',
  announcementDate: '2026-11-03',
  exDate: '2026-11-20',
  recordDate: '2026-11-23',
  electionDeadline: '2026-11-30',
  paymentDate: '2026-12-08',
  options: ['cash', 'scrip'],
  isPast: false,
  status: 'entitled',
  heldQuantity: '2000',
  isRecordFixed: true,
  election: null,
  canElect: true,
  estimate: { cash: '1560.00', shareChange: '0', addedCost: '0' },
  outcome: null,
  paidAt: null,
};

const paidSplit: Event = {
  ...dividend,
  eventId: '00700-SPLIT',
  symbol: '00700',
  name: { en: 'Tencent', 'zh-HK': '騰訊控股', 'zh-CN': '腾讯控股' },
  kind: 'split',
  rate: null,
  scripPrice: null,
  ratioNew: 2,
  fractions: 'drop',
  electionDeadline: null,
  paymentDate: '2026-11-10',
  options: [],
  isPast: true,
  status: 'paid',
  heldQuantity: '1000',
  canElect: false,
  estimate: { cash: '0.00', shareChange: '1000', addedCost: '0' },
  outcome: { cash: '0.00', shareChange: '1000', addedCost: '0' },
  paidAt: '2026-11-10T01:00:00.000Z',
};

describe('corporate actions page (issue 12 §5)', () => {
  it('lists upcoming and past events and elects scrip after a confirmation', async () => {
    const calls = stubApi({
      'corporate-action/searchCorporateActions': () => ({ events: [dividend, paidSplit] }),
      'corporate-action/electCorporateAction': () => ({
        result: 0,
        resultName: 'success',
        event: { ...dividend, election: 'scrip', status: 'elected' },
      }),
    });
    renderApp({ path: '/stocks/corporateAction', session: {} });
    const event = await screen.findByRole(
      'article',
      { name: '00005 Cash dividend' },
      { timeout: 5000 },
    );
    expect(within(event).getByTestId('entitled-cash').textContent).toBe('HKD 1,560.00');
    const split = screen.getByRole('article', { name: '00700 Share split' });
    expect(within(split).getByText('Effected')).toBeTruthy();
    expect(within(split).getByTestId('entitled-shares').textContent).toBe('1,000');
    fireEvent.click(within(event).getByRole('radio', { name: 'Scrip shares' }));
    fireEvent.click(within(event).getByRole('button', { name: 'Submit election' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your election' });
    expect(dialog.textContent).toContain('HKD 1.25 and 25 shares');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(
        calls.filter((call) => call.name === 'corporate-action/electCorporateAction')[0]?.input,
      ).toEqual({ accountCode: 'C10001', eventId: dividend.eventId, option: 'scrip' }),
    );
  }, 20_000);

  it('asks in Chinese without doubling 以 (issue 31 §11)', async () => {
    stubApi({ 'corporate-action/searchCorporateActions': () => ({ events: [dividend] }) });
    renderApp({ path: '/stocks/corporateAction', session: {}, language: 'zh-HK' });
    const event = await screen.findByRole('article', { name: /00005/ }, { timeout: 5000 });
    fireEvent.click(within(event).getByRole('radio', { name: '以股代息' }));
    fireEvent.click(within(event).getByRole('button', { name: '提交選擇' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('00005 的股息選擇「以股代息」');
    expect(dialog.textContent).not.toContain('以以');
  }, 20_000);

  it('says what to expect when there are no events', async () => {
    stubApi({ 'corporate-action/searchCorporateActions': () => ({ events: [] }) });
    renderApp({ path: '/stocks/corporateAction', session: {} });
    expect(
      await screen.findByText(/No corporate actions on your holdings/, {}, { timeout: 5000 }),
    ).toBeTruthy();
  }, 20_000);
});
