import type { RouteVisit } from './area-walk';

/** The news area's pages, with a concrete path each and who opens them, for the language walk. */
export const visits: readonly RouteVisit[] = [
  { path: '/news', as: 'C10001' },
  // The item without Simplified Chinese: zh-CN shows its Traditional Chinese fallback.
  { path: '/news/market-hibor-eases', as: 'C10001' },
];
