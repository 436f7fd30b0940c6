import { BannerSlot } from '../../../features/news/components/banner-slot';
import { LoginPage } from '../../../features/users/components/login-page';

/**
 * `/users/login` (spec §2.2): kept light, it is the first page most visitors load; the admins'
 * login-page banners above the form (issue 29).
 */
export function Component() {
  return <LoginPage notice={<BannerSlot placement="loginPage" />} />;
}
