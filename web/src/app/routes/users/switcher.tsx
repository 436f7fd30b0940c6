import { SwitcherPage } from '../../../features/users/components/switcher-page';

/** `/users/switcher` (spec §2.2): the sessions of this browser, to switch between. */
export function Component() {
  return <SwitcherPage />;
}
