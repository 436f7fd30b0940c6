import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCashBalances } from '../../../lib/cash-balances';
import { useFormat } from '../../../lib/use-format';
import classes from './cash.module.css';

/** The client's cash per currency: one card each, available as the headline, total under it. */
export function CashBalances({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('cash');
  const format = useFormat();
  const balances = useCashBalances(accountCode);
  const rows = balances.data?.balances ?? [];
  if (rows.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" aria-label={t('balances.title')}>
      {rows.map((row) => (
        <Paper key={row.currency} withBorder p="sm" radius="md" data-balance={row.currency}>
          <Text size="xs" c="dimmed">
            {t('balances.available', { currency: row.currency })}
          </Text>
          <Text fw={600} className={classes.figure} data-testid={`available-${row.currency}`}>
            {format.money(row.available, row.currency)}
          </Text>
          <Text size="xs" c="dimmed" className={classes.figure}>
            {t('balances.total', { amount: format.money(row.total, row.currency) })}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
