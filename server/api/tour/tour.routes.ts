import { tourContracts } from '../../../shared/contracts/tour';
import {
  findTourProgress,
  recordTourEvent,
  type TourProgress,
} from '../../repositories/tour.repository';
import { defineCall } from '../registry';

/**
 * The guided tour (issue 25, `/accounts/tour`, flag tour): whether it was offered and completed,
 * per account, so the web offers it once after the first login. Only the holder's own session
 * records it: an advisor acting for a client has not taken the client's tour.
 */

function stateOf(progress: TourProgress | undefined) {
  return {
    offeredAt: progress?.offeredAt?.toISOString() ?? null,
    completedAt: progress?.completedAt?.toISOString() ?? null,
    shouldOffer: !progress?.offeredAt,
  };
}

/** `tour/loadTourState`. */
export const loadTourStateCall = defineCall({
  service: 'tour',
  method: 'loadTourState',
  ...tourContracts.loadTourState,
  access: 'session',
  account: { field: 'accountCode', reach: 'client' },
  feature: 'tour',
  handler: async (_input, context) =>
    stateOf(await findTourProgress(context.db, context.client.accountId)),
});

/** `tour/recordTour`: the first offer and the first completion are kept. */
export const recordTourCall = defineCall({
  service: 'tour',
  method: 'recordTour',
  ...tourContracts.recordTour,
  access: 'session',
  account: { field: 'accountCode', reach: 'self' },
  feature: 'tour',
  handler: async ({ event }, context) =>
    stateOf(await recordTourEvent(context.db, context.client.accountId, event, context.now)),
});

/** The tour calls. */
export const tourCalls = [loadTourStateCall, recordTourCall];
