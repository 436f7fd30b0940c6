import { formatOffsetDateTime } from '@shared/domain/date-time';

/** An instant in Hong Kong time to the second (`2026-11-20 10:35:12`, UI style: fills, moves). */
export function secondsText(iso: string): string {
  const text = formatOffsetDateTime(new Date(iso));
  return `${text.slice(0, 10)} ${text.slice(11, 19)}`;
}
