import Decimal from 'decimal.js';

/** Slice and line colours, readable on light and dark backgrounds alike. */
export const PLAN_COLOURS = ['#1c7ed6', '#e8590c', '#2f9e44', '#7048e8', '#c2255c', '#0c8599'];

/**
 * A small donut of a plan's weights (percent strings summing to 100). The picture says nothing to
 * a screen reader, so `label` carries the parts as text; the table beside it has the figures.
 */
export function Donut(props: { weights: readonly string[]; label: string; size?: number }) {
  const size = props.size ?? 140;
  const radius = 15.915; // a circumference of 100, so a weight is its own dash length
  let offset = 25; // start at twelve o'clock
  return (
    <svg viewBox="0 0 42 42" width={size} height={size} role="img" aria-label={props.label}>
      <circle
        cx="21"
        cy="21"
        r={radius}
        fill="none"
        stroke="var(--mantine-color-default-border)"
        strokeWidth="6"
      />
      {props.weights.map((weight, index) => {
        const length = new Decimal(weight).toNumber();
        const slice = (
          <circle
            key={index}
            cx="21"
            cy="21"
            r={radius}
            fill="none"
            stroke={PLAN_COLOURS[index % PLAN_COLOURS.length]}
            strokeWidth="6"
            strokeDasharray={`${length} ${100 - length}`}
            strokeDashoffset={offset}
          />
        );
        offset -= length;
        return slice;
      })}
    </svg>
  );
}

/** A point of a line: its date and its value as a decimal string. */
export type LinePoint = { date: string; value: string };

const WIDTH = 600;
const HEIGHT = 200;
const PAD = 8;

function pathOf(points: readonly LinePoint[], low: number, high: number): string {
  const span = high - low || 1;
  const step = points.length > 1 ? (WIDTH - 2 * PAD) / (points.length - 1) : 0;
  return points
    .map((point, index) => {
      const x = PAD + index * step;
      const y = HEIGHT - PAD - ((Number(point.value) - low) / span) * (HEIGHT - 2 * PAD);
      return `${index === 0 ? 'M' : 'L'}${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`;
    })
    .join(' ');
}

/**
 * A plain SVG line chart of one or more lines over the same dates, scaled to fit its width. The
 * geometry only: `label` says what it shows, and the figures stay as text beside it.
 */
export function LineSketch(props: { lines: readonly (readonly LinePoint[])[]; label: string }) {
  const values = props.lines.flatMap((line) => line.map((point) => Number(point.value)));
  const low = Math.min(...values);
  const high = Math.max(...values);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      height={HEIGHT}
      preserveAspectRatio="none"
      role="img"
      aria-label={props.label}
      style={{ display: 'block', maxWidth: '100%' }}
    >
      <rect
        x="0"
        y="0"
        width={WIDTH}
        height={HEIGHT}
        fill="none"
        stroke="var(--mantine-color-default-border)"
      />
      {props.lines.map((line, index) => (
        <path
          key={index}
          d={pathOf(line, low, high)}
          fill="none"
          stroke={PLAN_COLOURS[index % PLAN_COLOURS.length]}
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}
