import { NewsAddPage } from '../../../features/admins/content/news-pages';

/** `/admins/news/add` (spec §2.13, the admin news flag). */
export function Component() {
  return <NewsAddPage />;
}
