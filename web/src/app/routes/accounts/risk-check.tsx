import { RiskCheckPage } from '../../../features/accounts/components/risk-check/risk-check-page';
import { useSession } from '../../../lib/session-context';

/** `/accounts/riskCheck` (spec §2.9): suitability checks (flag riskCheck), behind the login gate. */
export function Component() {
  const session = useSession();
  return session ? (
    <RiskCheckPage key={session.sessionId} accountCode={session.accountCode} />
  ) : null;
}
