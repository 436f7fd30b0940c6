import { Alert, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';
import type { StockQuote } from '@shared/contracts/stock-definition';
import { isTradingSuspended } from '@shared/domain/stock-order-rules';
import { ApiError } from '../../../lib/api-client';
import { useTradingPermission } from '../api/stock-order';
import { useExchanges } from '../api/stock-definition';
import { OrderForm } from './order-form';
import type { OrderDraft, Stock } from './order-terms';
import { useStockOrderTexts } from './use-stock-order-texts';

/** Whether a failed read is the server refusing this session for the client (spec §6). */
const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** The order form once the stock and the client's permission on its exchange are known. */
export function FormPanel(props: {
  accountCode: string;
  stock: Stock;
  draft: OrderDraft;
  onDraft: (change: Partial<OrderDraft>) => void;
  tradePasswordPath: string;
  notice: ReactNode;
  quote: StockQuote | undefined;
}) {
  const { accountCode, stock } = props;
  const { t } = useStockOrderTexts();
  const permission = useTradingPermission(accountCode, stock.exchange);
  const exchanges = useExchanges();
  const [isRefused, setRefused] = useState(false);
  const onRefused = useCallback(() => setRefused(true), []);
  if (isForbidden(permission.error) || (isRefused && !permission.data)) {
    return (
      <Alert color="red" role="alert" data-testid="order-no-permission">
        {t('form.no_permission')}
      </Alert>
    );
  }
  if (!permission.data) {
    return (
      <Text size="sm" c="dimmed">
        {t('form.loading')}
      </Text>
    );
  }
  if (isTradingSuspended(permission.data)) {
    return (
      <Alert color="orange" role="alert" data-testid="trading-suspended">
        {t('form.suspended', { exchange: stock.exchange })}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('form.heading')}
      </Title>
      <OrderForm
        key={stock.symbol}
        accountCode={accountCode}
        stock={stock}
        quote={props.quote}
        permission={permission.data}
        exchangeId={
          exchanges.data?.find((exchange) => exchange.code === stock.exchange)?._id ?? null
        }
        draft={props.draft}
        onDraft={props.onDraft}
        tradePasswordPath={props.tradePasswordPath}
        notice={props.notice}
        isRefused={isRefused}
        onRefused={onRefused}
      />
    </Stack>
  );
}
