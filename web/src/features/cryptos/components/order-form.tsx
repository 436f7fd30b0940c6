import { Alert, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { OrderFlow } from '../../../components/order/order-flow';
import { orderFieldClasses } from '../../../components/order/max-input';
import { useSideColour } from '../../../components/order/side-colour';
import { useOrderFlowTexts } from '../../../components/order/order-texts';
import { useOrderSettings } from '../../../lib/order-settings';
import type { CryptoPair, CryptoQuote } from '../api/crypto-market';
import { cryptoOrderEffects, placeCryptoOrder, type CryptoOrderPreview } from '../api/crypto-order';
import { useCryptoTexts } from '../hooks/use-crypto-texts';
import { cryptoPaths } from '../paths';
import { CodeText, MaxFigures, PreviewFigures, useDebouncedPreview } from './order-preview';
import {
  capacityOf,
  fieldOfCode,
  isFigureInvalid,
  termsOf,
  type CryptoDraft,
  type CryptoTerms,
} from './order-terms';

/** The best price on the other side: the ask for a buy, the bid for a sell. */
const bestPriceOf = (quote: CryptoQuote | undefined, side: 'B' | 'S') =>
  quote ? (side === 'B' ? quote.ask : quote.bid) : null;

/**
 * The crypto order form (spec §2.6): side, market or limit, sized by quantity or by amount, a
 * limit price pre-filled from the best bid or ask, the size at the asset's decimals, max buy and
 * sell from the preview, and the preview (quantity, price, fee, total, available); then the kit's
 * order flow (confirmation, trade password, outcome), the codes' texts under their fields.
 */
export function OrderForm(props: {
  accountCode: string;
  pair: CryptoPair;
  quote: CryptoQuote | undefined;
  draft: CryptoDraft;
  onDraft: (change: Partial<CryptoDraft>) => void;
  tradePasswordPath: string;
}) {
  const { accountCode, pair, quote, draft, onDraft } = props;
  const sideColour = useSideColour(draft.side);
  const texts = useCryptoTexts();
  const { t } = texts;
  const settings = useOrderSettings(accountCode);
  const isLimit = draft.orderType === 'limit';
  const bestPrice = bestPriceOf(quote, draft.side);

  // A limit price starts at the best price on the other side, once per pair, side and type.
  const prefilled = useRef<string | null>(null);
  useEffect(() => {
    const key = `${pair.pair}|${draft.side}|${draft.orderType}`;
    if (!isLimit || bestPrice === null || prefilled.current === key) return;
    prefilled.current = key;
    onDraft({ price: bestPrice });
  }, [pair.pair, draft.side, draft.orderType, isLimit, bestPrice, onDraft]);

  const terms = termsOf(draft, pair, accountCode);
  const capacity = terms === null ? capacityOf(draft, pair, accountCode, bestPrice) : null;
  const { answer, latest } = useDebouncedPreview(terms, capacity);
  // Max buy and sell from the last answer that passed (a refused one may answer zero).
  const lastPassing = useRef<CryptoOrderPreview | null>(null);
  if (latest?.result === 0) lastPassing.current = latest;
  const capacityAnswer = lastPassing.current ?? latest;
  const code = answer?.result ?? 0;
  const codeField = code === 0 ? null : fieldOfCode(code);
  const size = draft.sizing === 'quantity' ? draft.quantity : draft.amount;
  const priceError = isFigureInvalid(draft.price) ? (
    t('order.invalid_number')
  ) : codeField === 'price' ? (
    <CodeText code={code} />
  ) : undefined;
  const sizeError = isFigureInvalid(size) ? (
    t('order.invalid_number')
  ) : codeField === 'size' ? (
    <CodeText code={code} />
  ) : undefined;
  const canReview = terms !== null && answer !== null && answer.result === 0;
  const reviewHint =
    terms === null
      ? size.trim() === '' || (isLimit && draft.price.trim() === '')
        ? isLimit
          ? t('order.needs_input_limit')
          : t('order.needs_input')
        : t('order.needs_fix')
      : answer === null
        ? t('order.checking')
        : t('order.needs_fix');
  const isSkipping = settings.data?.skipConfirmation ?? false;
  const kitTexts = useOrderFlowTexts({ estimateNote: t('preview.note') });
  const flowTexts = isSkipping ? { ...kitTexts, review: t('order.place') } : kitTexts;
  // The form shows once the order settings are read, so its Review never starts as a spinner.
  if (settings.isPending) {
    return (
      <Text size="sm" c="dimmed">
        {t('order.loading')}
      </Text>
    );
  }
  const input: CryptoTerms = terms ?? {
    accountCode,
    pair: pair.pair,
    side: draft.side,
    orderType: draft.orderType,
    sizing: draft.sizing,
    quantity: '0',
  };
  return (
    <Stack gap="sm">
      <OrderFlow
        accountCode={accountCode}
        input={input}
        canReview={canReview}
        reviewHint={reviewHint}
        blockedReason={pair.isSuspended || quote?.isSuspended ? t('quote.suspended') : null}
        riskWarning={null}
        tradePasswordPath={props.tradePasswordPath}
        texts={flowTexts}
        describeOutcome={texts.outcome}
        historyPath={cryptoPaths.history}
        invalidates={cryptoOrderEffects(accountCode)}
        place={({ hasAcknowledgedRisk: _, ...order }) => placeCryptoOrder(order)}
        preview={
          <PreviewFigures
            pair={pair}
            side={draft.side}
            answer={terms === null ? null : latest}
            latest={latest}
          />
        }
      >
        <Stack gap="sm">
          <SegmentedControl
            fullWidth
            aria-label={t('order.side')}
            value={draft.side}
            onChange={(value) => onDraft({ side: value })}
            color={sideColour}
            data={[
              { value: 'B', label: t('order.buy') },
              { value: 'S', label: t('order.sell') },
            ]}
          />
          <SegmentedControl
            fullWidth
            aria-label={t('order.type')}
            value={draft.orderType}
            onChange={(value) => onDraft({ orderType: value })}
            data={[
              { value: 'market', label: t('order.type_market') },
              { value: 'limit', label: t('order.type_limit') },
            ]}
          />
          {isLimit ? (
            <TextInput
              label={t('order.price', { currency: pair.quoteCurrency })}
              inputMode="decimal"
              value={draft.price}
              classNames={orderFieldClasses}
              onChange={(event) => onDraft({ price: event.currentTarget.value.trim() })}
              description={t('order.price_hint', { tick: pair.priceTick })}
              error={priceError}
              data-testid="order-price"
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('order.market_hint')}
            </Text>
          )}
          <SegmentedControl
            fullWidth
            size="xs"
            aria-label={t('order.sizing')}
            value={draft.sizing}
            onChange={(value) => onDraft({ sizing: value })}
            data={[
              { value: 'quantity', label: t('order.by_quantity', { asset: pair.base }) },
              { value: 'amount', label: t('order.by_amount', { currency: pair.quoteCurrency }) },
            ]}
          />
          {draft.sizing === 'quantity' ? (
            <TextInput
              label={t('order.quantity', { asset: pair.base })}
              inputMode="decimal"
              value={draft.quantity}
              classNames={orderFieldClasses}
              onChange={(event) => onDraft({ quantity: event.currentTarget.value.trim() })}
              description={t('order.quantity_hint', {
                decimals: pair.quantityDecimals,
                min: pair.minQuantity,
                asset: pair.base,
              })}
              error={sizeError}
              data-testid="order-quantity"
            />
          ) : (
            <TextInput
              label={t('order.amount', { currency: pair.quoteCurrency })}
              inputMode="decimal"
              value={draft.amount}
              classNames={orderFieldClasses}
              onChange={(event) => onDraft({ amount: event.currentTarget.value.trim() })}
              description={t('order.amount_hint', {
                min: pair.minAmount,
                currency: pair.quoteCurrency,
              })}
              error={sizeError}
              data-testid="order-amount"
            />
          )}
          <MaxFigures
            pair={pair}
            side={draft.side}
            latest={capacityAnswer}
            onPick={(quantity) => onDraft({ sizing: 'quantity', quantity })}
          />
          {code !== 0 && codeField === null ? (
            <Alert color="red" role="alert" p="xs" data-testid="order-code">
              <CodeText code={code} />
            </Alert>
          ) : null}
        </Stack>
      </OrderFlow>
    </Stack>
  );
}
