import { IpoPage } from '../../../features/ipo/components/ipo-page';
import { useSession } from '../../../lib/session-context';
import { DisclaimerNote } from '../../../components/legal/disclaimer-note';

/** `/stocks/ipo` (spec §2.5, issue 12 §5), behind the stocks gate. */
export function Component() {
  const session = useSession();
  return session ? (
    <>
      <IpoPage accountCode={session.accountCode} />
      <DisclaimerNote type="ipo" />
    </>
  ) : null;
}
