import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasRoleAtLeast } from '@shared/domain/roles';
import { useSession } from '../../../lib/session-context';
import { useAdvisorOptions } from '../area-options';
import { useBookAdvisors } from '../api/advisor';

/** Whether the signed-in session sees other advisors' books (a manager or higher). */
export function useIsManager(): boolean {
  const session = useSession();
  const { hasManagers } = useAdvisorOptions();
  return hasManagers && session !== null && hasRoleAtLeast(session.role, 'manager');
}

/**
 * A manager's (or higher role's) advisor filter (issue 27 §5): the whole book, or one advisor's
 * part of it. Nothing for an advisor, whose book is its own.
 */
export function AdvisorFilter(props: {
  value: number | undefined;
  onChange: (advisorAccountId: number | undefined) => void;
}) {
  const { t } = useTranslation('advisors');
  const isManager = useIsManager();
  const advisors = useBookAdvisors(isManager);
  if (!isManager) return null;
  const options = (advisors.data?.advisors ?? []).map((advisor) => ({
    value: String(advisor.accountId),
    label: t('advisor_filter.option', {
      code: advisor.accountCode,
      name: advisor.displayName,
      clients: advisor.clients,
    }),
  }));
  return (
    <NativeSelect
      label={t('advisor_filter.label')}
      value={props.value === undefined ? '' : String(props.value)}
      data={[{ value: '', label: t('advisor_filter.all') }, ...options]}
      onChange={(event) => {
        const { value } = event.currentTarget;
        props.onChange(value === '' ? undefined : Number(value));
      }}
      maw={360}
    />
  );
}
