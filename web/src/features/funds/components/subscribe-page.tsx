import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyFor } from '@shared/domain/currency';
import type { CallOutput } from '@shared/contracts/index';
import { useBrand } from '../../../lib/brand-context';
import { useFund } from '../api/fund';
import { placeFundOrder } from '../api/fund-order';
import { usePortfolio } from '../api/fund-portfolio';
import { useBuyingGate } from '../../../lib/risk-assessment';
import { useFormat } from '../../../lib/use-format';
import { useOrderTexts } from '../hooks/use-order-texts';
import { useReportingCurrency } from '../../../lib/use-reporting-currency';
import {
  isWithinPrecision,
  maxOf,
  previewSubscription,
  subscriptionMinimum,
} from '../order-preview';
import { FundPicker } from './fund-picker';
import { MaxInput } from '../../../components/order/max-input';
import { FundOrderFlow, type OrderLinks } from './fund-order-flow';
import { FundsPage } from './page-frame';
import { PreviewRows } from '../../../components/data/preview-rows';
import { QueryState } from '../../../components/data/query-state';
import { RiskReminder } from './risk-reminder';
import { useFundsOptions } from '../area-options';
import { fundPaths } from '../paths';

type FundDetail = CallOutput<'fund/getFund'>['fund'];
type Portfolio = CallOutput<'fund-portfolio/loadFundPortfolio'>;

function SubscribeForm(props: {
  accountCode: string;
  fund: FundDetail;
  portfolio: Portfolio;
  clientLevel: number | null;
  isBlocked: boolean;
  links: OrderLinks;
}) {
  const { accountCode, fund, portfolio, clientLevel } = props;
  const { t } = useTranslation('funds');
  const texts = useOrderTexts();
  const format = useFormat();
  const { config } = useBrand();
  const [amount, setAmount] = useState('');
  const places = currencyFor(fund.currency).precision;
  const available =
    portfolio.cash.find((cash) => cash.currency === fund.currency)?.available ?? '0';
  const isHolder = portfolio.positions.some((position) => position.fundId === fund.fundId);
  const isValid = isWithinPrecision(amount, places);
  const preview = previewSubscription({
    amount: isValid ? amount : '0',
    fund,
    availableCash: available,
    isHolder,
    now: new Date(),
    cutOff: config.cutOffs.fund,
  });
  const money = (value: string | null) =>
    value === null ? '–' : format.money(value, fund.currency);
  const rows: [string, string][] = [
    [t('order.currency'), fund.currency],
    [t('order.available_cash'), money(available)],
    [t('order.amount', { currency: fund.currency }), isValid ? money(amount) : '–'],
    [t('order.fee'), money(preview.fee)],
    [
      t('order.latest_nav'),
      fund.nav ? `${format.price(fund.nav, fund.navPrecision)} (${fund.navDate ?? ''})` : '–',
    ],
    [
      t('order.estimated_units'),
      preview.estimatedUnits === null
        ? '–'
        : format.quantity(preview.estimatedUnits, fund.unitPrecision),
    ],
    [
      t('subscribe.minimum'),
      money(isHolder ? fund.minimumSubsequentSubscription : fund.minimumInitialSubscription),
    ],
    ...texts.scheduleRows(preview.schedule),
  ];
  const isAbove = clientLevel !== null && fund.riskLevel > clientLevel;
  const error = texts.fieldError({
    value: amount,
    isValid,
    invalidText: t('order.invalid_amount', { places }),
    result: preview.result,
    resultText: preview.belowMinimum ? texts.belowMinimum(fund, preview.belowMinimum) : null,
  });
  return (
    <FundOrderFlow
      accountCode={accountCode}
      canReview={isValid && preview.result === 0}
      reviewHint={texts.reviewHint(amount === '')}
      blockedReason={props.isBlocked ? t('risk.order_blocked') : null}
      tradePasswordPath={props.links.tradePasswordPath}
      refusalText={(answer) =>
        answer.result === 5 && answer.failedFundId === fund.fundId
          ? texts.belowMinimum(fund, subscriptionMinimum(fund, isHolder))
          : null
      }
      riskWarning={
        isAbove ? t('order.risk_above', { fund: fund.riskLevel, client: clientLevel }) : null
      }
      preview={<PreviewRows rows={rows} />}
      input={{ accountCode, fundId: fund.fundId, amount }}
      place={placeFundOrder.subscription}
    >
      <MaxInput
        label={t('order.amount', { currency: fund.currency })}
        value={amount}
        error={error}
        onChange={setAmount}
        max={maxOf(available, places)}
      />
    </FundOrderFlow>
  );
}

/** `/funds/subscribe/{id?}` (spec §2.4): subscribe by amount. */
export function SubscribePage(props: { accountCode: string; fundId?: string; links: OrderLinks }) {
  const { accountCode, fundId } = props;
  const { t } = useTranslation('funds');
  const fund = useFund(fundId);
  const portfolio = usePortfolio(accountCode, useReportingCurrency());
  const gate = useBuyingGate(accountCode);
  const { riskAssessmentPath } = useFundsOptions();
  return (
    <FundsPage title={t('order.subscribe_title')}>
      <Stack>
        <RiskReminder accountCode={accountCode} assessmentPath={riskAssessmentPath} isOnOrder />
        <FundPicker pathOf={fundPaths.subscribe} fundId={fundId} />
        {fundId ? (
          <QueryState query={fund}>
            {({ fund: detail }) => (
              <QueryState query={portfolio}>
                {(data) => (
                  <SubscribeForm
                    key={detail.fundId}
                    accountCode={accountCode}
                    fund={detail}
                    portfolio={data}
                    clientLevel={gate.level}
                    isBlocked={gate.isBlocked}
                    links={props.links}
                  />
                )}
              </QueryState>
            )}
          </QueryState>
        ) : null}
      </Stack>
    </FundsPage>
  );
}
