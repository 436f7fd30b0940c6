import { useFormat } from '../../lib/use-format';
import { directionClass } from './pnl-class';

/**
 * A change with its sign and the reader's gain colour (`+1.24%`, `-0.35%`; zero neutral), or a
 * dash when there is none. `percent` adds the `%`.
 */
export function SignedChange({
  value,
  decimals = 2,
  percent = false,
}: {
  value: string | null;
  decimals?: number;
  percent?: boolean;
}) {
  const format = useFormat();
  if (value === null) return <span>–</span>;
  const change = format.change(value, decimals, percent ? '%' : '');
  return (
    <span className={directionClass(change.direction)} data-direction={change.direction}>
      {change.text}
    </span>
  );
}
