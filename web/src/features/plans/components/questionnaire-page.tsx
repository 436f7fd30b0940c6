import { Button, NumberInput, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PLAN_GOALS, type PlanGoal } from '@shared/domain/plan-status';
import { planPaths } from '../paths';
import { PlansPage } from './page-frame';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** The answers as the result page reads them from its address. */
export function answersOf(params: URLSearchParams) {
  const goal = params.get('goal');
  if (!goal || !(PLAN_GOALS as readonly string[]).includes(goal)) return null;
  const horizon = Number(params.get('horizon'));
  const budget = params.get('budget') ?? '';
  return {
    goal: goal as PlanGoal,
    horizonYears: Number.isInteger(horizon) && horizon >= 1 && horizon <= 40 ? horizon : undefined,
    monthlyBudget: AMOUNT.test(budget) ? budget : undefined,
    currency: params.get('currency') || undefined,
  };
}

/**
 * `/plans/questionnaire` (spec §2.11): goal, horizon, monthly budget and currency; the client's
 * risk level is their assessment's. Suggest goes to `/plans/suggests/result` with the answers.
 */
export function QuestionnairePage() {
  const { t } = useTranslation('plans');
  const navigate = useNavigate();
  const [goal, setGoal] = useState<PlanGoal>('growth');
  const [horizon, setHorizon] = useState<number | string>(10);
  const [budget, setBudget] = useState('5000');
  const [currency, setCurrency] = useState('HKD');
  const isHorizonValid = Number.isInteger(horizon) && Number(horizon) >= 1 && Number(horizon) <= 40;
  const isBudgetValid = AMOUNT.test(budget);
  const submit = () => {
    const query = new URLSearchParams({
      goal,
      horizon: String(horizon),
      budget,
      currency,
    });
    void navigate(`${planPaths.suggestsResult}?${query.toString()}`);
  };
  return (
    <PlansPage title={t('questionnaire.title')}>
      <Text size="sm" c="dimmed">
        {t('questionnaire.intro')}
      </Text>
      <Paper withBorder p="md" maw={560}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (isHorizonValid && isBudgetValid) submit();
          }}
        >
          <Stack>
            <Select
              label={t('questionnaire.goal')}
              data={PLAN_GOALS.map((each) => ({ value: each, label: t(`goal.${each}`) }))}
              value={goal}
              onChange={(value) => value && setGoal(value)}
              allowDeselect={false}
            />
            <NumberInput
              label={t('questionnaire.horizon')}
              value={horizon}
              onChange={setHorizon}
              min={1}
              max={40}
              allowDecimal={false}
              error={isHorizonValid ? undefined : t('questionnaire.horizon_invalid')}
            />
            <TextInput
              label={t('questionnaire.budget')}
              value={budget}
              onChange={(event) => setBudget(event.currentTarget.value.trim())}
              inputMode="decimal"
              error={isBudgetValid || budget === '' ? undefined : t('questionnaire.budget_invalid')}
            />
            <Select
              label={t('questionnaire.currency')}
              data={['HKD', 'USD']}
              value={currency}
              onChange={(value) => value && setCurrency(value)}
              allowDeselect={false}
            />
            <Text size="xs" c="dimmed">
              {t('questionnaire.risk_note')}
            </Text>
            <Button type="submit" disabled={!isHorizonValid || !isBudgetValid}>
              {t('questionnaire.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </PlansPage>
  );
}
