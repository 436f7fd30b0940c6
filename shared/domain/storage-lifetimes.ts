/** One day in milliseconds, the unit of spec §9's day-counted lifetimes. */
export const DAY_MS = 86_400_000;

/** Spec §9: user sessions, advisor linkages and password info are kept 31,536,000,000 ms (a year). */
export const USER_SESSION_LIFETIME_MS = 31_536_000_000;

/** Spec §9: the persisted account selection is kept one year. */
export const ACCOUNT_SELECTION_LIFETIME_MS = 365 * DAY_MS;

/** Spec §9: the remembered login source and account code are kept 7,776,000,000 ms (90 days). */
export const REMEMBERED_LOGIN_LIFETIME_MS = 7_776_000_000;

/** Spec §9: the selected fund ids are kept 7,776,000,000 ms (90 days). */
export const SELECTED_FUNDS_LIFETIME_MS = 7_776_000_000;

/** Spec §9: the colour mode is kept 31,536,000,000 ms (a year). */
export const COLOUR_MODE_LIFETIME_MS = 31_536_000_000;

/** Spec §9: the default language is kept 365 days. */
export const DEFAULT_LANGUAGE_LIFETIME_MS = 365 * DAY_MS;

/** Spec §9: the default reporting currency is kept 365 days. */
export const REPORTING_CURRENCY_LIFETIME_MS = 365 * DAY_MS;
