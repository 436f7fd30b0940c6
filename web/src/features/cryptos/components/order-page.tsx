import { NativeSelect, Paper, Stack } from '@mantine/core';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LiveIndicator } from '../../../components/data/live-indicator';
import { QueryState } from '../../../components/data/query-state';
import { useFormat } from '../../../lib/use-format';
import { pairLabel } from '../hooks/use-crypto-texts';
import { useLiveCryptoQuotes } from '../hooks/use-live-crypto-quotes';
import { usePairRules } from '../hooks/use-pair-rules';
import { DepthLadder } from './depth-ladder';
import { OpenOrders } from './open-orders';
import { OrderForm } from './order-form';
import { emptyDraft, type CryptoDraft } from './order-terms';
import { CryptosPage } from './page-frame';
import { PriceChart } from './price-chart';
import { QuotePanel } from './quote-panel';
import classes from '../../../components/order/order-page-layout.module.css';

/** The pair the page opens on when the URL names none. */
const DEFAULT_PAIR = 'BTC-USD';

/**
 * `/cryptos/order` (spec §2.6): the pair picker (`?pair=BTC-USD`), the live quote, the chart and
 * ten levels of depth, the order form with its preview and flow, and the open orders with cancel.
 * On a desktop the market and the form sit side by side with the orders below; on a phone one
 * column.
 */
export function OrderPage(props: { accountCode: string; tradePasswordPath: string }) {
  const { t } = useTranslation('cryptos');
  const [params, setParams] = useSearchParams();
  const format = useFormat();
  const rules = usePairRules();
  const asked = params.get('pair')?.trim().toUpperCase() || DEFAULT_PAIR;
  const pair = rules.byId.get(asked) ?? rules.pairs.data?.pairs[0] ?? null;
  const ids = useMemo(() => (pair ? [pair.pair] : []), [pair]);
  const live = useLiveCryptoQuotes(ids);
  const quote = pair ? live.quotes.get(pair.pair) : undefined;
  // The draft belongs to its pair: another pair starts a fresh one (same side).
  const [drafted, setDrafted] = useState<{ pair: string; draft: CryptoDraft }>({
    pair: asked,
    draft: emptyDraft(),
  });
  const draft = drafted.pair === pair?.pair ? drafted.draft : emptyDraft(drafted.draft.side);
  const pairId = pair?.pair ?? '';
  const onDraft = useCallback(
    (change: Partial<CryptoDraft>) =>
      setDrafted((current) => ({
        pair: pairId,
        draft: {
          ...(current.pair === pairId ? current.draft : emptyDraft(current.draft.side)),
          ...change,
        },
      })),
    [pairId],
  );
  const card = (className: string | undefined, child: ReactNode, testId?: string) => (
    <Paper withBorder p="md" radius="md" className={className} data-testid={testId}>
      {child}
    </Paper>
  );
  return (
    <CryptosPage title={t('order.title')}>
      <div className={classes.layout}>
        <div className={classes.market}>
          <Stack gap="xs" className={classes.search}>
            <NativeSelect
              label={t('order.pair')}
              value={pair?.pair ?? ''}
              onChange={(event) => {
                const next = event.currentTarget.value;
                setParams((current) => {
                  const kept = new URLSearchParams(current);
                  kept.set('pair', next);
                  return kept;
                });
              }}
              data={(rules.pairs.data?.pairs ?? []).map((each) => ({
                value: each.pair,
                label: `${pairLabel(each.pair)} · ${format.text(each.name)}`,
              }))}
            />
            <QueryState query={rules.pairs}>{() => null}</QueryState>
          </Stack>
          {pair
            ? card(
                classes.quote,
                <QuotePanel
                  pair={pair}
                  quote={quote}
                  indicator={
                    <LiveIndicator
                      area="cryptos"
                      state={live.state}
                      lastUpdateAt={live.lastUpdateAt}
                    />
                  }
                />,
              )
            : null}
          {pair ? card(classes.chart, <PriceChart key={pair.pair} pair={pair} />) : null}
          {pair
            ? card(
                classes.depth,
                <DepthLadder
                  pair={pair}
                  onPickPrice={(price) => onDraft({ orderType: 'limit', price })}
                />,
              )
            : null}
        </div>
        {pair
          ? card(
              classes.form,
              <OrderForm
                key={pair.pair}
                accountCode={props.accountCode}
                pair={pair}
                quote={quote}
                draft={draft}
                onDraft={onDraft}
                tradePasswordPath={props.tradePasswordPath}
              />,
              'order-form',
            )
          : null}
        {card(classes.orders, <OpenOrders accountCode={props.accountCode} />)}
      </div>
    </CryptosPage>
  );
}
