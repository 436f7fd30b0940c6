import { accountsArea } from './accounts.area';
import { assetsArea } from './assets.area';
import { adminArea } from './admin.area';
import { adminContentArea } from './admin-content.area';
import { adminPlansArea } from './admin-plans.area';
import { advisorsArea } from './advisors.area';
import { cashArea } from './cash.area';
import { corporateActionsArea } from './corporate-actions.area';
import { cryptosArea } from './cryptos.area';
import { fundsArea } from './funds.area';
import { ipoArea } from './ipo.area';
import { newsArea } from './news.area';
import { notificationsArea } from './notifications.area';
import { plansArea } from './plans.area';
import { portalArea } from './portal.area';
import { stocksArea } from './stocks.area';
import { tradeDocumentsArea } from './trade-documents.area';

/**
 * Every server area, the one list the composition root reads: the calls, the back office's ports,
 * the demo book and the start-up work all come from here. The demo book is seeded in this order,
 * after the accounts.
 */
export const serverAreas = [
  portalArea,
  accountsArea,
  fundsArea,
  stocksArea,
  notificationsArea,
  newsArea,
  cashArea,
  tradeDocumentsArea,
  corporateActionsArea,
  ipoArea,
  cryptosArea,
  assetsArea,
  plansArea,
  adminArea,
  adminContentArea,
  adminPlansArea,
  advisorsArea,
] as const;
