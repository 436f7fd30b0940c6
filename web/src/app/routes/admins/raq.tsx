import { RaqPage } from '../../../features/admins/raq/raq-page';

/** `/admins/raq` (spec §2.13, the adminRiskQuestionnaire flag), behind the admin gate. */
export function Component() {
  return <RaqPage />;
}
