/**
 * The portal tour's stops (issue 25 §5): what each shows and where it points. A stop points at the
 * first visible element of its anchors (the layout marks them with `data-tour`); when none shows
 * (a brand without the bell, the menu folded away) the stop's card stands on its own.
 */
export type TourStop = {
  /** The stop's texts: `tour.stops.<id>.title` and `.body` in the accounts catalogue. */
  id: 'menu' | 'portfolio' | 'order' | 'notifications' | 'settings';
  /** Selectors, best first. */
  anchors: readonly string[];
};

const MENU = '[data-tour="menu"]';

/** The tour, in order: menu, portfolio, an order screen, notifications, settings. */
export const TOUR_STOPS: readonly TourStop[] = [
  { id: 'menu', anchors: [MENU] },
  // The desktop menu's product links; folded into the menu button up to 1200px.
  { id: 'portfolio', anchors: ['[data-tour="nav-funds"]', '[data-tour="nav-stocks"]', MENU] },
  { id: 'order', anchors: ['[data-tour="nav-stocks"]', '[data-tour="nav-funds"]', MENU] },
  // The bell marks itself for its own tests; the tour reads the same mark.
  { id: 'notifications', anchors: ['[data-testid="notification-bell"]'] },
  { id: 'settings', anchors: ['[data-tour="settings"]'] },
];

/** Whether an element is laid out (not `display: none`, not inside a hidden part). */
function isShown(element: Element): boolean {
  return element.getClientRects().length > 0;
}

/** The first shown element of `anchors`, if any. */
export function findAnchor(
  anchors: readonly string[],
  root: ParentNode = document,
): Element | null {
  for (const selector of anchors) {
    const shown = Array.from(root.querySelectorAll(selector)).find(isShown);
    if (shown) return shown;
  }
  return null;
}
