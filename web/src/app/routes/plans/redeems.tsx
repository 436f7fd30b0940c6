import { accountPaths } from '../../../features/accounts/paths';
import { fundPaths } from '../../../features/funds/paths';
import { RedeemPage } from '../../../features/plans/components/redeem-page';
import { useSession } from '../../../lib/session-context';

/** `/plans/redeems` (spec §2.11), behind the plans gate; restricted (spec §6). */
export function Component() {
  const session = useSession();
  return session ? (
    <RedeemPage
      accountCode={session.accountCode}
      fundHistoryPath={fundPaths.history}
      tradePasswordPath={accountPaths.changeTradePassword}
    />
  ) : null;
}
