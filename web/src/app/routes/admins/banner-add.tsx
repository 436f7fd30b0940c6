import { BannerAddPage } from '../../../features/admins/content/banner-add-page';

/** `/admins/banner/add` (spec §2.13), behind the admin gate. */
export function Component() {
  return <BannerAddPage />;
}
