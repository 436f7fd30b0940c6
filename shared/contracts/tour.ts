import { z } from 'zod';
import { accountCode, accountSource, isoDateTime } from './common';

/**
 * The `tour` service (issue 25, `/accounts/tour`, flag tour): whether the guided tour was offered
 * and completed, kept per account, so the web offers it once after the first login.
 */

export const tourState = z.object({
  offeredAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
  /** Not offered yet: the web offers it now. */
  shouldOffer: z.boolean(),
});

/** The `tour` service's calls. */
export const tourContracts = {
  loadTourState: {
    input: z.strictObject({ accountCode, source: accountSource.optional() }),
    output: tourState,
  },
  /**
   * Records that the tour was offered (shown or dismissed) or completed (to its end); a
   * restart records nothing new. The holder's own session only: an advisor's tour is not theirs.
   */
  recordTour: {
    input: z.strictObject({
      accountCode,
      source: accountSource.optional(),
      event: z.enum(['offered', 'completed']),
    }),
    output: tourState,
  },
};
