import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currencyFor } from '@shared/domain/currency';
import { toDecimal } from '@shared/domain/decimal';
import { indicativePair, pairRateDecimals, quotedPairOf } from '@shared/domain/fx-pair';
import { PreviewRows } from '../../../components/data/preview-rows';
import { MaxInput } from '../../../components/order/max-input';
import { Safeguards } from '../../../components/order/order-flow';
import { useCashBalances } from '../../../lib/cash-balances';
import { apiErrorMessage, MessageAlert } from '../../../lib/message';
import { useOrderPlacement } from '../../../lib/use-order-placement';
import { useFormat } from '../../../lib/use-format';
import {
  cashEffects,
  placeCash,
  useCashProfile,
  useQuoteFx,
  type CashProfile,
  type FxAnswer,
  type FxQuote,
} from '../api/cash';
import { useCashOptions } from '../area-options';
import { useCashTexts } from '../cash-texts';
import { cashPaths } from '../paths';
import { CashBalances } from './cash-balances';
import classes from './cash.module.css';
import { CashPage, QueryState } from './cash-page';
import { isAmount, useAmountError } from './deposit-page';
import { floorTo } from './withdraw-page';

/** The codes after which only a new quote helps. */
const NEEDS_NEW_QUOTE = ['210', '211', '212', '213', '214'];

/** The seconds a quote stays firm from `deadline` on this device's clock, ticking. */
function useSecondsLeft(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** A firm quote: the amounts, the rate, and a countdown of its firm seconds. */
function QuoteView(props: {
  quote: FxQuote;
  secondsLeft: number;
  hkdRates: Readonly<Record<string, string>>;
}) {
  const { quote, secondsLeft, hkdRates } = props;
  const { t } = useTranslation('cash');
  const format = useFormat();
  const pairRate = (rate: string) => {
    const pair = quotedPairOf(quote.sellCurrency, quote.buyCurrency, rate, hkdRates);
    return t('exchange.pair_rate', {
      pair: `${pair.base}/${pair.quote}`,
      rate: format.number(pair.rate, pairRateDecimals(pair.rate)),
    });
  };
  const rows: [string, string][] = [
    [t('exchange.you_sell'), format.money(quote.sellAmount, quote.sellCurrency)],
    [t('exchange.you_buy'), format.money(quote.buyAmount, quote.buyCurrency)],
    [t('exchange.rate'), pairRate(quote.rate)],
    [t('exchange.mid_rate'), pairRate(quote.midRate)],
    [t('exchange.quoted_at'), format.dateTime(quote.quotedAt)],
  ];
  const isExpired = secondsLeft === 0;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <PreviewRows rows={rows} />
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600} role="timer" aria-live="off" data-testid="quote-countdown">
            {isExpired ? t('exchange.expired') : t('exchange.firm_for', { seconds: secondsLeft })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('exchange.firm_total', { seconds: quote.validSeconds })}
          </Text>
        </Group>
        <Progress
          value={(secondsLeft / Math.max(1, quote.validSeconds)) * 100}
          color={secondsLeft <= 5 ? 'orange' : 'blue'}
          aria-hidden
          transitionDuration={250}
        />
      </Stack>
    </Paper>
  );
}

/**
 * The pair's indicative mid rate before any quote (issue 31 §14), quoted as Hong Kong readers
 * quote it (USD/HKD 7.8000); the firm rate comes with the quote.
 */
function IndicativeRate(props: { sell: string; buy: string; profile: CashProfile }) {
  const { t } = useTranslation('cash');
  const format = useFormat();
  const pair = indicativePair(props.sell, props.buy, props.profile.fx.hkdRates);
  if (!pair || props.sell === props.buy) return null;
  return (
    <Group gap="xs" data-testid="fx-indicative">
      <Text size="sm">{t('exchange.indicative')}</Text>
      <Text size="sm" fw={600} className={classes.figure} translate="no">
        {t('exchange.indicative_value', {
          pair: `${pair.base}/${pair.quote}`,
          rate: format.number(pair.rate, pairRateDecimals(pair.rate)),
        })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('exchange.indicative_note')}
      </Text>
    </Group>
  );
}

