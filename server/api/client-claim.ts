import type { BookSource } from '../backoffice/ports/back-office.port';

/**
 * The account claim of a call on a client's books (server/auth/acting.ts): the input's
 * `accountCode` names the client, who is the caller or, for an advisor, a linked client; the
 * session gate resolves it once into `context.client`. The books are those of one source's back
 * office, so an account of another source answers 404.
 */
export function clientClaim<S extends BookSource>(books: S) {
  return { field: 'accountCode', reach: 'client', books } as const;
}
