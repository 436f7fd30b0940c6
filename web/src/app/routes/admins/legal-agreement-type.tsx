import { useParams } from 'react-router';
import { agreementType } from '@shared/contracts/legal-agreement';
import { AgreementEditPage } from '../../../features/admins/content/agreement-edit-page';
import { Component as NotFound } from '../not-found';

/** `/admins/legalAgreement/{type}` (spec §2.13, §5); a type not of spec §3 is not found. */
export function Component() {
  const { type = '' } = useParams();
  return agreementType.safeParse(type).success ? (
    <AgreementEditPage key={type} type={type} />
  ) : (
    <NotFound />
  );
}