function ExchangeForm({ accountCode, profile }: { accountCode: string; profile: CashProfile }) {
  const { t } = useTranslation('cash');
  const texts = useCashTexts();
  const { tradePasswordPath } = useCashOptions();
  const format = useFormat();
  const balances = useCashBalances(accountCode);
  const currencies = profile.currencies;
  const [sell, setSell] = useState(currencies[0] ?? 'HKD');
  const [buy, setBuy] = useState(currencies.find((code) => code !== sell) ?? '');
  const [amount, setAmount] = useState('');
  const [deadline, setDeadline] = useState<number | null>(null);
  const quote = useQuoteFx();
  const flow = useOrderPlacement<
    { accountCode: string; quoteId: string; sellAmount: string; buyAmount: string },
    FxAnswer
  >({
    accountCode,
    hasRiskWarning: false,
    place: placeCash.fx,
    invalidates: cashEffects(accountCode),
  });
  const firm = quote.data?.result === '0' ? quote.data.quote : null;
  const secondsLeft = useSecondsLeft(firm ? deadline : null);
  const places = currencyFor(sell).precision;
  const available = balances.data?.balances.find((row) => row.currency === sell)?.available ?? '0';
  const valid = isAmount(amount, places);
  const isOver = valid && toDecimal(amount).gt(available);
  const overText = t('rule.at_most_available', {
    amount: format.money(floorTo(available, places), sell),
  });
  const error =
    useAmountError(amount, sell) ??
    (sell === buy ? texts.result('201') : isOver ? overText : undefined);
  const canQuote = valid && !isOver && sell !== buy && buy !== '';
  const askQuote = () => {
    flow.placement.reset();
    const sentAt = Date.now();
    quote.mutate(
      { accountCode, sellCurrency: sell, buyCurrency: buy, sellAmount: amount },
      {
        onSuccess: (answer) => {
          if (answer.result !== '0' || !answer.quote) return;
          // Firm from when it was asked, on this device's clock (the server's may differ).
          setDeadline(sentAt + answer.quote.validSeconds * 1000);
          flow.setStep('confirm');
        },
      },
    );
  };
  const back = () => {
    quote.reset();
    flow.placement.reset();
    flow.setStep('edit');
  };
  const executed = flow.placement.data;
  if (flow.step === 'done' && executed?.quote) {
    const done = executed.quote;
    return (
      <Stack>
        <Alert color="green" role="status">
          {t('exchange.done', {
            sold: format.money(done.sellAmount, done.sellCurrency),
            bought: format.money(done.buyAmount, done.buyCurrency),
          })}
        </Alert>
        <Group>
          <Button
            onClick={() => {
              back();
              flow.restart();
              setAmount('');
            }}
          >
            {t('exchange.again')}
          </Button>
          <Button component={Link} to={cashPaths.movement} variant="default">
            {t('exchange.view_movements')}
          </Button>
        </Group>
      </Stack>
    );
  }
  const isConfirming = flow.step === 'confirm' && firm !== null;
  const refusedCode = executed && executed.result !== '0' ? executed.result : null;
  const needsNewQuote =
    secondsLeft === 0 || (refusedCode !== null && NEEDS_NEW_QUOTE.includes(refusedCode));
  const swap = () => {
    setSell(buy);
    setBuy(sell);
  };
  return (
    <Stack>
      <fieldset
        disabled={isConfirming || quote.isPending}
        style={{ border: 0, padding: 0, margin: 0 }}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NativeSelect
            label={t('exchange.sell')}
            value={sell}
            data={currencies}
            onChange={(event) => {
              const next = event.currentTarget.value;
              if (next === buy) swap();
              else setSell(next);
            }}
          />
          <NativeSelect
            label={t('exchange.buy')}
            value={buy}
            data={currencies}
            onChange={(event) => {
              const next = event.currentTarget.value;
              if (next === sell) swap();
              else setBuy(next);
            }}
          />
          <MaxInput
            label={t('exchange.amount', { currency: sell })}
            value={amount}
            error={error}
            onChange={setAmount}
            max={floorTo(available, places)}
          />
        </SimpleGrid>
      </fieldset>
      {isConfirming ? null : <IndicativeRate sell={sell} buy={buy} profile={profile} />}
      <Text size="xs" c="dimmed">
        {t('exchange.note', {
          seconds: profile.fx.quoteSeconds,
          available: format.money(available, sell),
        })}
      </Text>
      {quote.data && quote.data.result !== '0' ? (
        <Alert color="red" role="alert">
          {texts.refusal(quote.data)}
        </Alert>
      ) : null}
      {quote.error ? <MessageAlert message={apiErrorMessage(quote.error)} /> : null}
      {isConfirming ? (
        <>
          <Title order={2} size="h4">
            {t('exchange.confirm_title')}
          </Title>
          <QuoteView quote={firm} secondsLeft={secondsLeft} hkdRates={profile.fx.hkdRates} />
          {!needsNewQuote ? (
            <Safeguards
              flow={flow}
              riskWarning={null}
              texts={texts.flow}
              tradePasswordPath={tradePasswordPath}
            />
          ) : null}
          {refusedCode ? (
            <Alert color="red" role="alert">
              {texts.refusal(executed!)}
            </Alert>
          ) : null}
          {flow.placement.error ? (
            <MessageAlert message={apiErrorMessage(flow.placement.error)} />
          ) : null}
          <Group>
            <Button variant="default" onClick={back}>
              {texts.flow.back}
            </Button>
            {needsNewQuote ? (
              <Button loading={quote.isPending} onClick={askQuote}>
                {t('exchange.new_quote')}
              </Button>
            ) : (
              <Button
                loading={flow.placement.isPending}
                disabled={!flow.canPlace}
                onClick={() =>
                  flow.submit({
                    accountCode,
                    quoteId: firm.quoteId,
                    sellAmount: firm.sellAmount,
                    buyAmount: firm.buyAmount,
                  })
                }
              >
                {t('exchange.confirm')}
              </Button>
            )}
          </Group>
          {!needsNewQuote && flow.blocker === 'tradePassword' ? (
            <Text size="sm" c="dimmed">
              {texts.flow.needsTradePassword}
            </Text>
          ) : null}
        </>
      ) : (
        <Stack gap={6}>
          <Group>
            <Button loading={quote.isPending} disabled={!canQuote} onClick={askQuote}>
              {t('exchange.get_quote')}
            </Button>
          </Group>
          {!canQuote ? (
            <Text size="sm" c="dimmed">
              {amount === '' ? t('form.needs_input') : t('form.needs_fix')}
            </Text>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * `/cashes/exchange` (spec §2.10, with FX): a currency pair and an amount give a live quote, firm
 * for its stated seconds with a countdown; confirming before it runs out converts at exactly the
 * quoted amounts, else a new quote is asked for.
 */
export function ExchangePage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('cash');
  const profile = useCashProfile(accountCode);
  return (
    <CashPage title={t('exchange.title')}>
      <CashBalances accountCode={accountCode} />
      <QueryState query={profile}>
        {(data) =>
          data.currencies.length < 2 ? (
            <Alert color="gray">{t('result.fx_invalid_currency')}</Alert>
          ) : (
            <ExchangeForm accountCode={accountCode} profile={data} />
          )
        }
      </QueryState>
    </CashPage>
  );
}
