/** One series of a line chart: its name and its points in date order (values as numbers). */
export type LineSeries = { name: string; points: readonly { date: string; value: number }[] };

/** The line colours in series order, for legends drawn beside the chart. */
export const LINE_COLOURS = ['#1c7ed6', '#e8590c', '#2f9e44', '#7048e8', '#c2255c', '#0c8599'];
const width = 600;
const height = 220;
const pad = 8;

function pathOf(points: LineSeries['points'], low: number, high: number, count: number): string {
  const span = high - low || 1;
  return points
    .map((point, index) => {
      const x = pad + (index / Math.max(count - 1, 1)) * (width - 2 * pad);
      const y = pad + (1 - (point.value - low) / span) * (height - 2 * pad);
      return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/**
 * An accessible SVG line chart (lightweight-charts is not installed): `label` states what the
 * lines show in words; the numbers drawn are for geometry only, figures are shown as text beside.
 */
export function LineChart({ series, label }: { series: readonly LineSeries[]; label: string }) {
  const values = series.flatMap((line) => line.points.map((point) => point.value));
  const low = Math.min(...values);
  const high = Math.max(...values);
  const count = Math.max(...series.map((line) => line.points.length));
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="img"
      aria-label={label}
      style={{ maxHeight: height, display: 'block' }}
    >
      <rect width={width} height={height} fill="none" />
      {series.map((line, index) => (
        <path
          key={line.name}
          d={pathOf(line.points, low, high, count)}
          fill="none"
          stroke={LINE_COLOURS[index % LINE_COLOURS.length]}
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}
