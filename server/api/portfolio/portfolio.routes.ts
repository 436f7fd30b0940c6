import { findAccountProfile } from '../../repositories/account-profile.repository';
import { portfolioContracts } from '../../../shared/contracts/portfolio';
import { sharePercent } from '../../../shared/domain/asset-holding';
import { portfolioTabs, type PortfolioTab } from '../../../shared/domain/asset-portfolio';
import { sumDecimals } from '../../../shared/domain/decimal';
import { findHolderAccounts } from '../../repositories/holder.repository';
import { defineCall } from '../registry';
import { assetLines, fosLines, gatewayLines, type PortfolioLine } from './portfolio-tabs';

/**
 * `portfolio/loadPortfolio` (issue 24, spec §2.8): the holder's whole wealth in the reporting
 * currency across their accounts of both sources and their manual assets, each tab's share, and
 * which account holds what. The account the input names is the session's (or an advisor's linked
 * client's); the holder's other accounts are read through their own back office's port and shown
 * read-only.
 */
export const loadPortfolioCall = defineCall({
  service: 'portfolio',
  method: 'loadPortfolio',
  ...portfolioContracts.loadPortfolio,
  access: 'session',
  account: { field: 'accountCode', reach: 'client' },
  feature: 'portfolio',
  handler: async ({ reportingCurrency }, context) => {
    const tabs = portfolioTabs(context.config.brand.features);
    const accounts = await findHolderAccounts(context.db, context.client.accountId);
    const [perAccount, assets] = await Promise.all([
      Promise.all(
        accounts.map((account) =>
          account.source === 'gateway'
            ? gatewayLines(context, account, tabs, reportingCurrency)
            : fosLines(context, account, tabs, reportingCurrency),
        ),
      ),
      tabs.includes('assets')
        ? assetLines(context, accounts, reportingCurrency)
        : Promise.resolve(new Map<number, PortfolioLine[]>()),
    ]);
    const readOnly = (source: string) => source !== context.client.source;
    const linesOf = (tab: PortfolioTab, index: number, accountId: number) =>
      tab === 'assets' ? (assets.get(accountId) ?? []) : (perAccount[index]?.[tab] ?? []);
    const summaries = tabs.map((key) => {
      const holders = accounts.flatMap((account, index) => {
        const lines = linesOf(key, index, account.id);
        return lines.length === 0
          ? []
          : [
              {
                accountCode: account.accountCode,
                source: account.source,
                // Manual assets are the holder's own from either session.
                readOnly: key !== 'assets' && readOnly(account.source),
                value: sumDecimals(lines.map((line) => line.valueReporting)),
                lines,
              },
            ];
      });
      return { key, value: sumDecimals(holders.map((holder) => holder.value)), accounts: holders };
    });
    const total = sumDecimals(summaries.map((summary) => summary.value));
    return {
      reportingCurrency,
      holderName: context.client.holderName,
      holderChineseName:
        (await findAccountProfile(context.db, context.client.accountId))?.chineseName ?? null,
      accounts: accounts.map((account) => ({
        accountCode: account.accountCode,
        source: account.source,
        isActing: account.id === context.client.accountId,
        readOnly: readOnly(account.source),
      })),
      total,
      tabs: summaries.map((summary) => ({
        ...summary,
        sharePercent: sharePercent(summary.value, total),
      })),
      at: context.now.toISOString(),
    };
  },
});

/** The `portfolio` service's calls (brand flag portfolio). */
export const portfolioCalls = [loadPortfolioCall];
