import { SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/data/query-state';
import { PreviewRows } from '../../../components/data/preview-rows';
import { orderFieldClasses } from '../../../components/order/max-input';
import { OrderFlow } from '../../../components/order/order-flow';
import { useOrderFlowTexts, useOrderOutcome } from '../../../components/order/order-texts';
import { useFormat } from '../../../lib/use-format';
import {
  placePlan,
  planEffects,
  usePlanSubscription,
  usePlanSubscriptions,
  type PlanSubscription,
} from '../api/plan-subscription';
import { PlansPage } from './page-frame';
import { usePlanQueryTexts, usePlanResultText } from './plan-labels';

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

function RedeemForm(props: {
  accountCode: string;
  subscription: PlanSubscription;
  fundHistoryPath: string;
  tradePasswordPath: string;
}) {
  const { accountCode, subscription } = props;
  const { t } = useTranslation('plans');
  const format = useFormat();
  const resultText = usePlanResultText();
  const outcome = useOrderOutcome();
  const detail = usePlanSubscription(accountCode, subscription.subscriptionId);
  const [mode, setMode] = useState<'full' | 'proRata'>('full');
  const [percent, setPercent] = useState('50');
  const isPercentValid = PERCENT.test(percent) && Number(percent) >= 1 && Number(percent) <= 100;
  const share =
    mode === 'full' ? new Decimal(1) : new Decimal(isPercentValid ? percent : 0).div(100);
  const holdings = detail.data?.holdings ?? [];
  const texts = useOrderFlowTexts({
    estimateNote: t('redeems.estimate_note'),
    newOrder: t('nav.redeems'),
  });
  const rows: [string, string][] = holdings.map((holding) => [
    format.text(holding.fundName),
    `${format.quantity(holding.units, 4)} → ${format.quantity(
      new Decimal(holding.units).mul(share).toDecimalPlaces(4, Decimal.ROUND_DOWN).toString(),
      4,
    )}`,
  ]);
  return (
    <OrderFlow
      accountCode={accountCode}
      texts={texts}
      tradePasswordPath={props.tradePasswordPath}
      canReview={(mode === 'full' || isPercentValid) && holdings.length > 0}
      reviewHint={t('redeems.fill_in')}
      riskWarning={null}
      historyPath={props.fundHistoryPath}
      invalidates={planEffects(accountCode)}
      place={placePlan.redeem}
      input={{
        accountCode,
        subscriptionId: subscription.subscriptionId,
        mode,
        percent: mode === 'proRata' ? percent : undefined,
      }}
      describeOutcome={(answer) => {
        if (answer.result === 0) {
          const orders = answer.orderIds.join(', ');
          return {
            isPlaced: true,
            text: answer.isReplay
              ? t('redeems.replay', { orders })
              : t('redeems.placed', { orders }),
          };
        }
        return outcome({ placed: null, tradePassword: answer.tradePassword }, () =>
          resultText(answer.result),
        );
      }}
      preview={
        <PreviewRows
          rows={[
            [t('field.value'), format.money(subscription.value, subscription.currency)],
            ...rows,
          ]}
        />
      }
    >
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('redeems.mode')}
          data={[
            { value: 'full', label: t('redeems.full') },
            { value: 'proRata', label: t('redeems.pro_rata') },
          ]}
          value={mode}
          onChange={(value) => setMode(value)}
        />
        {mode === 'proRata' ? (
          <TextInput
            label={t('redeems.percent')}
            inputMode="decimal"
            value={percent}
            classNames={orderFieldClasses}
            error={isPercentValid ? undefined : t('redeems.percent_invalid')}
            onChange={(event) => setPercent(event.currentTarget.value.trim())}
          />
        ) : null}
      </Stack>
    </OrderFlow>
  );
}

/**
 * `/plans/redeems` (spec §2.11): redeem what a plan holds, in full or the same share of every
 * fund, as fund redemptions (they show in the fund order history).
 */
export function RedeemPage(props: {
  accountCode: string;
  fundHistoryPath: string;
  tradePasswordPath: string;
}) {
  const { t } = useTranslation('plans');
  const format = useFormat();
  // Cancelled plans too: their holdings stay until redeemed.
  const query = usePlanSubscriptions(props.accountCode, true);
  const texts = usePlanQueryTexts(t('redeems.none'));
  const [chosen, setChosen] = useState<string | null>(null);
  const held = (data: { subscriptions: PlanSubscription[] }) =>
    data.subscriptions.filter((each) => new Decimal(each.value).gt(0));
  return (
    <PlansPage title={t('redeems.title')}>
      <QueryState query={query} texts={texts} isEmpty={(data) => held(data).length === 0}>
        {(data) => {
          const options = held(data);
          const id = chosen ?? String(options[0]?.subscriptionId ?? '');
          const subscription = options.find((each) => String(each.subscriptionId) === id);
          return (
            <Stack maw={720}>
              <Select
                label={t('redeems.subscription')}
                data={options.map((each) => ({
                  value: String(each.subscriptionId),
                  label: `${format.text(each.planName)} (${format.money(each.value, each.currency)})`,
                }))}
                value={id}
                onChange={setChosen}
                allowDeselect={false}
              />
              {subscription ? (
                <RedeemForm
                  key={subscription.subscriptionId}
                  accountCode={props.accountCode}
                  subscription={subscription}
                  fundHistoryPath={props.fundHistoryPath}
                  tradePasswordPath={props.tradePasswordPath}
                />
              ) : null}
            </Stack>
          );
        }}
      </QueryState>
    </PlansPage>
  );
}
