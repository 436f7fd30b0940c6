import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallOutput } from '@shared/contracts/index';
import { ipoAmountRow } from '@shared/domain/ipo';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

type Ipo = CallOutput<'ipo/searchIpos'>['ipos'][number];

afterEach(() => {
  vi.unstubAllGlobals();
});

const open: Ipo = {
  code: '06990',
  name: { en: 'Harbour Robotics Holdings', 'zh-HK': '海港機械人控股', 'zh-CN': '海港机器人控股' },
  currency: 'HKD',
  minPrice: '12.5',
  maxPrice: '14.8',
  finalPrice: null,
  boardLot: 500,
  quantities: [ipoAmountRow(500, '14.8'), ipoAmountRow(1000, '14.8')],
  openDate: '2026-11-26',
  closeDate: '2026-12-03',
  closeAt: '2026-12-03T04:00:00.000Z',
  allotmentDate: '2026-12-07',
  refundDate: '2026-12-08',
  listingDate: '2026-12-09',
  phase: 'open',
  financingAvailable: true,
  financingRatePercent: '3.5',
  maxFinancingRatio: '0.9',
  interestDays: 5,
  prospectusUrl: 'https://www.hkexnews.hk/index.htm',
  preferentialOffer: null,
  assuredEntitlement: null,
};

const preferential: Ipo = {
  ...open,
  preferentialOffer: {
    parentCode: '00700',
    parentShares: 2,
    reservedShares: 1,
    recordDate: '2026-11-25',
  },
  assuredEntitlement: '1500',
};

