import { StatisticPage } from '../../../features/plans/components/statistic-page';
import { useSession } from '../../../lib/session-context';

/** `/plans/statistic` (spec §2.11), behind the plans gate. */
export function Component() {
  const session = useSession();
  return session ? <StatisticPage accountCode={session.accountCode} /> : null;
}
