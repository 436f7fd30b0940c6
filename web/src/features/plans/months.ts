/** `YYYY-MM` months from `first`, `count` of them in order (the first-month choices). */
export function monthsFrom(first: string, count: number): string[] {
  const [year, month] = first.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const at = (month ?? 1) - 1 + index;
    const y = (year ?? 0) + Math.floor(at / 12);
    return `${y}-${String((at % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * The first months a subscription with `debitDay` may start in, `count` of them: this month while
 * its debit day is still to come after `today` (`YYYY-MM-DD`, Hong Kong), else from the next.
 */
export function firstMonthsFor(today: string, debitDay: number, count = 12): string[] {
  const thisMonth = today.slice(0, 7);
  const isThisMonth = debitDay > Number(today.slice(8, 10));
  return monthsFrom(thisMonth, count + 1).slice(
    isThisMonth ? 0 : 1,
    isThisMonth ? count : count + 1,
  );
}

/** Whether `value` is a positive amount with at most `places` decimals. */
export function isAmount(value: string, places: number): boolean {
  const pattern = places > 0 ? new RegExp(`^\\d{1,12}(\\.\\d{1,${places}})?$`) : /^\d{1,12}$/;
  return pattern.test(value) && Number(value) > 0;
}
