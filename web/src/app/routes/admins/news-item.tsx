import { useParams } from 'react-router';
import { NewsEditPage } from '../../../features/admins/content/news-pages';

/** `/admins/news/{id}` (spec §2.13, the admin news flag): one house item. */
export function Component() {
  const { id = '' } = useParams();
  return <NewsEditPage key={id} id={id} />;
}
