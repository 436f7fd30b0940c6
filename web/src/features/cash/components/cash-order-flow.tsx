import { OrderFlow, type OrderFlowProps } from '../../../components/order/order-flow';
import { cashEffects, type CashInstructionAnswer } from '../api/cash';
import { useCashOptions } from '../area-options';
import { useCashTexts } from '../cash-texts';
import { cashPaths } from '../paths';

type CashOrderFlowProps<TInput> = Omit<
  OrderFlowProps<TInput, CashInstructionAnswer>,
  'texts' | 'describeOutcome' | 'historyPath' | 'invalidates' | 'tradePasswordPath' | 'riskWarning'
>;

/**
 * The kit's order flow for a cash request: preview, confirmation (with the trade password when
 * the server asks for it), then the outcome with the way to the request history; the account's
 * cash refreshed after each answer.
 */
export function CashOrderFlow<TInput>(props: CashOrderFlowProps<TInput>) {
  const texts = useCashTexts();
  const { tradePasswordPath } = useCashOptions();
  return (
    <OrderFlow
      {...props}
      riskWarning={null}
      texts={texts.flow}
      tradePasswordPath={tradePasswordPath}
      describeOutcome={texts.outcome}
      historyPath={cashPaths.history}
      invalidates={cashEffects(props.accountCode)}
    />
  );
}
