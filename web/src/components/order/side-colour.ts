import { useLayoutPreferences } from '../../lib/preferences-context';

/**
 * The colour of an order side: Buy in the reader's gain colour and Sell in the loss colour, so
 * in red-up mode Buy is red and Sell green, as Hong Kong and mainland apps show them.
 */
export function useSideColour(side: 'B' | 'S'): string {
  const { gainColour } = useLayoutPreferences();
  const up = gainColour === 'red-up' ? 'red.9' : 'teal.9';
  const down = gainColour === 'red-up' ? 'teal.9' : 'red.9';
  return side === 'B' ? up : down;
}
