import { currencyFor } from '@shared/domain/currency';
import { SignedChange } from '../../../components/data/signed-change';

/**
 * A profit or loss in money: the currency code, then the amount signed and coloured at the
 * currency's precision (`HKD +1,234.50`, `HKD -80.00`; zero neutral).
 */
export function SignedMoney({ value, currency }: { value: string; currency: string }) {
  return (
    <span>
      {currency} <SignedChange value={value} decimals={currencyFor(currency).precision} />
    </span>
  );
}
