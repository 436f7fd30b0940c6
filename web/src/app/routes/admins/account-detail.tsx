import { useParams } from 'react-router';
import { AccountDetailPage } from '../../../features/admins/components/account-detail-page';
import { Component as NotFound } from '../not-found';

/** `/admins/account/{id}` (spec §2.13), behind the admin gate; an id that is no number is not found. */
export function Component() {
  const { id = '' } = useParams();
  const accountId = Number(id);
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(accountId) || accountId <= 0) {
    return <NotFound />;
  }
  return <AccountDetailPage key={accountId} accountId={accountId} />;
}
