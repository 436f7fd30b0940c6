import { useParams } from 'react-router';
import { AgreementEditPage } from '../../../features/admins/content/agreement-edit-page';

/**
 * `/admins/legalAgreement/{type}` (spec §2.13, §5); a type not of spec §3 is refused by the
 * server (`unknown_type`), in the reader's language.
 */
export function Component() {
  const { type = '' } = useParams();
  return <AgreementEditPage key={type} type={type} />;
}
