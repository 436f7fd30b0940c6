import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_TEXT_LIMITS } from '@shared/domain/admin-plan';
import { isDecimalString } from '@shared/domain/decimal';
import { PLAN_THEMES, type PlanTheme } from '@shared/domain/plan-status';
import type { CallInput } from '@shared/contracts/index';
import type { AdminPlan, PlanFund } from '../api/admin-plan';
import { NO_TEXTS, type Texts } from '../content/content-texts';
import { isComplete, LanguageFields } from '../content/language-fields';
import { MixEditor, mixTotal, type MixRow } from './mix-editor';
import { useAdminPlanTexts } from './plan-texts';

/** What the plan form holds. */
export type PlanValues = {
  theme: PlanTheme;
  currency: string;
  minimumMonthlyAmount: string;
  components: MixRow[];
  name: Texts;
  summary: Texts;
  description: Texts;
};

/** A new plan: core, in HKD, nothing typed yet. */
export const newPlan = (): PlanValues => ({
  theme: 'core',
  currency: 'HKD',
  minimumMonthlyAmount: '',
  components: [],
  name: NO_TEXTS,
  summary: NO_TEXTS,
  description: NO_TEXTS,
});

/** A stored plan's values. */
export const planValues = (plan: AdminPlan): PlanValues => ({
  theme: plan.theme,
  currency: plan.currency,
  minimumMonthlyAmount: plan.minimumMonthlyAmount,
  components: plan.components.map(({ fundId, weight }) => ({ fundId, weight })),
  name: plan.name,
  summary: plan.summary,
  description: plan.description,
});

/** The save call's fields from the form (the plan's id added by the page for an edit). */
export const planFields = (values: PlanValues): CallInput<'admin-plan/savePlan'> => ({
  theme: values.theme,
  currency: values.currency,
  minimumMonthlyAmount: values.minimumMonthlyAmount.trim(),
  components: values.components.map(({ fundId, weight }) => ({ fundId, weight: weight.trim() })),
  name: values.name,
  summary: values.summary,
  description: values.description,
});

/** The currencies the universe's funds are in (a plan mixes funds of its own currency only). */
const currenciesOf = (funds: readonly PlanFund[], current: string) =>
  [...new Set([current, ...funds.map((fund) => fund.currency)])].sort();

/**
 * A plan's editor (issue 30): theme, currency, minimum monthly amount, the mix of funds and
 * weights summing to 100 %, and the name, summary and description in three languages. Saving
 * waits until every field is there and the weights add up; the server checks again.
 */
export function PlanForm(props: {
  initial: PlanValues;
  funds: readonly PlanFund[];
  isBusy: boolean;
  outcome: ReactNode;
  onSubmit: (values: PlanValues) => void;
}) {
  const { t } = useTranslation('adminPlanPages');
  const form = useTranslation('adminContent').t;
  const texts = useAdminPlanTexts();
  const [values, setValues] = useState(props.initial);
  const [isTried, setTried] = useState(false);
  const set = <K extends keyof PlanValues>(field: K, value: PlanValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const hasMinimum = isDecimalString(values.minimumMonthlyAmount.trim());
  const isMixReady = values.components.length > 0 && mixTotal(values.components).isHundred;
  const isReady =
    hasMinimum &&
    isMixReady &&
    isComplete(values.name) &&
    isComplete(values.summary) &&
    isComplete(values.description);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (isReady) props.onSubmit(values);
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NativeSelect
            label={t('plan.theme')}
            value={values.theme}
            data={PLAN_THEMES.map((value) => ({ value, label: texts.theme(value) }))}
            onChange={(event) => set('theme', event.currentTarget.value as PlanTheme)}
          />
          <NativeSelect
            label={t('plan.currency')}
            value={values.currency}
            data={currenciesOf(props.funds, values.currency)}
            onChange={(event) => set('currency', event.currentTarget.value)}
          />
          <TextInput
            label={t('plan.minimum_in', { currency: values.currency })}
            required
            inputMode="decimal"
            value={values.minimumMonthlyAmount}
            styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
            error={isTried && !hasMinimum ? t('plan.minimum_error') : undefined}
            onChange={(event) => set('minimumMonthlyAmount', event.currentTarget.value)}
          />
        </SimpleGrid>
        <MixEditor
          rows={values.components}
          funds={props.funds}
          currency={values.currency}
          onChange={(components) => set('components', components)}
        />
        <LanguageFields
          label={t('plan.name')}
          values={values.name}
          maxLength={PLAN_TEXT_LIMITS.name}
          isTried={isTried}
          onChange={(name) => set('name', name)}
        />
        <LanguageFields
          label={t('plan.summary')}
          values={values.summary}
          maxLength={PLAN_TEXT_LIMITS.summary}
          isMultiline
          isTried={isTried}
          onChange={(summary) => set('summary', summary)}
        />
        <LanguageFields
          label={t('plan.description')}
          values={values.description}
          maxLength={PLAN_TEXT_LIMITS.description}
          isMultiline
          isTried={isTried}
          onChange={(description) => set('description', description)}
        />
        {isTried && !isReady ? (
          <Text size="sm" c="red.8" role="alert">
            {isMixReady ? t('plan.incomplete') : t('mix.must_be_100')}
          </Text>
        ) : null}
        {props.outcome}
        <Group>
          <Button type="submit" loading={props.isBusy}>
            {form('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
