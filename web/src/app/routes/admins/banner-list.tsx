import { BannerListPage } from '../../../features/admins/content/banner-list-page';

/** `/admins/banner` (spec §2.13), behind the admin gate: every placement's banners. */
export function Component() {
  return <BannerListPage />;
}
