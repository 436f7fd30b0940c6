import { AgreementListPage } from '../../../features/admins/content/agreement-list-page';

/** `/admins/legalAgreement` (spec §2.13, §3), behind the admin gate. */
export function Component() {
  return <AgreementListPage />;
}
