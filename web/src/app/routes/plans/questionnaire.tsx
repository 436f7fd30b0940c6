import { QuestionnairePage } from '../../../features/plans/components/questionnaire-page';

/** `/plans/questionnaire` (spec §2.11), behind the plans gate. */
export function Component() {
  return <QuestionnairePage />;
}
