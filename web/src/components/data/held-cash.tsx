import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toDecimal, toPlainString } from '@shared/domain/decimal';
import { useHeldCash, type HeldCashItem } from '../../lib/cash-balances';
import { useFormat } from '../../lib/use-format';
import classes from './held-cash.module.css';

/**
 * Where each item is seen, opened on it (spec §2.10, §2.18; the pages' item parameters of
 * shared/domain/notification.ts): a withdrawal in the requests, an order's timeline in its
 * history, an IPO application's card; proceeds in the movements; the rest nowhere.
 */
function targetOf(item: HeldCashItem): string | null {
  const id = String(item.id ?? '');
  switch (item.kind) {
    case 'withdrawal':
      return `/cashes/history?request=${id}`;
    case 'stockOrder':
      return `/stocks/history?order=${id}`;
    case 'fundOrder':
      return `/funds/history?order=${id}`;
    case 'ipo':
      return `/stocks/ipo?code=${encodeURIComponent(item.code ?? '')}`;
    case 'pendingSettlement':
      return '/cashes/movement';
    case 'other':
      return null;
  }
}

/** An item's words: what holds the cash, with its number or code. */
function useItemText() {
  const { t } = useTranslation('cash');
  return (item: HeldCashItem) => {
    const values = { id: item.id ?? '', code: item.code ?? '' };
    switch (item.kind) {
      case 'withdrawal':
        return t('held.withdrawal', values);
      case 'stockOrder':
        return t('held.stock_order', values);
      case 'fundOrder':
        return t('held.fund_order', values);
      case 'ipo':
        return t('held.ipo', values);
      case 'pendingSettlement':
        return t('held.pending_settlement');
      case 'other':
        return t('held.other');
    }
  };
}

/**
 * What holds a currency's cash that is not available (issue 31 §12): one line per item with its
 * amount and a link to where it is seen; the lines add up to total minus available.
 */
export function HeldCashList({
  currency,
  items,
}: {
  currency: string;
  items: readonly HeldCashItem[];
}) {
  const { t } = useTranslation('cash');
  const format = useFormat();
  const text = useItemText();
  const rows = items.filter((item) => item.currency === currency);
  if (rows.length === 0) return null;
  return (
    <Stack
      gap={2}
      component="ul"
      aria-label={t('held.list', { currency })}
      className={classes.list}
    >
      {rows.map((item) => {
        const target = targetOf(item);
        const label = text(item);
        return (
          <Group
            key={`${item.kind}-${item.id ?? ''}`}
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="xs"
            data-held={item.kind}
          >
            {target ? (
              <Anchor component={Link} to={target} size="xs">
                {label}
              </Anchor>
            ) : (
              <Text size="xs">{label}</Text>
            )}
            <Text size="xs" className={classes.figure}>
              {format.money(item.amount, item.currency)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}

/** A currency's cash as a balances table shows it. */
type CashLine = { currency: string; available: string; total: string };

/**
 * Under a table of cash per currency (the funds portfolio's cash, the portfolio's balances):
 * for each currency whose total and available cash differ, what holds the difference, item by
 * item with a link each (issue 31 §12). Nothing is asked of the server while none differ.
 */
export function HeldCashBreakdown({
  accountCode,
  lines,
}: {
  accountCode: string;
  lines: readonly CashLine[];
}) {
  const { t } = useTranslation('cash');
  const format = useFormat();
  const holding = lines.filter((line) => !toDecimal(line.total).eq(line.available));
  const held = useHeldCash(accountCode, holding.length > 0);
  if (holding.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="held-cash">
      {holding.map((line) => (
        <div key={line.currency} data-held-currency={line.currency}>
          <Text size="xs" c="dimmed" className={classes.figure}>
            {t('held.heading', {
              amount: format.money(
                toPlainString(toDecimal(line.total).sub(line.available)),
                line.currency,
              ),
            })}
          </Text>
          <HeldCashList currency={line.currency} items={held.data?.items ?? []} />
        </div>
      ))}
    </Stack>
  );
}
