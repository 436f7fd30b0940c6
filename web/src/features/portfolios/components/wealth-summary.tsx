import { Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PortfolioTab } from '@shared/domain/asset-portfolio';
import { QueryState } from '../../../components/data/query-state';
import { useFormat } from '../../../lib/use-format';
import { useReportingCurrency } from '../../../lib/use-reporting-currency';
import { usePortfolioSummary, type PortfolioTabSummary } from '../api/portfolio';
import { AccountTag } from './account-tag';
import classes from './portfolio.module.css';
import { tabColour, tabTextKey } from './tab-texts';

/** The share bar: one segment a tab, as wide as its share; its words are the legend beside it. */
function ShareBar({ tabs, label }: { tabs: readonly PortfolioTabSummary[]; label: string }) {
  const shown = tabs.filter((tab) => tab.sharePercent !== null && Number(tab.sharePercent) > 0);
  return (
    <Box className={classes.bar} role="img" aria-label={label} data-testid="portfolio-share-bar">
      {shown.map((tab) => (
        <Box
          key={tab.key}
          className={classes.segment}
          style={{ width: `${tab.sharePercent ?? '0'}%`, background: tabColour[tab.key] }}
        />
      ))}
    </Box>
  );
}

/** One tab's part: its colour, name, value in the reporting currency, share, and accounts. */
function TabPart({ tab, currency }: { tab: PortfolioTabSummary; currency: string }) {
  const { t } = useTranslation('portfolio');
  const format = useFormat();
  return (
    <Paper withBorder p="sm" radius="md" className={classes.part} data-part={tab.key}>
      <div className={classes.partBody}>
        <Group gap={6} wrap="nowrap" className={classes.partName}>
          <span className={classes.swatch} style={{ background: tabColour[tab.key] }} />
          <Text size="sm" fw={600}>
            {t(tabTextKey[tab.key])}
          </Text>
        </Group>
        <Text
          fw={700}
          className={`${classes.figure} ${classes.partValue}`}
          data-testid={`portfolio-part-${tab.key}`}
        >
          {format.money(tab.value, currency)}
        </Text>
        <Text size="xs" c="dimmed" className={`${classes.figure} ${classes.partShare}`}>
          {t('summary.share', { share: format.percent(tab.sharePercent) })}
        </Text>
        <Stack gap={0} className={classes.partAccount}>
          {tab.accounts.length === 0 ? (
            <Text size="xs" c="dimmed">
              {t('summary.no_account')}
            </Text>
          ) : (
            tab.accounts.map((account) => (
              <AccountTag key={`${account.source}-${account.accountCode}`} account={account} />
            ))
          )}
        </Stack>
      </div>
    </Paper>
  );
}

/**
 * Above the portfolio's tabs (spec §2.8): the holder's whole wealth in the reporting currency,
 * each tab's share as a bar and in figures, and which account (code and source) holds each part.
 */
export function WealthSummary({
  accountCode,
  tabs,
}: {
  accountCode: string;
  tabs: readonly PortfolioTab[];
}) {
  const { t, i18n } = useTranslation('portfolio');
  const format = useFormat();
  // A Chinese page names the holder in Chinese where the book has the name (issue 31 §16).
  const isChinese = i18n.language !== 'en';
  const summary = usePortfolioSummary(accountCode, useReportingCurrency());
  return (
    <QueryState query={summary}>
      {(data) => {
        const currency = data.reportingCurrency;
        const parts = data.tabs.filter((tab) => tabs.includes(tab.key));
        const shares = parts
          .map((tab) => `${t(tabTextKey[tab.key])} ${format.percent(tab.sharePercent)}`)
          .join(', ');
        return (
          <Paper withBorder p="md" radius="md" data-testid="wealth-summary">
            <Stack gap="sm">
              <Group justify="space-between" align="flex-end" gap="xs">
                <Stack gap={2}>
                  <Text size="sm" c="dimmed">
                    {t('summary.total', { currency })}
                  </Text>
                  <Text
                    fz={{ base: 24, sm: 30 }}
                    fw={700}
                    className={classes.figure}
                    data-testid="portfolio-total"
                  >
                    {format.money(data.total, currency)}
                  </Text>
                </Stack>
                <Text size="xs" c="dimmed">
                  {t('summary.holder')}{' '}
                  <span translate="no">
                    {isChinese ? (data.holderChineseName ?? data.holderName) : data.holderName}
                  </span>{' '}
                  · {t('summary.at', { time: format.dateTime(data.at) })}
                </Text>
              </Group>
              <ShareBar tabs={parts} label={t('summary.bar_label', { shares })} />
              <SimpleGrid cols={{ base: 1, sm: 3, lg: Math.max(parts.length, 1) }} spacing="xs">
                {parts.map((tab) => (
                  <TabPart key={tab.key} tab={tab} currency={currency} />
                ))}
              </SimpleGrid>
            </Stack>
          </Paper>
        );
      }}
    </QueryState>
  );
}
