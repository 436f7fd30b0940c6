import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toDecimal, toPlainString } from '@shared/domain/decimal';
import { useCashBalances, useHeldCash } from '../../../lib/cash-balances';
import { useFormat } from '../../../lib/use-format';
import classes from './cash.module.css';
import { HeldCashList } from '../../../components/data/held-cash';

/**
 * The client's cash per currency: one card each, available as the headline, total under it;
 * where they differ, what holds the difference, item by item with a link each (issue 31 §12).
 */
export function CashBalances({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('cash');
  const format = useFormat();
  const balances = useCashBalances(accountCode);
  const rows = balances.data?.balances ?? [];
  const isHolding = rows.some((row) => !toDecimal(row.total).eq(row.available));
  const held = useHeldCash(accountCode, isHolding);
  if (rows.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" aria-label={t('balances.title')}>
      {rows.map((row) => {
        const difference = toDecimal(row.total).sub(row.available);
        return (
          <Paper key={row.currency} withBorder p="sm" radius="md" data-balance={row.currency}>
            <Stack gap={4}>
              <div>
                <Text size="xs" c="dimmed">
                  {t('balances.available', { currency: row.currency })}
                </Text>
                <Text fw={600} className={classes.figure} data-testid={`available-${row.currency}`}>
                  {format.money(row.available, row.currency)}
                </Text>
                <Text size="xs" c="dimmed" className={classes.figure}>
                  {t('balances.total', { amount: format.money(row.total, row.currency) })}
                </Text>
              </div>
              {difference.isZero() ? null : (
                <div data-testid={`held-${row.currency}`}>
                  <Text size="xs" c="dimmed" className={classes.figure}>
                    {t('held.heading', {
                      amount: format.money(toPlainString(difference), row.currency),
                    })}
                  </Text>
                  <HeldCashList currency={row.currency} items={held.data?.items ?? []} />
                </div>
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
