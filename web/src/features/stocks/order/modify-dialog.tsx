import { Alert, Button, Checkbox, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Decimal from 'decimal.js';
import { toPlainString } from '@shared/domain/decimal';
import { isClientOrderType } from '@shared/domain/stock-order-rules';
import { numericClass } from '../../../components/data/pnl-class';
import { orderFieldClasses } from '../../../components/order/max-input';
import { useOrderSettings } from '../../../lib/order-settings';
import { useFormat } from '../../../lib/use-format';
import { useQuotes, useStock } from '../api/stock-definition';
import { useModifyStockOrder, type StockOrder, type StockOrderAnswer } from '../api/stock-order';
import { usePriceDecimals } from '../components/price-decimals';
import { PreviewFigures, useDebouncedPreview } from './order-form-parts';
import {
  hasPrice,
  isPriceText,
  isQuantityText,
  stepPriceText,
  stepQuantityText,
} from './order-terms';
import { usePriceNotes } from './price-notes';
import { StepperInput } from './stepper-input';
import { useStockOrderTexts } from './use-stock-order-texts';
import classes from './order-form.module.css';

/** The order now and as modified: price and quantity side by side, then the new terms' costs. */
function ModifyFigures(props: {
  accountCode: string;
  order: StockOrder;
  price: string | null;
  quantity: string;
}) {
  const { accountCode, order, price, quantity } = props;
  const { t } = useStockOrderTexts();
  const format = useFormat();
  const decimals = usePriceDecimals()(order.exchange);
  const stock = useStock(order.symbol).data?.stock ?? null;
  const isComplete = isQuantityText(quantity) && (price === null || isPriceText(price));
  const { orderType } = order;
  const { latest } = useDebouncedPreview(
    isComplete && isClientOrderType(orderType)
      ? {
          accountCode,
          symbol: order.symbol,
          side: order.side,
          orderType,
          ...(price === null ? {} : { price }),
          quantity,
          condition: 'none',
          remark: '',
        }
      : null,
  );
  const priceText = (value: string | null) =>
    value === null || !isPriceText(value) ? '–' : format.price(value, decimals);
  const quantityText = (value: string) => (isQuantityText(value) ? format.quantity(value, 0) : '–');
  const rows: [string, string, string][] = [
    [t('orders.price'), priceText(order.price), priceText(price ?? order.price)],
    [
      t('orders.quantity'),
      format.quantity(toPlainString(new Decimal(order.quantity).trunc()), 0),
      quantityText(quantity),
    ],
  ];
  return (
    <Stack gap="xs" data-testid="modify-figures">
      <dl className={classes.preview}>
        <div className={classes.compare}>
          <dt />
          <dd className={numericClass}>
            <Text span size="xs" c="dimmed">
              {t('orders.modify_now')}
            </Text>
          </dd>
          <dd className={numericClass}>
            <Text span size="xs" c="dimmed">
              {t('orders.modify_new')}
            </Text>
          </dd>
        </div>
        {rows.map(([label, now, next]) => (
          <div key={label} className={classes.compare}>
            <dt>{label}</dt>
            <dd className={numericClass}>{now}</dd>
            <dd className={numericClass}>{next}</dd>
          </div>
        ))}
      </dl>
      {stock ? (
        <PreviewFigures stock={stock} side={order.side} answer={isComplete ? latest : null} />
      ) : null}
    </Stack>
  );
}

/**
 * The modify dialog: new price (stepped on the spread table) and quantity beside the current ones,
 * with the fees, total and purchasing power the new terms come to (issue 31 §7).
 */
export function ModifyDialog(props: {
  accountCode: string;
  order: StockOrder;
  onClose: () => void;
  onAnswer: (answer: StockOrderAnswer) => void;
}) {
  const { accountCode, order } = props;
  const { t, withCode, errorText } = useStockOrderTexts();
  const kit = useTranslation('order').t;
  const stock = useStock(order.symbol).data?.stock ?? null;
  const settings = useOrderSettings(accountCode);
  const modify = useModifyStockOrder(accountCode);
  const [price, setPrice] = useState(order.price === null ? '' : toPlainString(order.price));
  const [quantity, setQuantity] = useState(toPlainString(new Decimal(order.quantity).trunc()));
  const [tradePassword, setTradePassword] = useState('');
  const needsPrice = hasPrice(order.orderType);
  const needsPassword =
    (settings.data?.isTradePasswordRequired ?? false) && !settings.data?.tradeUnlockedUntil;
  // A new price far from the last one is confirmed with a tick (issue 31 §6); the price the
  // order already has is not asked about again.
  const quote = useQuotes([order.symbol]).data?.quotes.find((q) => q.symbol === order.symbol);
  const isNewPrice =
    isPriceText(price) && (order.price === null || !new Decimal(price).eq(order.price));
  const priceNotes = usePriceNotes(stock, quote, isNewPrice ? price : '', needsPrice);
  const farStatement = priceNotes.statement;
  const [ticked, setTicked] = useState<string | null>(null);
  const isValid =
    (!needsPrice || isPriceText(price)) &&
    isQuantityText(quantity) &&
    (!needsPassword || tradePassword !== '') &&
    (farStatement === null || ticked === farStatement);
  const answer = modify.data;
  const failure = modify.error
    ? errorText(modify.error)
    : answer && answer.result !== 0
      ? answer.tradePassword === 'incorrect'
        ? kit('trade_password_rejected')
        : withCode(answer.result)
      : null;
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('orders.modify_title', { orderId: order.orderId })}
      closeButtonProps={{ 'aria-label': t('orders.close') }}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!isValid) return;
          modify.mutate(
            {
              orderId: order.orderId,
              ...(needsPrice ? { price } : {}),
              quantity,
              ...(needsPassword ? { tradePassword } : {}),
              ...(farStatement === null ? {} : { confirmFarPrice: true }),
            },
            {
              onSuccess: (result) => {
                if (result.result === 0) {
                  props.onAnswer(result);
                  props.onClose();
                }
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          {needsPrice ? (
            <StepperInput
              label={t('form.price', { currency: order.currency })}
              value={price}
              inputMode="decimal"
              onChange={setPrice}
              onStep={(direction) =>
                stock && setPrice(stepPriceText(stock.spreadTable, price, direction, order.price))
              }
              downLabel={t('form.price_down')}
              upLabel={t('form.price_up')}
              error={price !== '' && !isPriceText(price) ? t('form.invalid_number') : undefined}
            />
          ) : null}
          {priceNotes.notes}
          <StepperInput
            label={t('form.quantity')}
            value={quantity}
            inputMode="numeric"
            onChange={setQuantity}
            onStep={(direction) =>
              stock &&
              setQuantity(
                stepQuantityText(quantity, stock.boardLot, direction, order.orderType === 'Odd'),
              )
            }
            downLabel={t('form.quantity_down')}
            upLabel={t('form.quantity_up')}
            error={
              quantity !== '' && !isQuantityText(quantity) ? t('form.invalid_quantity') : undefined
            }
          />
          <ModifyFigures
            accountCode={accountCode}
            order={order}
            price={needsPrice ? price : null}
            quantity={quantity}
          />
          {farStatement !== null ? (
            <Alert color="yellow" p="sm" data-testid="order-second-confirmation">
              <Checkbox
                label={farStatement}
                checked={ticked === farStatement}
                onChange={(event) => setTicked(event.currentTarget.checked ? farStatement : null)}
              />
            </Alert>
          ) : null}
          {needsPassword ? (
            <PasswordInput
              label={kit('trade_password')}
              value={tradePassword}
              classNames={orderFieldClasses}
              onChange={(event) => setTradePassword(event.currentTarget.value)}
              autoComplete="off"
            />
          ) : null}
          {failure ? (
            <Alert color="red" role="alert" p="xs">
              {t('orders.modify_failed', { orderId: order.orderId, text: failure })}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('orders.close')}
            </Button>
            <Button type="submit" disabled={!isValid} loading={modify.isPending}>
              {t('orders.modify_submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
