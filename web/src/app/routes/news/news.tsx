import { useParams } from 'react-router';
import { NewsItemPage } from '../../../features/news/components/news-item-page';
import { NewsListPage } from '../../../features/news/components/news-list-page';

/** `/news` (the list) and `/news/:id` (one item), behind the news area's session gate. */
export function Component() {
  const { id } = useParams();
  return id ? <NewsItemPage id={id} /> : <NewsListPage />;
}
