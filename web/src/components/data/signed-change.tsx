import { currencyFor } from '@shared/domain/currency';
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

/**
 * A profit or loss in money: the currency code, then the amount signed and coloured at the
 * currency's precision (`HKD +1,234.50`, `HKD -80.00`; zero neutral).
 */
export function SignedMoney({ value, currency }: { value: string; currency: string }) {
  return (
    <span>
      {currency} <SignedChange value={value} decimals={currencyFor(currency).precision} />
    </span>
  );
}

/** A profit or loss in money with its percent after it (`HKD +1,234.50 (+5.20%)`). */
export function SignedPnl(props: { value: string; percent: string | null; currency: string }) {
  return (
    <>
      <SignedMoney value={props.value} currency={props.currency} /> (
      <SignedChange value={props.percent} percent />)
    </>
  );
}
