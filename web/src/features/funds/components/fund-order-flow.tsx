import { OrderFlow, type OrderFlowProps } from '../../../components/order/order-flow';
import type { FundOrderAnswer } from '../api/fund-order';
import { fundOrderEffects } from '../api/fund-keys';
import { useOrderTexts } from '../hooks/use-order-texts';
import { fundPaths } from '../paths';

type FundOrderFlowProps<TInput> = Omit<
  OrderFlowProps<TInput, FundOrderAnswer>,
  'texts' | 'describeOutcome' | 'historyPath' | 'invalidates' | 'tradePasswordPath'
> & {
  /** Where the client changes the trade password (the accounts area's page). */
  tradePasswordPath: string;
  /** The form's own text for a refusal it can say more about (the minimum it fell short of). */
  refusalText?: (answer: FundOrderAnswer) => string | null;
};

/** Where an order screen's links to the accounts area go (its route module gives them). */
export type OrderLinks = { tradePasswordPath: string };

/**
 * The kit's order flow for a fund order: the funds screens' texts and result codes, the order
 * history as the way on, and the account's funds data and cash refreshed after each answer.
 */
export function FundOrderFlow<TInput>(props: FundOrderFlowProps<TInput>) {
  const { refusalText, ...rest } = props;
  const texts = useOrderTexts();
  return (
    <OrderFlow
      {...rest}
      texts={texts.flow}
      describeOutcome={(answer) => texts.outcome(answer, refusalText?.(answer))}
      historyPath={fundPaths.history}
      invalidates={fundOrderEffects(props.accountCode)}
    />
  );
}
