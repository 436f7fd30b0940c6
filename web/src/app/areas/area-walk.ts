/**
 * The language walk's visits (e2e/i18n-walk.spec.ts): each area's `<area>.walk.ts` beside its
 * manifest lists its pages with a concrete path and who opens them, and
 * `e2e/support/app-routes.ts` gathers every such file, so a new area's walk needs no shared line.
 * `route-walk.test.ts` checks that every page of every manifest is visited.
 */

/** Who opens a page: nobody signed in, or a demo account. */
export type Walker = 'guest' | 'C10001' | 'A30001' | 'S90001' | 'F20001';

/** One page visit; `isLast` puts it after the walker's other visits (it signs out). */
export type RouteVisit = { path: string; as: Walker; isLast?: boolean };

/** A fund C10001 holds, for the pages that need one. */
export const HELD_FUND = 'VH-HK-EQUITY';
