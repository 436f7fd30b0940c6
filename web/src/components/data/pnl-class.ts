import classes from './pnl.module.css';

/** The CSS class of a signed amount: a gain or a loss. */
export function pnlClass(value: string): string | undefined {
  return value.startsWith('-') ? classes.loss : classes.gain;
}
