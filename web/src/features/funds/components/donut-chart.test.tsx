import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DonutChart, type DonutSlice } from './donut-chart';

const slices: DonutSlice[] = [
  { label: 'HKD Money Market', value: '60000.00', amount: 'HKD 60,000.00', share: '60.00%' },
  { label: 'Global Technology', value: '40000.00', amount: 'HKD 40,000.00', share: '40.00%' },
];

// jsdom lays nothing out: this observer reports the donut's box, so recharts draws at that size.
class SizedObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(target: Element): void {
    const entry = { target, contentRect: { width: 140, height: 140 } };
    this.report([entry as unknown as ResizeObserverEntry], this);
  }
  unobserve(): void {}
  disconnect(): void {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', SizedObserver);
});

describe('allocation donut (@mantine/charts)', () => {
  it('is an image named by its label, a slice per holding, every figure as text', () => {
    render(
      <MantineProvider env="test" forceColorScheme="dark">
        <DonutChart slices={slices} label="Allocation" />
      </MantineProvider>,
    );
    const image = screen.getByRole('img', { name: 'Allocation' });
    const sectors = image.querySelectorAll('.recharts-pie-sector path');
    expect(sectors).toHaveLength(2);
    expect(image.querySelector('[tabindex="0"]')).toBeNull();
    expect(screen.getByText('HKD Money Market').textContent).toBe(
      'HKD Money Market HKD 60,000.00 (60.00%)',
    );
    expect(screen.getByText('Global Technology').textContent).toBe(
      'Global Technology HKD 40,000.00 (40.00%)',
    );
  });

  it('shows the hovered slice with its formatted amount and share', async () => {
    render(
      <MantineProvider env="test">
        <DonutChart slices={slices} label="Allocation" />
      </MantineProvider>,
    );
    const image = screen.getByRole('img', { name: 'Allocation' });
    const second = image.querySelectorAll('.recharts-pie-sector')[1];
    if (!second) throw new Error('no second slice drawn');
    fireEvent.mouseEnter(second);
    const tooltip = image.querySelector<HTMLElement>('.recharts-tooltip-wrapper');
    if (!tooltip) throw new Error('no tooltip');
    expect(await within(tooltip).findByText('HKD 40,000.00 · 40.00%')).toBeTruthy();
    expect(within(tooltip).getByText('Global Technology')).toBeTruthy();
  });
});