describe('IPO page (issue 12 §5)', { timeout: 15_000 }, () => {
  it('shows the amount to hold, and the code text of a refused application', async () => {
    const calls = stubApi({
      'ipo/searchIpos': () => ({ ipos: [open], tradePasswordRequired: false }),
      'ipo/searchIpoApplications': () => ({ applications: [] }),
      'legal-agreement/searchLegalAgreements': () => [],
      'ipo/applyIpo': () => ({
        result: 507,
        resultName: 'ERR507',
        isReplay: false,
        application: null,
      }),
    });
    renderApp({ path: '/stocks/ipo', session: {} });
    const card = await screen.findByTestId('ipo-form-06990', {}, { timeout: 5000 });
    expect(within(card).getByTestId('ipo-held').textContent).toBe('HKD 7,474.63');
    expect(screen.getByText('You have not applied for any IPO.')).toBeTruthy();
    fireEvent.click(within(card).getByText('Margin financing'));
    expect(within(card).getByTestId('ipo-loan').textContent).toBe('HKD 6,727.16');
    fireEvent.click(within(card).getByRole('button', { name: 'Review application' }));
    fireEvent.click(within(card).getByLabelText(/accept the IPO subscription agreement/));
    fireEvent.click(within(card).getByRole('button', { name: 'Submit application' }));
    await waitFor(
      () =>
        expect(within(card).getByTestId('ipo-error').textContent).toBe(
          'ERR507: Sorry, you have already applied for this IPO before.',
        ),
      { timeout: 5000 },
    );
    const apply = calls.find((call) => call.name === 'ipo/applyIpo');
    expect(apply?.input).toMatchObject({
      code: '06990',
      applicationType: 'finance',
      quantity: '500',
      financingRatio: '0.9',
      hasAcceptedAgreement: true,
    });
  });

  it('offers the preferential type with my entitlement and only lots up to it', async () => {
    const calls = stubApi({
      'ipo/searchIpos': () => ({ ipos: [preferential], tradePasswordRequired: false }),
      'ipo/searchIpoApplications': () => ({ applications: [] }),
      'legal-agreement/searchLegalAgreements': () => [],
      'ipo/applyIpo': () => ({
        result: 515,
        resultName: 'ERR515',
        isReplay: false,
        application: null,
      }),
    });
    renderApp({ path: '/stocks/ipo', session: {} });
    const card = await screen.findByTestId('ipo-form-06990', {}, { timeout: 5000 });
    // The preferential block shows for a preferential application only (issue 31 §10).
    expect(within(card).queryByTestId('ipo-preferential')).toBeNull();
    fireEvent.click(within(card).getByText('Preferential (assured entitlement)'));
    expect(within(card).getByTestId('ipo-preferential-ratio').textContent).toBe(
      '1 for every 2 00700 shares held on 2026-11-25',
    );
    expect(within(card).getByTestId('ipo-entitlement').textContent).toBe('1,500 shares');
    const [quantity] = within(card).getAllByLabelText('Quantity (shares)');
    fireEvent.click(quantity as HTMLElement);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '500 shares · HKD 7,474.63',
      '1,000 shares · HKD 14,949.26',
      '1,500 shares · HKD 22,423.89',
    ]);
    fireEvent.click(options[2] as HTMLElement);
    expect(within(card).getByTestId('ipo-held').textContent).toBe('HKD 22,423.89');
    expect(within(card).queryByTestId('ipo-loan')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Review application' }));
    fireEvent.click(within(card).getByLabelText(/accept the IPO subscription agreement/));
    fireEvent.click(within(card).getByRole('button', { name: 'Submit application' }));
    await waitFor(
      () =>
        expect(within(card).getByTestId('ipo-error').textContent).toBe(
          'ERR515: The quantity exceeds your assured entitlement',
        ),
      { timeout: 5000 },
    );
    const apply = calls.find((call) => call.name === 'ipo/applyIpo');
    expect(apply?.input).toMatchObject({ applicationType: 'proportion', quantity: '1500' });
    expect(apply?.input).not.toHaveProperty('financingRatio');
  });

  it('shows the preferential type disabled, with the reason, without an entitlement', async () => {
    stubApi({
      'ipo/searchIpos': () => ({
        ipos: [{ ...preferential, assuredEntitlement: '0' }],
        tradePasswordRequired: false,
      }),
      'ipo/searchIpoApplications': () => ({ applications: [] }),
      'legal-agreement/searchLegalAgreements': () => [],
    });
    renderApp({ path: '/stocks/ipo', session: {} });
    const card = await screen.findByTestId('ipo-form-06990', {}, { timeout: 5000 });
    const option = within(card).getByRole('radio', { name: 'Preferential (assured entitlement)' });
    expect((option as HTMLInputElement).disabled).toBe(true);
    expect(within(card).getByTestId('ipo-preferential-none').textContent).toBe(
      'Not available: your 00700 holding at the end of 2026-11-25 gives no whole board lot of reserved shares.',
    );
  });

  it('shows my application on the card once applied, with cancel, and marks what I cannot afford (issue 31 §10)', async () => {
    const application = {
      id: 41,
      ipoCode: '06990',
      ipoName: open.name,
      applicationType: 'cash' as const,
      quantity: '500',
      currency: 'HKD',
      amount: '7474.63',
      loanAmount: '0',
      interest: '0',
      heldAmount: '7474.63',
      status: 'Submitted' as const,
      allottedQuantity: null,
      paidAmount: null,
      loanUsed: null,
      loanOwed: null,
      refundAmount: null,
      reasonCode: null,
      canCancel: true,
      createdAt: '2026-11-26T02:00:00.000Z',
      refundedAt: null,
      listedAt: null,
    };
    const cash = (available: string) => ({
      balances: [
        { currency: 'HKD', available, holdFundAmount: '0', pending: '0', total: available },
      ],
    });
    stubApi({
      'ipo/searchIpos': () => ({ ipos: [open], tradePasswordRequired: false }),
      'ipo/searchIpoApplications': () => ({ applications: [application] }),
      'balance/searchCashBalances': () => cash('10000'),
    });
    const first = renderApp({ path: '/stocks/ipo', session: {} });
    const mine = await screen.findByTestId('ipo-mine-06990', {}, { timeout: 5000 });
    expect(screen.queryByTestId('ipo-form-06990')).toBeNull();
    expect(within(mine).getByText('Submitted')).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    first.unmount();

    // Cancelled: the form again, and the application holds nothing.
    stubApi({
      'ipo/searchIpos': () => ({ ipos: [open], tradePasswordRequired: false }),
      'ipo/searchIpoApplications': () => ({
        applications: [{ ...application, status: 'Cancelled', canCancel: false }],
      }),
      'balance/searchCashBalances': () => cash('10000'),
    });
    renderApp({ path: '/stocks/ipo', session: {} });
    const card = await screen.findByTestId('ipo-form-06990', {}, { timeout: 5000 });
    const row = document.querySelector('[data-application-id="41"]');
    // The amount applied for stays; the amount held is a dash.
    expect(row?.textContent?.match(/7,474\.63/g)).toHaveLength(1);
    const [quantity] = within(card).getAllByLabelText('Quantity (shares)');
    fireEvent.click(quantity as HTMLElement);
    const options = await screen.findAllByRole('option');
    await waitFor(() =>
      expect(options.map((option) => option.textContent)).toEqual([
        '500 shares · HKD 7,474.63',
        '1,000 shares · HKD 14,949.26 · more than your available HKD 10,000.00',
      ]),
    );
  });
});
