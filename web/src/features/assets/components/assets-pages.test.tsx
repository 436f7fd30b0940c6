import { screen, waitFor } from '@testing-library/react';
import type * as LightweightCharts from 'lightweight-charts';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { definitionsFixture, holdingFixture } from '../test-assets';

// jsdom has no canvas: the library is replaced by one that records the points it was given.
const drawn = vi.hoisted(() => [] as unknown[][]);
vi.mock('lightweight-charts', async (importOriginal) => ({
  ...(await importOriginal<typeof LightweightCharts>()),
  createChart: (container: HTMLElement) => ({
    addSeries: () => ({ setData: (data: unknown[]) => void drawn.push(data) }),
    chartElement: () => container,
    timeScale: () => ({ fitContent: () => undefined }),
    remove: () => undefined,
  }),
}));

describe('adding a holding (spec §2.7, issue 24 §1)', () => {
  it('sends the category, name, currency and total value, then opens the new holding', async () => {
    const added = holdingFixture({ id: 9, name: 'Flat in Sai Kung', currentValue: '5000000' });
    const calls = stubApi({
      'asset-definition/loadAssetDefinitions': () => definitionsFixture,
      'asset-holding/addAssetHolding': () => ({ result: 'ok', holding: added }),
      'asset-holding/loadAssetHolding': () => ({ result: 'ok', holding: added }),
    });
    const { user, router } = renderApp({ path: '/assets/holdings/add', session: {} });
    await user.type(
      await screen.findByLabelText('Name', {}, { timeout: 5000 }),
      'Flat in Sai Kung',
    );
    await user.type(screen.getByLabelText('Total value (HKD)'), '5000000');
    expect(screen.getByTestId('holding-value-preview').textContent).toBe(
      'The holding will be valued at HKD 5,000,000.00.',
    );
    await user.click(screen.getByRole('button', { name: 'Add holding' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assets/holdings/9'));
    const sent = calls.find((call) => call.name === 'asset-holding/addAssetHolding')?.input;
    expect(sent).toMatchObject({
      accountCode: 'C10001',
      category: 'real_estate',
      name: 'Flat in Sai Kung',
      currency: 'HKD',
      valueBasis: 'total',
      totalValue: '5000000',
      quantity: null,
      unitValue: null,
      cost: null,
    });
    expect((await screen.findByTestId('holding-added')).textContent).toContain('Flat in Sai Kung');
  }, 40_000);

  it('shows a refusal in the reader’s language and a too-precise value beside its field', async () => {
    stubApi({
      'asset-definition/loadAssetDefinitions': () => definitionsFixture,
      'asset-holding/addAssetHolding': () => ({ result: 'date_in_future', holding: null }),
    });
    const { user } = renderApp({ path: '/assets/holdings/add', session: {}, language: 'zh-CN' });
    await user.type(await screen.findByLabelText('名称', {}, { timeout: 5000 }), '金条');
    await user.type(screen.getByLabelText('总价值（HKD）'), '100.123');
    expect(screen.getByText('小数位数超出该币种允许的范围。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '添加资产' })).toHaveProperty('disabled', true);
    await user.clear(screen.getByLabelText('总价值（HKD）'));
    await user.type(screen.getByLabelText('总价值（HKD）'), '100.12');
    await user.click(screen.getByRole('button', { name: '添加资产' }));
    expect(await screen.findByText('日期不能晚于今天。')).toBeTruthy();
  }, 40_000);
});

describe('a holding’s page (spec §2.7)', () => {
  it('shows the value, its valuations and, read-only for an advisor, disabled changes', async () => {
    stubApi({
      'asset-definition/loadAssetDefinitions': () => definitionsFixture,
      'asset-holding/loadAssetHolding': () => ({
        result: 'ok',
        holding: holdingFixture({ canChange: false }),
      }),
    });
    renderApp({ path: '/assets/holdings/7', session: {} });
    expect((await screen.findByTestId('holding-value', {}, { timeout: 5000 })).textContent).toBe(
      'HKD 8,200,000.00',
    );
    expect(screen.getByTestId('holding-name').textContent).toBe('Flat, Taikoo Shing');
    expect(screen.getByTestId('restricted-note')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('valuation-form')).toBeNull();
    const rows = screen.getByRole('table', { name: 'Valuations' }).querySelectorAll('tbody tr');
    expect([...rows].map((row) => row.getAttribute('data-valued-on'))).toEqual([
      '2026-08-29',
      '2025-11-27',
    ]);
    // The chart reads oldest first, as the valuations come.
    expect(drawn.at(-1)).toEqual([
      { time: '2025-11-27', value: 7_950_000 },
      { time: '2026-08-29', value: 8_200_000 },
    ]);
  }, 40_000);

  it('says so when the holding does not exist', async () => {
    stubApi({
      'asset-definition/loadAssetDefinitions': () => definitionsFixture,
      'asset-holding/loadAssetHolding': () => ({ result: 'not_found', holding: null }),
    });
    renderApp({ path: '/assets/holdings/99', session: {} });
    expect(
      (await screen.findByTestId('holding-not-found', {}, { timeout: 5000 })).textContent,
    ).toBe('This holding does not exist or was deleted.');
  });
});
