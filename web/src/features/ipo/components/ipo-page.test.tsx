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
};

describe('IPO page (issue 12 §5)', () => {
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
    await waitFor(() =>
      expect(within(card).getByTestId('ipo-error').textContent).toBe(
        'ERR507: Sorry, you have already applied for this IPO before.',
      ),
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
});
