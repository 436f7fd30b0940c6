import {
  createChart,
  type ChartOptions,
  type DeepPartial,
  type IChartApi,
} from 'lightweight-charts';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * A lightweight-charts chart on the returned container: made with `options`, drawn by `draw`,
 * fitted to its data, and rebuilt whenever either changes (memoise both), removed on unmount.
 */
export function useChart(
  options: DeepPartial<ChartOptions>,
  draw: (chart: IChartApi) => void,
): RefObject<HTMLDivElement | null> {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return undefined;
    const chart = createChart(host.current, options);
    // The library lays its canvases out in a table: not a data table to assistive technology.
    chart.chartElement().querySelector('table')?.setAttribute('role', 'presentation');
    draw(chart);
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [options, draw]);
  return host;
}
