import { useEffect, useRef, useState } from 'react';
import { toDecimal } from '@shared/domain/decimal';
import { useFormat } from '../../../lib/use-format';
import classes from './live-price.module.css';

type Flash = { direction: 'up' | 'down'; key: number } | null;

/**
 * A last price at its fixed decimals that flashes briefly in the gain or loss colour when the
 * live feed moves it (UI style "Live data"); the first value shown does not flash.
 */
export function LivePrice({ value, decimals }: { value: string; decimals: number }) {
  const format = useFormat();
  const previous = useRef(value);
  const [flash, setFlash] = useState<Flash>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (before === value) return;
    const direction = toDecimal(value).gt(toDecimal(before)) ? 'up' : 'down';
    setFlash((last) => ({ direction, key: (last?.key ?? 0) + 1 }));
  }, [value]);
  const flashClass = flash ? classes[flash.direction] : '';
  return (
    <span
      key={flash?.key ?? 0}
      className={`${classes.price} ${flashClass}`}
      data-flash={flash?.direction ?? undefined}
    >
      {format.price(value, decimals)}
    </span>
  );
}
