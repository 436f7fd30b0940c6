import { PickEditorPage } from '../../../features/admins/picks/pick-editor-page';

/** `/admins/funds/pick` (spec §2.13, the adminFundPick flag): the house's fund picks. */
export function Component() {
  return <PickEditorPage kind="fund" />;
}
