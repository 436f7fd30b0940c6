import { render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_THEME, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as LightweightCharts from 'lightweight-charts';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@shared/i18n/languages';
import { createI18n } from '../../../lib/i18n';
import { stubApi } from '../../../test/api-stub';
import { fundDetailFixture } from '../test-fund';
import { ComparisonView } from './comparison-view';
import { LINE_COLOURS, LineChart, type ChartSeries } from './line-chart';
import { NavChart } from './nav-chart';

/** What the page asked of one chart: its container and options, its lines, and its fate. */
type FakeChart = {
  container: HTMLElement;
  options: { layout: { textColor: string }; localization: { locale: string } };
  series: { options: { color: string; priceFormat: unknown }; data: unknown[] }[];
  fitted: number;
  isRemoved: boolean;
};

// jsdom has no canvas: the library is replaced by a recorder of what the chart was asked to draw.
const charts = vi.hoisted(() => [] as FakeChart[]);
vi.mock('lightweight-charts', async (importOriginal) => ({
  ...(await importOriginal<typeof LightweightCharts>()),
  createChart: (container: HTMLElement, options: FakeChart['options']) => {
    const chart: FakeChart = { container, options, series: [], fitted: 0, isRemoved: false };
    charts.push(chart);
    return {
      addSeries: (_definition: unknown, seriesOptions: FakeChart['series'][number]['options']) => {
        const drawn = { options: seriesOptions, data: [] as unknown[] };
        chart.series.push(drawn);
        return { setData: (data: unknown[]) => void (drawn.data = data) };
      },
      chartElement: () => container,
      timeScale: () => ({ fitContent: () => void (chart.fitted += 1) }),
      remove: () => void (chart.isRemoved = true),
    };
  },
}));

function Providers(props: { children: ReactNode; scheme?: 'light' | 'dark'; language?: Language }) {
  return (
    <I18nextProvider i18n={createI18n(props.language ?? 'en')}>
      <MantineProvider env="test" forceColorScheme={props.scheme ?? 'light'}>
        <QueryClientProvider client={new QueryClient()}>{props.children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

const twoLines: ChartSeries[] = [
  {
    name: 'A',
    points: [
      { date: '2026-01-02', value: 10.5 },
      { date: '2026-01-05', value: 10.75 },
    ],
  },
  {
    name: 'B',
    points: [
      { date: '2026-01-02', value: 3 },
      { date: '2026-01-05', value: 2.5 },
    ],
  },
];
const priceFormat = { type: 'price', precision: 4 } as const;

beforeEach(() => {
  charts.length = 0;
});

describe('line chart (lightweight-charts)', () => {
  it('draws one line per series with its points, in the list colours, fitted to the data', () => {
    render(
      <Providers>
        <LineChart series={twoLines} label="Two lines" format={priceFormat} />
      </Providers>,
    );
    expect(charts).toHaveLength(1);
    const [chart] = charts;
    expect(chart?.container).toBe(screen.getByTestId('line-chart'));
    expect(chart?.series.map((line) => line.data)).toEqual([
      [
        { time: '2026-01-02', value: 10.5 },
        { time: '2026-01-05', value: 10.75 },
      ],
      [
        { time: '2026-01-02', value: 3 },
        { time: '2026-01-05', value: 2.5 },
      ],
    ]);
    expect(chart?.series.map((line) => line.options.color)).toEqual(LINE_COLOURS.slice(0, 2));
    expect(chart?.series[0]?.options.priceFormat).toEqual({
      type: 'price',
      precision: 4,
      minMove: 0.0001,
    });
    expect(chart?.fitted).toBe(1);
    expect(screen.getByRole('img', { name: 'Two lines' })).toBeTruthy();
  });

  it('removes its chart on unmount, and replaces it when the data changes', () => {
    const view = render(
      <Providers>
        <LineChart series={twoLines} label="Lines" format={priceFormat} />
      </Providers>,
    );
    view.rerender(
      <Providers>
        <LineChart series={twoLines.slice(1)} label="Lines" format={priceFormat} />
      </Providers>,
    );
    expect(charts.map((chart) => chart.isRemoved)).toEqual([true, false]);
    expect(charts[1]?.series).toHaveLength(1);
    view.unmount();
    expect(charts.every((chart) => chart.isRemoved)).toBe(true);
  });

  it('takes its text colours from the colour scheme and its locale from the language', () => {
    render(
      <Providers scheme="dark" language="zh-HK">
        <LineChart series={twoLines} label="Dark" format={priceFormat} />
      </Providers>,
    );
    render(
      <Providers>
        <LineChart series={twoLines} label="Light" format={priceFormat} />
      </Providers>,
    );
    const [dark, light] = charts;
    expect(dark?.options.layout.textColor).toBe(DEFAULT_THEME.colors.dark[0]);
    expect(light?.options.layout.textColor).toBe(DEFAULT_THEME.colors.gray[7]);
    expect(dark?.options.localization.locale).toBe('zh-HK');
    expect(light?.options.localization.locale).toBe('en');
  });
});

describe('charts of the fund pages', () => {
  it('the comparer draws each fund as its change in percent, with the funds side by side', async () => {
    stubApi({
      'fund/getFund': (input) => {
        const { fundId } = input as { fundId: string };
        const isTech = fundId === 'PC-GLB-TECH';
        return {
          fund: fundDetailFixture({
            fundId,
            currency: isTech ? 'USD' : 'HKD',
            nav: isTech ? '25.5' : '10.1234',
            navPrecision: 4,
            riskLevel: isTech ? 4 : 5,
            priceChanges: { '1months': '1.2', '3months': '-0.35', '1year': '5.25', '3years': null },
          }),
        };
      },
    });
    const comparison = {
      series: ['VH-HK-EQUITY', 'PC-GLB-TECH'].map((fundId, index) => ({
        fundId,
        priceChange: index === 0 ? '5.25' : '-1.50',
        points: [
          { date: '2026-01-02', value: '100.0000' },
          { date: '2026-01-05', value: index === 0 ? '105.2500' : '98.5000' },
        ],
      })),
    };
    render(
      <Providers>
        <ComparisonView
          comparison={comparison}
          periodLabel="1 year"
          nameOf={(id) => `Fund ${id}`}
        />
      </Providers>,
    );
    const lines = charts[0]?.series ?? [];
    expect(lines.map((line) => line.data)).toEqual([
      [
        { time: '2026-01-02', value: 0 },
        { time: '2026-01-05', value: 5.25 },
      ],
      [
        { time: '2026-01-02', value: 0 },
        { time: '2026-01-05', value: -1.5 },
      ],
    ]);
    const format = lines[0]?.options.priceFormat as { formatter: (value: number) => string };
    expect([3.714, -41.506, 0].map(format.formatter)).toEqual(['+3.71%', '-41.51%', '0.00%']);
    expect(
      screen.getByRole('img', {
        name: /^Performance rebased to 100 over 1 year: Fund VH-HK\S+ \+5\.25%/,
      }),
    ).toBeTruthy();
    const headings = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headings).toEqual([
      'Fund',
      'Change (1 year)',
      'Latest NAV',
      '1 month',
      '3 months',
      '1 year',
      '3 years',
      'Risk',
      'Currency',
    ]);
    const tech = screen.getByRole('row', { name: /Fund PC-GLB-TECH/ });
    await waitFor(() => expect(tech.textContent).toContain('USD 25.5000'));
    const cells = [...tech.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells).toEqual([
      '■Fund PC-GLB-TECH',
      '-1.50%',
      'USD 25.5000',
      '+1.20%',
      '-0.35%',
      '+5.25%',
      '–',
      '4',
      'USD',
    ]);
  });

  it("the NAV chart draws the history at the fund's NAV precision and states it in words", async () => {
    stubApi({
      'fund/getNavHistory': () => ({
        fundId: 'VH-USD-MMF',
        currency: 'USD',
        points: [
          { date: '2026-01-02', nav: '10.1234' },
          { date: '2026-01-05', nav: '10.1301' },
        ],
      }),
    });
    render(
      <Providers>
        <NavChart fundId="VH-USD-MMF" name="USD Money" navPrecision={4} />
      </Providers>,
    );
    const label =
      'NAV of USD Money over 1 year, from 2026-01-02 USD 10.1234 to 2026-01-05 USD 10.1301';
    expect(await screen.findByRole('img', { name: label })).toBeTruthy();
    expect(screen.getByText(label)).toBeTruthy();
    await waitFor(() => expect(charts).toHaveLength(1));
    expect(charts[0]?.series[0]?.data).toEqual([
      { time: '2026-01-02', value: 10.1234 },
      { time: '2026-01-05', value: 10.1301 },
    ]);
    expect(charts[0]?.series[0]?.options.priceFormat).toMatchObject({ precision: 4 });
  });
});
