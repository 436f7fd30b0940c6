import { corporateActionCalls } from '../api/corporate-action/corporate-action.routes';
import { createEmbeddedCorporateActions } from '../backoffice/gateway/corporate-actions/embedded-corporate-actions';
import {
  corporateActionJobHandlers,
  queueCorporateActionSync,
} from '../backoffice/gateway/corporate-actions/corporate-action-steps';
import { builtAtFirstRead } from '../market-data/simulated-feed-context';
import { createSimulatedCorporateActionFeed } from '../market-data/simulated-corporate-actions';
import { defineArea } from './server-area';

/** Corporate actions: entitlements, elections and payments on the books. */
export const corporateActionsArea = defineArea({
  name: 'corporate-actions',
  calls: corporateActionCalls,
  // Dated from the kept anchor, so a restart on a later day finds the same events.
  marketData: ({ corporateActionAnchor, anchorDay }) => ({
    corporateActions: builtAtFirstRead(() =>
      createSimulatedCorporateActionFeed(corporateActionAnchor ?? anchorDay()),
    ),
  }),
  gateway: (deps) => ({ corporateActions: createEmbeddedCorporateActions(deps) }),
  jobs: (deps) => corporateActionJobHandlers({ feed: deps.corporateActions }),
  // The events follow the feed daily; the first sync runs at once.
  atStart: ({ db, now }) => queueCorporateActionSync(db, now),
});
