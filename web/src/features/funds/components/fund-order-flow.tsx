import { Anchor } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderFlow, type OrderFlowProps } from '../../../components/order/order-flow';
import type { FundOrderAnswer } from '../api/fund-order';
import { fundOrderEffects } from '../api/fund-keys';
import { useOrderTexts } from '../hooks/use-order-texts';
import { fundPaths } from '../paths';

type FundOrderFlowProps<TInput> = Omit<
  OrderFlowProps<TInput, FundOrderAnswer>,
  'texts' | 'describeOutcome' | 'historyPath' | 'invalidates' | 'tradePasswordHelp'
> & {
  /** Where the client changes the trade password (the accounts area's page). */
  tradePasswordPath: string;
  /** The form's own text for a refusal it can say more about (the minimum it fell short of). */
  refusalText?: (answer: FundOrderAnswer) => string | null;
};

/** Where an order screen's links to the accounts area go (its route module gives them). */
export type OrderLinks = { tradePasswordPath: string };

/** Where the trade password comes from, with the way to change it (issue 10 §1). */
function TradePasswordHelp({ path }: { path: string }) {
  const { t } = useTranslation('funds');
  return (
    <Trans
      t={t}
      i18nKey="order.trade_password_source"
      components={{ anchor: <Anchor component={Link} to={path} size="xs" inherit /> }}
    />
  );
}

/**
 * The kit's order flow for a fund order: the funds screens' texts and result codes, the order
 * history as the way on, and the account's funds data and cash refreshed after each answer.
 */
export function FundOrderFlow<TInput>(props: FundOrderFlowProps<TInput>) {
  const { tradePasswordPath, refusalText, ...rest } = props;
  const texts = useOrderTexts();
  return (
    <OrderFlow
      {...rest}
      texts={texts.flow}
      tradePasswordHelp={<TradePasswordHelp path={tradePasswordPath} />}
      describeOutcome={(answer) => texts.outcome(answer, refusalText?.(answer))}
      historyPath={fundPaths.history}
      invalidates={fundOrderEffects(props.accountCode)}
    />
  );
}
