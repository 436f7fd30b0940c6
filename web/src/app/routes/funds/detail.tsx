import { useParams } from 'react-router';
import { DetailPage } from '../../../features/funds/components/detail-page';

/** `/funds/detail/{id}` (spec §2.4): public, no login needed. */
export function Component() {
  const { id = '' } = useParams();
  return <DetailPage key={id} fundId={id} />;
}
