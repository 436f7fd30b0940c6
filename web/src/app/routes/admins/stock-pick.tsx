import { PickEditorPage } from '../../../features/admins/picks/pick-editor-page';

/** `/admins/stocks/pick` (spec §2.13, the adminStockPick flag): the house's stock picks. */
export function Component() {
  return <PickEditorPage kind="stock" />;
}
