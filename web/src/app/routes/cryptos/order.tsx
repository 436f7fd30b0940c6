import { accountPaths } from '../../../features/accounts/paths';
import { OrderPage } from '../../../features/cryptos/components/order-page';
import { useSession } from '../../../lib/session-context';

/** `/cryptos/order` (spec §2.6): `?pair=BTC-USD`, behind the Fos gate. */
export function Component() {
  const session = useSession();
  return session ? (
    <OrderPage
      key={session.sessionId}
      accountCode={session.accountCode}
      tradePasswordPath={accountPaths.changeTradePassword}
    />
  ) : null;
}
