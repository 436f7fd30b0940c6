import { NewsListPage } from '../../../features/admins/content/news-pages';

/** `/admins/news` (spec §2.13, the admin news flag), behind the admin gate. */
export function Component() {
  return <NewsListPage />;
}
