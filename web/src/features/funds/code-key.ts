/** Converts a code (`moneyMarket`, `1week`) to its catalogue key (`money_market`, `p_1week`). */
export function codeKey(code: string): string {
  const snake = code.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return /^\d/.test(snake) ? `p_${snake}` : snake;
}
