import { accountsArea } from './accounts';
import { advisorsArea } from './advisors';
import { adminsArea } from './admins';
import type { AreaManifest } from './area';
import { assetsArea } from './assets';
import { cashArea } from './cash';
import { cryptosArea } from './cryptos';
import { fundsArea } from './funds';
import { newsArea } from './news';
import { notificationsArea } from './notifications';
import { plansArea } from './plans';
import { portfoliosArea } from './portfolios';
import { stocksArea } from './stocks';
import { usersArea } from './users';

/**
 * Every product area, in the main menu's order (spec §2.16: News, Funds, Stocks, Virtual Assets,
 * Assets, Cash, Account, Advisor, Admin); areas outside the menu last. A new area adds its
 * manifest here, and the route table and the navigation pick it up.
 */
export const areas: readonly AreaManifest[] = [
  newsArea,
  fundsArea,
  stocksArea,
  cryptosArea,
  assetsArea,
  cashArea,
  accountsArea,
  advisorsArea,
  adminsArea,
  usersArea,
  notificationsArea,
  portfoliosArea,
  plansArea,
];
