import { Alert, Anchor, SegmentedControl, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PLAN_GOALS, type PlanGoal } from '@shared/domain/plan-status';
import { QueryState } from '../../../components/data/query-state';
import { useIsPhone } from '../../../components/data/data-table';
import { usePlanSuggestions } from '../api/plan';
import { planPaths } from '../paths';
import { PlansPage } from './page-frame';
import { usePlanQueryTexts } from './plan-labels';
import { answersOf } from './questionnaire-page';
import { ClientRisk, SuggestionList } from './suggestion-list';

/** `/plans/suggests/result` (spec §2.11): the plans ranked for the questionnaire's answers. */
export function SuggestsResultPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('plans');
  const [params] = useSearchParams();
  const answers = answersOf(params);
  const query = usePlanSuggestions(answers ? { accountCode, ...answers } : null);
  const texts = usePlanQueryTexts(t('suggest.empty'));
  return (
    <PlansPage
      title={t('suggest.result_title')}
      aside={
        <Anchor component={Link} to={planPaths.questionnaire} size="sm">
          {t('suggest.again')}
        </Anchor>
      }
    >
      {answers ? (
        <QueryState query={query} texts={texts} isEmpty={(data) => data.suggestions.length === 0}>
          {(data) => (
            <Stack gap="sm">
              <ClientRisk level={data.clientRiskLevel} />
              <SuggestionList data={data} />
            </Stack>
          )}
        </QueryState>
      ) : (
        <Alert color="blue">
          <Anchor component={Link} to={planPaths.questionnaire}>
            {t('suggest.no_answers')}
          </Anchor>
        </Alert>
      )}
    </PlansPage>
  );
}

/** `/plans/suggests/search` (spec §2.11): suggestions by goal alone. */
export function SuggestsSearchPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('plans');
  const isPhone = useIsPhone();
  const [goal, setGoal] = useState<PlanGoal>('growth');
  const query = usePlanSuggestions({ accountCode, goal });
  const texts = usePlanQueryTexts(t('suggest.empty'));
  const goals = PLAN_GOALS.map((each) => ({ value: each, label: t(`goal.${each}`) }));
  return (
    <PlansPage title={t('suggest.search_title')}>
      {isPhone ? (
        <Select
          label={t('questionnaire.goal')}
          data={goals}
          value={goal}
          onChange={(value) => value && setGoal(value)}
          allowDeselect={false}
        />
      ) : (
        <SegmentedControl
          aria-label={t('questionnaire.goal')}
          data={goals}
          value={goal}
          onChange={(value) => setGoal(value)}
        />
      )}
      <QueryState query={query} texts={texts} isEmpty={(data) => data.suggestions.length === 0}>
        {(data) => (
          <Stack gap="sm">
            <ClientRisk level={data.clientRiskLevel} />
            <SuggestionList data={data} />
          </Stack>
        )}
      </QueryState>
    </PlansPage>
  );
}
