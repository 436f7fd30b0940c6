import {
  Alert,
  Anchor,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { StockQuote } from '@shared/contracts/stock-definition';
import { isRemarkValid, offeredOrderTypes } from '@shared/domain/stock-order-rules';
import { tickSizeAt, isOnTick } from '@shared/domain/stock-spread';
import { OrderFlow } from '../../../components/order/order-flow';
import { orderFieldClasses } from '../../../components/order/max-input';
import { useSideColour } from '../../../components/order/side-colour';
import { IsoDateInput } from '../../../components/form/iso-date-input';
import { ApiError } from '../../../lib/api-client';
import { useOrderSettings } from '../../../lib/order-settings';
import { useFormat } from '../../../lib/use-format';
import {
  placeStockOrder,
  stockOrderEffects,
  useStockOrderTimeline,
  type StockOrderAnswer,
  type StockOrderPreview,
  type TradingPermission,
} from '../api/stock-order';
import { stockPaths } from '../paths';
import { useStocksOptions } from '../area-options';
import {
  draftProblem,
  draftProblems,
  fieldOfCode,
  hasPrice,
  isPriceText,
  stepPriceText,
  stepQuantityText,
  termsOf,
  type OrderDraft,
  type Stock,
} from './order-terms';
import { usePriceNotes } from './price-notes';
import { StepperInput } from './stepper-input';
import { useStockOrderTexts } from './use-stock-order-texts';
import {
  allowsSessionChoice,
  CodeText,
  MaxFigures,
  PreviewFigures,
  useDebouncedPreview,
  usePrefilledPrice,
  type Terms,
} from './order-form-parts';

export type OrderFormProps = {
  accountCode: string;
  stock: Stock;
  quote: StockQuote | undefined;
  permission: TradingPermission;
  /** The exchange's `_id` (spec §3), which the pre/post-market permission lists. */
  exchangeId: string | null;
  draft: OrderDraft;
  onDraft: (change: Partial<OrderDraft>) => void;
  tradePasswordPath: string;
  /** Above the inputs: the "place again" message and the like. */
  notice?: ReactNode;
  /** Set when this session may not instruct for the client (spec §6). */
  isRefused: boolean;
  onRefused: () => void;
};

/**
 * The order form (spec §2.5, §3-§5): side, type (offered types, default first), price on the
 * spread table, quantity in board lots, condition, US session, remark; max buy and sell; a
 * debounced preview with each fee; the result codes' texts under their fields; then the kit's
 * order flow (confirmation unless skipped, trade password or unlock, outcome).
 */
export function OrderForm(props: OrderFormProps) {
  const { accountCode, stock, quote, permission, draft, onDraft } = props;
  const sideColour = useSideColour(draft.side);
  const texts = useStockOrderTexts();
  const { t, names } = texts;
  const format = useFormat();
  const settings = useOrderSettings(accountCode);
  const { userSettingsPath } = useStocksOptions();
  const offered = useMemo(() => offeredOrderTypes(permission), [permission]);
  const isOddLot = draft.orderType === 'Odd';
  const needsPrice = hasPrice(draft.orderType);

  // The default order type first (spec §4), or the one placed again when it is still offered.
  useEffect(() => {
    if (draft.orderType !== null && offered.includes(draft.orderType)) return;
    const first = offered[0];
    if (first !== undefined) onDraft({ orderType: first });
  }, [draft.orderType, offered, onDraft]);

  const terms = termsOf(draft, stock, accountCode);
  const { preview, answer, latest } = useDebouncedPreview(terms);
  // Max buy and sell answer one lot at the typed price (or the last price while the typed one is
  // not a price yet), whatever quantity is typed: 150 shares of a 100-share lot still shows them.
  const capacityPrice =
    draft.price !== '' && isPriceText(draft.price) ? draft.price : (quote?.last ?? null);
  const capacity: Terms | null =
    draft.orderType !== null && (!needsPrice || capacityPrice !== null)
      ? {
          accountCode,
          symbol: stock.symbol,
          side: draft.side,
          orderType: draft.orderType,
          ...(needsPrice && capacityPrice !== null ? { price: capacityPrice } : {}),
          quantity: String(stock.boardLot),
          condition: 'none',
          remark: '',
        }
      : null;
  const capacityLatest = useDebouncedPreview(capacity).latest;
  // From the last answer that passed (an off-spread price answers zero).
  const lastPassing = useRef<StockOrderPreview | null>(null);
  if (capacityLatest?.result === 0) lastPassing.current = capacityLatest;
  const capacityAnswer =
    capacityLatest?.result === 0 ? capacityLatest : (lastPassing.current ?? capacityLatest);
  usePrefilledPrice(stock.symbol, draft, quote, needsPrice, onDraft);
  const { onRefused } = props;
  useEffect(() => {
    if (preview.error instanceof ApiError && preview.error.status === 403) onRefused();
  }, [preview.error, onRefused]);

  const problems = draftProblems(draft);
  const code = answer?.result ?? 0;
  const codeField = code === 0 ? null : fieldOfCode(code);
  const fieldCode = (field: ReturnType<typeof fieldOfCode>) =>
    codeField === field ? <CodeText code={code} /> : undefined;
  const isRemarkTooLong = !isRemarkValid(draft.remark);
  const priceError = problems.price === 'invalid' ? t('form.invalid_number') : fieldCode('price');
  const quantityError =
    problems.quantity === 'invalid' ? t('form.invalid_quantity') : fieldCode('quantity');
  const tick =
    needsPrice &&
    draft.price !== '' &&
    problems.price === null &&
    isOnTick(stock.spreadTable, draft.price)
      ? tickSizeAt(stock.spreadTable, draft.price, 'up')
      : null;

  const problem = draftProblem(draft);
  const isChecking = terms !== null && answer === null;
  const canReview = terms !== null && answer !== null && answer.result === 0 && !isRemarkTooLong;
  const reviewHint =
    problem === 'empty'
      ? t('form.review_needs_input')
      : isChecking
        ? t('form.review_waiting')
        : t('form.review_needs_fix');
  const blockedReason = props.isRefused
    ? t('form.no_permission')
    : stock.isSuspended || quote?.isSuspended
      ? t('form.product_suspended')
      : null;
  const isSkipping = settings.data?.skipConfirmation ?? false;
  // A far price is confirmed twice, skipped confirmations or not (issue 31 §6).
  const priceNotes = usePriceNotes(stock, quote, draft.price, needsPrice);
  const farStatement = priceNotes.statement;
  const input: Terms = terms ?? {
    accountCode,
    symbol: stock.symbol,
    side: draft.side,
    orderType: draft.orderType ?? 'Limit',
    quantity: '0',
    condition: 'none',
    remark: '',
  };
  const priceLabel = t('form.price', { currency: stock.currency });
  // The placed order as it stands now (the same events refresh it and today's orders), so the
  // result line never says Waiting while the list below says Filled.
  const [placedId, setPlacedId] = useState<number | null>(null);
  const placedNow = useStockOrderTimeline(accountCode, placedId).data?.order ?? null;
  const describeOutcome = (answer: StockOrderAnswer) =>
    texts.outcome(
      answer.order && placedNow?.orderId === answer.order.orderId
        ? { ...answer, order: placedNow }
        : answer,
    );
  return (
    <Stack gap="sm">
      {props.notice}
      <OrderFlow
        accountCode={accountCode}
        input={input}
        canReview={canReview}
        reviewHint={reviewHint}
        blockedReason={blockedReason}
        riskWarning={null}
        tradePasswordPath={props.tradePasswordPath}
        texts={texts.flow(isSkipping && farStatement === null)}
        secondConfirmation={farStatement}
        describeOutcome={describeOutcome}
        historyPath={stockPaths.history}
        invalidates={stockOrderEffects(accountCode)}
        place={({ hasAcknowledgedRisk: _, ...order }) =>
          placeStockOrder(farStatement === null ? order : { ...order, confirmFarPrice: true })
            .then((answer) => {
              if (answer.order) setPlacedId(answer.order.orderId);
              return answer;
            })
            .catch((error: unknown) => {
              // An advisor without the client's adviser-level permission (spec §6).
              if (error instanceof ApiError && error.status === 403) onRefused();
              throw error;
            })
        }
        preview={
          <PreviewFigures stock={stock} side={draft.side} answer={terms === null ? null : latest} />
        }
      >
        <Stack gap="sm">
          <SegmentedControl
            fullWidth
            aria-label={t('form.side')}
            value={draft.side}
            onChange={(value) => onDraft({ side: value })}
            color={sideColour}
            data={[
              { value: 'B', label: t('form.buy') },
              { value: 'S', label: t('form.sell') },
            ]}
          />
          <NativeSelect
            label={t('form.type')}
            value={draft.orderType ?? ''}
            onChange={(event) => {
              const orderType = event.currentTarget.value as OrderDraft['orderType'];
              onDraft({ orderType, quantity: orderType === 'Odd' ? '' : draft.quantity });
            }}
            data={offered.map((type) => ({ value: type, label: names.orderType(type) }))}
          />
          {needsPrice ? (
            <StepperInput
              label={priceLabel}
              value={draft.price}
              inputMode="decimal"
              onChange={(price) => onDraft({ price })}
              onStep={(direction) =>
                onDraft({
                  price: stepPriceText(
                    stock.spreadTable,
                    draft.price,
                    direction,
                    quote?.last ?? null,
                  ),
                })
              }
              downLabel={t('form.price_down')}
              upLabel={t('form.price_up')}
              description={
                tick
                  ? t('form.price_tick', { tick: format.price(tick, stock.priceDecimals) })
                  : undefined
              }
              error={priceError}
              testId="order-price"
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('form.price_market')}
            </Text>
          )}
          {priceNotes.notes}
          <StepperInput
            label={t('form.quantity')}
            value={draft.quantity}
            inputMode="numeric"
            onChange={(quantity) => onDraft({ quantity })}
            onStep={(direction) =>
              onDraft({
                quantity: stepQuantityText(draft.quantity, stock.boardLot, direction, isOddLot),
              })
            }
            downLabel={isOddLot ? t('form.quantity_down_odd') : t('form.quantity_down')}
            upLabel={isOddLot ? t('form.quantity_up_odd') : t('form.quantity_up')}
            description={
              isOddLot
                ? t('form.quantity_hint_odd', { lot: format.quantity(String(stock.boardLot), 0) })
                : t('form.quantity_hint', { lot: format.quantity(String(stock.boardLot), 0) })
            }
            error={quantityError}
            testId="order-quantity"
          />
          <MaxFigures
            side={draft.side}
            latest={capacityAnswer}
            onPick={(quantity) => onDraft({ quantity })}
          />
          {permission.validProgramOrderTypes.length > 1 ? (
            <NativeSelect
              label={t('form.condition')}
              value={draft.condition}
              onChange={(event) =>
                onDraft({ condition: event.currentTarget.value as OrderDraft['condition'] })
              }
              data={permission.validProgramOrderTypes.map((condition) => ({
                value: condition,
                label: names.condition(condition),
              }))}
            />
          ) : null}
          {draft.condition === 'stopGain' || draft.condition === 'stopLoss' ? (
            <TextInput
              label={t('form.trigger_price', { currency: stock.currency })}
              inputMode="decimal"
              value={draft.triggerPrice}
              classNames={orderFieldClasses}
              onChange={(event) => onDraft({ triggerPrice: event.currentTarget.value.trim() })}
              error={
                problems.triggerPrice === 'invalid'
                  ? t('form.invalid_number')
                  : fieldCode('trigger')
              }
            />
          ) : null}
          {draft.condition === 'volumeTrigger' ? (
            <TextInput
              label={t('form.trigger_volume')}
              inputMode="numeric"
              value={draft.triggerVolume}
              classNames={orderFieldClasses}
              onChange={(event) => onDraft({ triggerVolume: event.currentTarget.value.trim() })}
              error={
                problems.triggerVolume === 'invalid'
                  ? t('form.invalid_quantity')
                  : fieldCode('trigger')
              }
            />
          ) : null}
          {draft.condition === 'goodTillDate' ? (
            <Stack gap={4}>
              <IsoDateInput
                label={t('form.good_till_date')}
                value={draft.goodTillDate}
                onChange={(goodTillDate) => onDraft({ goodTillDate })}
                maxDate={permission.goodTillDateMax ?? undefined}
              />
              {codeField === 'goodTillDate' ? (
                <Text size="xs" c="red.8">
                  <CodeText code={code} />
                </Text>
              ) : null}
            </Stack>
          ) : null}
          {allowsSessionChoice(stock, permission, props.exchangeId) ? (
            <NativeSelect
              label={t('form.session')}
              value={draft.tradingSession ?? 'regularTradingHours'}
              onChange={(event) =>
                onDraft({
                  tradingSession: event.currentTarget.value as OrderDraft['tradingSession'],
                })
              }
              data={(
                ['regularTradingHours', 'preMarketAndRegularTradingHours', 'allSessions'] as const
              ).map((session) => ({ value: session, label: names.tradingSession(session) }))}
            />
          ) : null}
          <TextInput
            label={t('form.remark')}
            description={t('form.remark_hint')}
            value={draft.remark}
            classNames={orderFieldClasses}
            onChange={(event) => onDraft({ remark: event.currentTarget.value })}
            error={isRemarkTooLong ? <CodeText code={8291} /> : fieldCode('remark')}
          />
          {code !== 0 && codeField === null ? (
            <Alert color="red" role="alert" p="xs" data-testid="order-code">
              <CodeText code={code} />
            </Alert>
          ) : null}
        </Stack>
      </OrderFlow>
      {isSkipping ? (
        <Text size="sm" c="dimmed" data-testid="skip-confirmation-note">
          {t('form.skip_confirmation_on')}{' '}
          {userSettingsPath ? (
            <Anchor component={Link} to={userSettingsPath} size="sm">
              {t('form.skip_confirmation_change')}
            </Anchor>
          ) : null}
        </Text>
      ) : null}
    </Stack>
  );
}
