import { ipoCalls } from '../api/ipo/ipo.routes';
import { createEmbeddedIpo } from '../backoffice/gateway/ipo/embedded-ipo';
import {
  ipoAnnouncementHandlers,
  queueIpoAnnouncements,
} from '../backoffice/gateway/ipo/ipo-announcements';
import { ipoJobHandlers } from '../backoffice/gateway/ipo/ipo-steps';
import { builtAtFirstRead } from '../market-data/simulated-feed-context';
import { createSimulatedIpoFeed } from '../market-data/simulated-ipos';
import { defineArea } from './server-area';

/** IPO subscriptions: applications, allotment, financing and listing. */
export const ipoArea = defineArea({
  name: 'ipo',
  calls: ipoCalls,
  marketData: ({ anchorDay }) => ({
    ipos: builtAtFirstRead(() => createSimulatedIpoFeed(anchorDay())),
  }),
  gateway: (deps) => ({ ipo: createEmbeddedIpo(deps) }),
  jobs: (deps) => ({
    ...ipoJobHandlers({ feed: deps.ipos }),
    ...ipoAnnouncementHandlers({ feed: deps.ipos, isOn: deps.brand.features.ipo }),
  }),
  // Clients hear of each IPO as it opens for application (spec §2.18).
  atStart: async ({ db, now, brand }) => {
    if (brand.features.ipo) await queueIpoAnnouncements(db, now);
  },
});
