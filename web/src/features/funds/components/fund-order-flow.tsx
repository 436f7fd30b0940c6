import { OrderFlow, type OrderFlowProps } from '../../../components/order/order-flow';
import type { FundOrderAnswer } from '../api/fund-order';
import { fundOrderEffects } from '../api/fund-keys';
import { useOrderTexts } from '../hooks/use-order-texts';
import { fundPaths } from '../paths';

type FundOrderFlowProps<TInput> = Omit<
  OrderFlowProps<TInput, FundOrderAnswer>,
  'texts' | 'describeOutcome' | 'historyPath' | 'invalidates'
>;

/**
 * The kit's order flow for a fund order: the funds screens' texts and result codes, the order
 * history as the way on, and the account's funds data and cash refreshed after each answer.
 */
export function FundOrderFlow<TInput>(props: FundOrderFlowProps<TInput>) {
  const texts = useOrderTexts();
  return (
    <OrderFlow
      {...props}
      texts={texts.flow}
      describeOutcome={texts.outcome}
      historyPath={fundPaths.history}
      invalidates={fundOrderEffects(props.accountCode)}
    />
  );
}
