import type { ChangeDirection } from '@shared/domain/number-format';
import classes from './pnl.module.css';

/** The CSS class of a change's direction: gain, loss, or none for zero (neutral). */
export function directionClass(direction: ChangeDirection): string | undefined {
  return direction === 'up' ? classes.gain : direction === 'down' ? classes.loss : undefined;
}

/** The CSS class of a signed amount: a gain, a loss, or none for zero. */
export function pnlClass(value: string): string | undefined {
  if (/^-?0*(\.0*)?$/.test(value)) return undefined;
  return directionClass(value.startsWith('-') ? 'down' : 'up');
}

/** The class of a numeric cell or figure: tabular digits, right-aligned, never wrapped. */
export const numericClass = classes.numeric;
