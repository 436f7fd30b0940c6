import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data/data-table';
import { QueryState } from '../../../components/data/query-state';
import { CancelOutcome } from '../../../components/order/cancel-outcome';
import { CancelOrderButton } from '../../../components/order/order-history';
import { useFormat } from '../../../lib/use-format';
import { useCancelCryptoOrder, useCryptoOrders, type CryptoOrder } from '../api/crypto-order';
import { pairLabel, useCryptoTexts } from '../hooks/use-crypto-texts';
import { usePairRules } from '../hooks/use-pair-rules';
import { OrdersTable } from './orders-table';

/** The words of a cancel's question: which order, what it asks for. */
export function useCancelQuestion() {
  const { t } = useTranslation('cryptos');
  const texts = useCryptoTexts();
  const format = useFormat();
  const rules = usePairRules();
  return (order: CryptoOrder) =>
    t('orders.cancel_question', {
      side: texts.side(order.side),
      pair: pairLabel(order.pair),
      size:
        order.sizing === 'amount' && order.amount !== null
          ? format.money(order.amount, order.quoteCurrency)
          : `${format.quantity(order.quantity ?? '0', rules.quantityDecimals(order.pair))} ${order.base}`,
      price:
        order.price === null
          ? texts.orderType('market')
          : `${order.quoteCurrency} ${format.price(order.price, rules.priceDecimals(order.pair))}`,
    });
}

/** What a cancel's answer came to, in words. */
export function useCancelOutcomeText() {
  const { t } = useTranslation('order');
  const texts = useCryptoTexts();
  return (answer: { result: number; order: CryptoOrder | null } | undefined) =>
    answer === undefined
      ? null
      : answer.result === 0
        ? t('history.cancelled', { orderId: answer.order?.orderId ?? '' })
        : texts.t('orders.cancel_failed', { text: texts.withCode(answer.result) });
}

/**
 * The client's open orders (open and partially filled, every pair) under the order form, each
 * with its cancel, asked first.
 */
export function OpenOrders({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('cryptos');
  const orders = useCryptoOrders({ accountCode, openOnly: true, pageIndex: 0, pageSize: 50 });
  const cancel = useCancelCryptoOrder(accountCode);
  const question = useCancelQuestion();
  const outcomeText = useCancelOutcomeText();
  const endColumns: Column<CryptoOrder>[] = [
    {
      key: 'cancel',
      heading: '',
      phone: 'action',
      cell: (order) =>
        order.canCancel ? (
          <CancelOrderButton
            orderId={order.orderId}
            question={question(order)}
            onCancel={() => cancel.mutate(order.orderId)}
          />
        ) : null,
    },
  ];
  return (
    <Stack gap="sm" data-testid="open-orders">
      <Title order={2} size="h4">
        {t('orders.open_heading')}
      </Title>
      <CancelOutcome
        text={outcomeText(cancel.data)}
        isCancelled={cancel.data?.result === 0}
        error={cancel.error}
      />
      <QueryState
        query={orders}
        isEmpty={(data) => data.orders.length === 0}
        emptyText={t('orders.none_open')}
      >
        {(data) => (
          <OrdersTable
            orders={data.orders}
            caption={t('orders.open_heading')}
            endColumns={endColumns}
          />
        )}
      </QueryState>
    </Stack>
  );
}
