import { useParams } from 'react-router';
import { HoldingPage } from '../../../features/assets/components/holding-page';
import { useSession } from '../../../lib/session-context';
import { Component as NotFound } from '../not-found';

/** `/assets/holdings/{id}` (spec §2.7), behind the assets gate; an id that is no number is not found. */
export function Component() {
  const session = useSession();
  const { id = '' } = useParams();
  const holdingId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  if (holdingId === null) return <NotFound />;
  return session ? (
    <HoldingPage key={holdingId} accountCode={session.accountCode} holdingId={holdingId} />
  ) : null;
}
