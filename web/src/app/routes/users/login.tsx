import { BannerSlot } from '../../../features/news/components/banner-slot';
import { LoginPage } from '../../../features/users/components/login-page';

/**
 * `/users/login` (spec §2.2): kept light, it is the first page most visitors load. The admins'
 * banners stand above the form (issue 29): the login page's, and the maintenance notices, which
 * announce a maintenance here beforehand (the maintenance page itself shows while the server
 * does not answer, so it cannot read them).
 */
export function Component() {
  return (
    <LoginPage
      notice={
        <>
          <BannerSlot placement="maintenance" />
          <BannerSlot placement="loginPage" />
        </>
      }
    />
  );
}
