import { z } from 'zod';
import { accountCode, accountSource, isoDateTime, sessionId } from './common';
import { sessionRecord } from './account-login';

/**
 * Advisor acting sessions of the `account` service (spec §1, §2.15, §3 advisor linkage): an
 * advisor lists the clients linked to them and opens a session for one, on behalf of the
 * advisor's own session. Like every session, its secrets travel only in cookies.
 */

/** A client linked to the advisor, as the switcher lists it. */
export const advisee = z.object({
  accountCode: z.string(),
  source: accountSource,
  name: z.string(),
  /** Spec §4: whether the account may be acted for (not_active and suspended may not). */
  isActive: z.boolean(),
  /** When the client's approved risk assessment expires; null when there is none. */
  riskExpiryTime: isoDateTime.nullable(),
});

/** A linked client. */
export type Advisee = z.infer<typeof advisee>;

/** A session opened for a client: the session fields and the advisor session it acts for. */
export const adviseeSession = sessionRecord.extend({
  result: z.literal('Y'),
  advisorSessionId: sessionId,
});

/** An advisee session answer. */
export type AdviseeSession = z.infer<typeof adviseeSession>;

/** The advisor calls, keyed by method. */
export const accountAdviseeContracts = {
  /** The clients linked to the acting advisor, by account code. */
  retrieveAdvisees: {
    input: z.strictObject({}),
    output: z.object({ advisees: z.array(advisee) }),
  },
  /**
   * Opens a session for a linked client on behalf of the acting advisor session; it ends with
   * that session. Spec §8 `V`/`S` when the client's account is not active or suspended.
   */
  openAdviseeSession: {
    input: z.strictObject({ accountCode, source: accountSource.optional() }),
    output: z.discriminatedUnion('result', [
      adviseeSession,
      z.object({ result: z.enum(['V', 'S']) }),
    ]),
  },
};
