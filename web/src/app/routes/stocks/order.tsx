import { accountPaths } from '../../../features/accounts/paths';
import { OrderPage } from '../../../features/stocks/order/order-page';
import { useSession } from '../../../lib/session-context';

/** `/stocks/order` (spec §2.5): `?symbol=00700&side=B` or `?again=<orderId>`, behind the stocks gate. */
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
