import { Alert, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session-context';
import { useStockOrderTimeline } from '../api/stock-order';
import { useDepth, useExchanges, useStock } from '../api/stock-definition';
import { StocksPage } from '../components/page-frame';
import { LiveIndicator } from '../../../components/data/live-indicator';
import { useLiveQuotes } from '../live/use-live-quotes';
import { CandleChart } from './candle-chart';
import { DepthLadder } from './depth-ladder';

import { FormPanel } from './form-panel';
import {
  draftFromOrder,
  emptyDraft,
  isSameTradingDayAgain,
  type OrderDraft,
  type Stock,
} from './order-terms';
import { QuotePanel } from './quote-panel';
import { SymbolSearch } from './symbol-search';
import { TodayOrders } from './today-orders';
import { useStockOrderTexts } from './use-stock-order-texts';
import classes from '../../../components/order/order-page-layout.module.css';

/** What the URL asks for (`?symbol=00700&side=B`, `?again=<orderId>`). */
function useOrderQuery() {
  const [params, setParams] = useSearchParams();
  const symbol = params.get('symbol')?.trim().toUpperCase() || null;
  const sideText = params.get('side');
  const side: 'B' | 'S' | null = sideText === 'S' ? 'S' : sideText === 'B' ? 'B' : null;
  const againText = params.get('again');
  const again = againText && /^\d+$/.test(againText) ? Number(againText) : null;
  return { symbol, side, again, setParams };
}

/** The "place again" message and prefill (spec §9), once the earlier order has loaded. */
function usePlaceAgain(
  accountCode: string,
  orderId: number | null,
  onDraft: (draft: OrderDraft, symbol: string) => void,
) {
  const timeline = useStockOrderTimeline(accountCode, orderId);
  const order = timeline.data?.order ?? null;
  const applied = useRef<number | null>(null);
  useEffect(() => {
    if (!order || applied.current === order.orderId) return;
    applied.current = order.orderId;
    onDraft(draftFromOrder(order), order.symbol);
  }, [order, onDraft]);
  return { timeline, order };
}

/** The exchange's time zone (minute bars read in the exchange's clock). */
function useTimeZone(stock: Stock): string {
  const exchanges = useExchanges();
  return (
    exchanges.data?.find((exchange) => exchange.code === stock.exchange)?.timeZone ??
    (stock.exchange === 'US' ? 'America/New_York' : 'Asia/Hong_Kong')
  );
}

/** The live quote of a stock. */
function LiveQuote({ stock }: { stock: Stock }) {
  const live = useLiveQuotes([stock.symbol]);
  return (
    <QuotePanel
      stock={stock}
      quote={live.quotes.get(stock.symbol)}
      indicator={<LiveIndicator state={live.state} lastUpdateAt={live.lastUpdateAt} />}
    />
  );
}

/** The ten-level depth of a stock. */
function Depth(props: { stock: Stock; onPickPrice: (price: string) => void }) {
  const depth = useDepth(props.stock.symbol);
  return <DepthLadder stock={props.stock} depth={depth.data} onPickPrice={props.onPickPrice} />;
}

/** The candlestick chart of a stock. */
function Chart({ stock }: { stock: Stock }) {
  return <CandleChart stock={stock} timeZone={useTimeZone(stock)} />;
}

/**
 * `/stocks/order` (spec §2.5): the stock search, the live quote, chart and ten-level depth, the
 * order form with its preview and flow, and today's orders with modify and cancel. On a desktop
 * the market and the form sit side by side with the orders below; on a phone one column.
 */
export function OrderPage(props: { accountCode: string; tradePasswordPath: string }) {
  const { accountCode } = props;
  const { t } = useStockOrderTexts();
  const query = useOrderQuery();
  const session = useSession();
  const [symbol, setSymbol] = useState<string | null>(query.symbol);
  const [draft, setDraft] = useState<OrderDraft>(() => emptyDraft(query.side ?? 'B'));
  const onDraft = useCallback(
    (change: Partial<OrderDraft>) => setDraft((current) => ({ ...current, ...change })),
    [],
  );
  const again = usePlaceAgain(
    accountCode,
    query.again,
    useCallback((prefill: OrderDraft, againSymbol: string) => {
      setSymbol(againSymbol);
      setDraft(prefill);
    }, []),
  );
  const stockQuery = useStock(symbol);
  const stock = stockQuery.data?.stock ?? null;
  const live = useLiveQuotes(stock ? [stock.symbol] : []);
  const tradeDates = [...live.markets.values()].map((market) => market.tradeDate).sort();
  const pick = (next: string) => {
    setSymbol(next);
    setDraft((current) => ({ ...emptyDraft(current.side) }));
    query.setParams(
      (params) => {
        const kept = new URLSearchParams(params);
        kept.set('symbol', next);
        kept.delete('again');
        return kept;
      },
      { replace: true },
    );
  };
  const notice =
    query.again === null ? null : again.timeline.isPending ? (
      <Text size="sm" c="dimmed">
        {t('again.loading')}
      </Text>
    ) : !again.order ? (
      <Alert color="orange">{t('again.not_found', { orderId: query.again })}</Alert>
    ) : isSameTradingDayAgain(again.order.tradeDate, new Date()) ? (
      <Alert color="orange" role="alert" data-testid="again-same-day">
        {t('again.same_day', { orderId: again.order.orderId, date: again.order.tradeDate })}
      </Alert>
    ) : (
      <Alert color="blue" data-testid="again-prefilled">
        {t('again.prefilled', { orderId: again.order.orderId })}
      </Alert>
    );
  const card = (className: string | undefined, child: ReactNode, testId?: string) => (
    <Paper withBorder p="md" radius="md" className={className} data-testid={testId}>
      {child}
    </Paper>
  );
  return (
    <StocksPage title={t('title')}>
      <div className={classes.layout}>
        <div className={classes.market}>
          <Stack gap="xs" className={classes.search}>
            <SymbolSearch stock={stock} onPick={pick} />
            {symbol !== null && stockQuery.data && !stock ? (
              <Alert color="red" role="alert">
                {t('search.unknown', { symbol })}
              </Alert>
            ) : null}
            {stock ? null : (
              <Text size="sm" c="dimmed">
                {t('search.choose')}
              </Text>
            )}
          </Stack>
          {stock ? card(classes.quote, <LiveQuote stock={stock} />) : null}
          {stock ? card(classes.chart, <Chart stock={stock} />) : null}
          {stock
            ? card(
                classes.depth,
                <Depth stock={stock} onPickPrice={(price) => onDraft({ price })} />,
              )
            : null}
        </div>
        {stock ? (
          card(
            classes.form,
            <FormPanel
              accountCode={accountCode}
              stock={stock}
              draft={draft}
              onDraft={onDraft}
              tradePasswordPath={props.tradePasswordPath}
              notice={notice}
              quote={live.quotes.get(stock.symbol)}
            />,
            'order-form',
          )
        ) : (
          <div className={classes.form}>{notice}</div>
        )}
        {card(
          classes.orders,
          <TodayOrders
            accountCode={accountCode}
            tradeDate={tradeDates[0] ?? null}
            key={session?.sessionId}
          />,
        )}
      </div>
    </StocksPage>
  );
}
