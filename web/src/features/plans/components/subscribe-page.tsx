import { Alert, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyFor } from '@shared/domain/currency';
import { QueryState } from '../../../components/data/query-state';
import { PreviewRows } from '../../../components/data/preview-rows';
import { orderFieldClasses } from '../../../components/order/max-input';
import { OrderFlow } from '../../../components/order/order-flow';
import { useOrderFlowTexts, useOrderOutcome } from '../../../components/order/order-texts';
import { useFormat } from '../../../lib/use-format';
import {
  placePlan,
  planEffects,
  useSubscribeForm,
  type SubscribeForm,
} from '../api/plan-subscription';
import { firstMonthsFor, isAmount } from '../months';
import { planPaths } from '../paths';
import { PlansPage } from './page-frame';
import { usePlanQueryTexts, usePlanResultText } from './plan-labels';
import { SubscriptionSteps } from './subscription-steps';

const DAYS = Array.from({ length: 28 }, (_, index) => String(index + 1));

type Plan = NonNullable<SubscribeForm['plan']>;

/** The risk check of spec §6 as the fund order does it: refuse, acknowledge, or nothing. */
function useRiskFacts(form: SubscribeForm, plan: Plan) {
  const { t } = useTranslation('plans');
  const client = form.clientRiskLevel;
  if (client === null) return { blocked: t('subscribe.risk_missing'), warning: null };
  if (plan.riskLevel <= client) return { blocked: null, warning: null };
  const values = { plan: plan.riskLevel, client };
  return form.overRiskPolicy === 'refuse'
    ? { blocked: t('subscribe.risk_refused', values), warning: null }
    : { blocked: null, warning: t('subscribe.risk_above', values) };
}

