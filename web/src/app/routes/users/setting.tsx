import { SettingPage } from '../../../features/users/components/setting-page';

/** `/users/setting` (spec §2.2): the settings as a page. */
export function Component() {
  return <SettingPage />;
}
