/** `YYYY-MM` months from `first`, `count` of them in order (the first-month choices). */
export function monthsFrom(first: string, count: number): string[] {
  const [year, month] = first.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const at = (month ?? 1) - 1 + index;
    const y = (year ?? 0) + Math.floor(at / 12);
    return `${y}-${String((at % 12) + 1).padStart(2, '0')}`;
  });
}

/** Whether `value` is a positive amount with at most `places` decimals. */
export function isAmount(value: string, places: number): boolean {
  const pattern = places > 0 ? new RegExp(`^\\d{1,12}(\\.\\d{1,${places}})?$`) : /^\d{1,12}$/;
  return pattern.test(value) && Number(value) > 0;
}
