/**
 * The account claim of a call on a Gateway client's books (server/auth/acting.ts): the input's
 * `accountCode` names the client, who is the caller or, for an advisor, a linked client; the
 * session gate resolves it once into `context.client`, and another source's account answers 404.
 */
export const gatewayClientClaim = {
  field: 'accountCode',
  reach: 'client',
  books: 'gateway',
} as const;