function SubscribeForm(props: {
  accountCode: string;
  form: SubscribeForm;
  plan: Plan;
  tradePasswordPath: string;
}) {
  const { accountCode, form, plan } = props;
  const { t } = useTranslation('plans');
  const format = useFormat();
  const resultText = usePlanResultText();
  const outcome = useOrderOutcome();
  const places = currencyFor(plan.currency).precision;
  const accounts = form.cashAccounts.filter((account) => account.currency === plan.currency);
  const [amount, setAmount] = useState('');
  const [debitDay, setDebitDay] = useState('5');
  // Only months whose debit date is still to come: a change of debit day may move the choice.
  const months = firstMonthsFor(form.today, Number(debitDay));
  const [chosenMonth, setFirstMonth] = useState<string | null>(null);
  const firstMonth =
    chosenMonth !== null && months.includes(chosenMonth)
      ? chosenMonth
      : (months[0] ?? form.earliestFirstMonth);
  const [cashAccount, setCashAccount] = useState(accounts[0]?.cashAccount ?? '');
  const chosen = accounts.find((account) => account.cashAccount === cashAccount);
  const isValid = isAmount(amount, places);
  const isBelow = isValid && new Decimal(amount).lt(plan.minimumMonthlyAmount);
  const minimum = format.money(plan.minimumMonthlyAmount, plan.currency);
  const risk = useRiskFacts(form, plan);
  const texts = useOrderFlowTexts({
    estimateNote: t('subscribe.estimate_note'),
    newOrder: t('subscribe.new'),
    viewHistory: t('subscribe.view_subscriptions'),
  });
  const error =
    amount === ''
      ? undefined
      : !isValid
        ? t('subscribe.invalid_amount', { places })
        : isBelow
          ? t('subscribe.below_minimum', { minimum })
          : undefined;
  return (
    <OrderFlow
      accountCode={accountCode}
      texts={texts}
      tradePasswordPath={props.tradePasswordPath}
      canReview={isValid && !isBelow && chosen !== undefined}
      reviewHint={t('subscribe.fill_in')}
      blockedReason={risk.blocked}
      riskWarning={risk.warning}
      historyPath={planPaths.subscriptions}
      invalidates={planEffects(accountCode)}
      place={placePlan.subscribe}
      input={{
        accountCode,
        planId: plan.planId,
        monthlyAmount: amount,
        debitDay: Number(debitDay),
        firstMonth,
        cashAccount,
      }}
      describeOutcome={(answer) => {
        const made = answer.subscription;
        if (answer.result === 0 && made) {
          const values = {
            id: made.subscriptionId,
            status: t(`status.${made.status}`),
            date: made.nextDebitDate ?? '–',
          };
          return {
            isPlaced: true,
            text: answer.isReplay ? t('subscribe.replay', values) : t('subscribe.placed', values),
            details: (
              <SubscriptionSteps
                accountCode={accountCode}
                subscriptionId={made.subscriptionId}
                placedAt={made.createdAt}
              />
            ),
          };
        }
        return outcome({ placed: null, tradePassword: answer.tradePassword }, () =>
          resultText(answer.result),
        );
      }}
      preview={
        <PreviewRows
          rows={[
            [t('field.currency'), plan.currency],
            [t('subscribe.minimum'), minimum],
            [
              t('subscribe.available'),
              chosen ? format.money(chosen.available, plan.currency) : '–',
            ],
            [t('field.monthly_amount'), isValid ? format.money(amount, plan.currency) : '–'],
            [t('subscribe.debit_day'), debitDay],
            [t('subscribe.first_month'), firstMonth],
          ]}
        />
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('subscribe.amount', { currency: plan.currency })}
          inputMode="decimal"
          value={amount}
          error={error}
          classNames={orderFieldClasses}
          onChange={(event) => setAmount(event.currentTarget.value.trim())}
        />
        <Select
          label={t('subscribe.cash_account')}
          data={accounts.map((account) => ({
            value: account.cashAccount,
            label: t('subscribe.cash_option', {
              account: account.cashAccount,
              currency: account.currency,
              available: format.money(account.available, account.currency),
            }),
          }))}
          value={cashAccount || null}
          onChange={(value) => setCashAccount(value ?? '')}
          allowDeselect={false}
          error={
            accounts.length
              ? undefined
              : t('subscribe.no_cash_account', { currency: plan.currency })
          }
        />
        <Select
          label={t('subscribe.debit_day')}
          data={DAYS}
          value={debitDay}
          onChange={(value) => value && setDebitDay(value)}
          allowDeselect={false}
        />
        <Select
          label={t('subscribe.first_month')}
          description={t('subscribe.first_month_hint')}
          data={months}
          value={firstMonth}
          onChange={(value) => value && setFirstMonth(value)}
          allowDeselect={false}
        />
      </SimpleGrid>
    </OrderFlow>
  );
}

/**
 * `/plans/subscribes/{planId}` (spec §2.11): monthly amount (at least the minimum), debit day,
 * first month and cash account, the plan's risk against the client's level, then the order
 * flow's confirmation with the trade password.
 */
export function SubscribePage(props: {
  accountCode: string;
  planId: string;
  tradePasswordPath: string;
}) {
  const { t } = useTranslation('plans');
  const format = useFormat();
  const query = useSubscribeForm(props.accountCode, props.planId);
  const texts = usePlanQueryTexts();
  const plan = query.data?.plan ?? null;
  return (
    <PlansPage
      title={
        plan ? t('subscribe.title_plan', { plan: format.text(plan.name) }) : t('subscribe.title')
      }
    >
      <QueryState query={query} texts={texts}>
        {(form) =>
          form.plan ? (
            <Stack maw={720}>
              <SubscribeForm
                accountCode={props.accountCode}
                form={form}
                plan={form.plan}
                tradePasswordPath={props.tradePasswordPath}
              />
            </Stack>
          ) : (
            <Alert color="yellow">{t('detail.not_found')}</Alert>
          )
        }
      </QueryState>
    </PlansPage>
  );
}
