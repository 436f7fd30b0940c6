import { Anchor } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderFlow, type OrderFlowProps } from '../../../components/order/order-flow';
import { cashEffects, type CashInstructionAnswer } from '../api/cash';
import { useCashOptions } from '../area-options';
import { useCashTexts } from '../cash-texts';
import { cashPaths } from '../paths';

type CashOrderFlowProps<TInput> = Omit<
  OrderFlowProps<TInput, CashInstructionAnswer>,
  'texts' | 'describeOutcome' | 'historyPath' | 'invalidates' | 'tradePasswordHelp' | 'riskWarning'
>;

/** Where the trade password comes from, with the way to change it. */
export function TradePasswordHelp() {
  const { t } = useTranslation('cash');
  const { tradePasswordPath } = useCashOptions();
  return (
    <Trans
      t={t}
      i18nKey="flow.trade_password_source"
      components={{ anchor: <Anchor component={Link} to={tradePasswordPath} size="xs" inherit /> }}
    />
  );
}

/**
 * The kit's order flow for a cash request: preview, confirmation (with the trade password when
 * the server asks for it), then the outcome with the way to the request history; the account's
 * cash refreshed after each answer.
 */
export function CashOrderFlow<TInput>(props: CashOrderFlowProps<TInput>) {
  const texts = useCashTexts();
  return (
    <OrderFlow
      {...props}
      riskWarning={null}
      texts={texts.flow}
      tradePasswordHelp={<TradePasswordHelp />}
      describeOutcome={texts.outcome}
      historyPath={cashPaths.history}
      invalidates={cashEffects(props.accountCode)}
    />
  );
}
