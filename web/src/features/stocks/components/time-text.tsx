import { formatOffsetDateTime } from '@shared/domain/date-time';
import classes from './time-text.module.css';

/** An instant in Hong Kong time to the second (`2026-11-20 10:35:12`, UI style: fills, ticks). */
export function secondsText(iso: string): string {
  const text = formatOffsetDateTime(new Date(iso));
  return `${text.slice(0, 10)} ${text.slice(11, 19)}`;
}

/** An instant as a `<time>`: its date and time each kept whole, free to go on two lines. */
export function TimeText({ iso, withSeconds = false }: { iso: string; withSeconds?: boolean }) {
  const text = secondsText(iso);
  const [date, time] = [text.slice(0, 10), withSeconds ? text.slice(11) : text.slice(11, 16)];
  return (
    <time dateTime={iso}>
      <span className={classes.nowrap}>{date}</span> <span className={classes.nowrap}>{time}</span>
    </time>
  );
}
