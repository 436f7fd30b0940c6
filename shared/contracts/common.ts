import { z } from 'zod';

/** Spec §1: the two account sources, Gateway (funds, stocks, cash) and Fos (virtual assets). */
export const accountSource = z.enum(['gateway', 'fos']);

/** An account's source, lower case on the wire. */
export type AccountSource = z.infer<typeof accountSource>;

/** An account code as sent by a page; the server upper-cases Gateway codes (spec §5). */
export const accountCode = z.string().trim().min(1).max(32);

/** Spec §3: the interface languages, full locale codes. */
export const language = z.enum(['en', 'zh-HK', 'zh-CN']);

/** An interface language. */
export type Language = z.infer<typeof language>;

/** Spec §3 roles, as the server names them. */
export const role = z.enum(['god', 'system', 'admin', 'manager', 'advisor', 'user']);

/** An instant on the wire: an ISO 8601 string in UTC. */
export const isoDateTime = z.iso.datetime();

/** A session's id (a random UUID); it names the session in the `x-portico-session` header. */
export const sessionId = z.uuid();

/** A decimal number as a string (docs/DECISIONS.md §2: never a JS float for money). */
export const decimalString = z.string().regex(/^-?\d{1,30}(\.\d{1,20})?$/);

/** The header that names the session a call acts for (docs/DECISIONS.md §4). */
export const SESSION_HEADER = 'x-portico-session';

/**
 * Set to `1` on a call the page makes by itself (polling, prefetch): the session gate then does
 * not count it as the person's activity, so the server's idle timeout still ends an unattended
 * session (spec §4 inactivity).
 */
export const BACKGROUND_HEADER = 'x-portico-background';
