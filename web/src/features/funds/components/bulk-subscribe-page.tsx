import { Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@shared/domain/date-time';
import type { CallOutput } from '@shared/contracts/index';
import { useBrand } from '../../../lib/brand-context';
import { fundQuery, useFundSearch } from '../api/fund';
import { placeFundOrder } from '../api/fund-order';
import { usePortfolio } from '../api/fund-portfolio';
import { useBuyingGate } from '../../../lib/risk-assessment';
import { checkBulk, type BulkCheck } from '../bulk-preview';
import { subscriptionMinimum } from '../order-preview';
import { useFormat } from '../../../lib/use-format';
import { useReportingCurrency } from '../../../lib/use-reporting-currency';
import { BulkLines, type KeyedLine } from './bulk-lines';
import { FundOrderFlow, type OrderLinks } from './fund-order-flow';
import { orderFieldClasses } from '../../../components/order/max-input';
import { FundsPage } from './page-frame';
import { PreviewRows } from '../../../components/data/preview-rows';
import { QueryState } from '../../../components/data/query-state';
import { RiskReminder } from './risk-reminder';
import { useFundsOptions } from '../area-options';
import { useOrderTexts } from '../hooks/use-order-texts';

type Portfolio = CallOutput<'fund-portfolio/loadFundPortfolio'>;
type FundDetail = CallOutput<'fund/getFund'>['fund'];

/** Every chosen fund's details (shared with the detail page's cache). */
function useLineFunds(lines: readonly KeyedLine[]): Map<string, FundDetail> {
  const answers = useQueries({
    queries: lines.map((line) => fundQuery(line.fundId)),
  });
  return new Map(
    answers.flatMap((answer) => (answer.data ? [[answer.data.fund.fundId, answer.data.fund]] : [])),
  );
}

/** The preview: each line's fee, estimate and dates, then each currency's total and cash. */
function usePreviewRows(check: BulkCheck<FundDetail>, availableOf: (code: string) => string) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const lines: [string, string][] = check.lines.flatMap(({ fund, preview }) => {
    if (!fund || !preview) return [];
    const fee = preview.fee === null ? '–' : format.money(preview.fee, fund.currency);
    const { dealingDate, cutOffAt, settlementDate } = preview.schedule;
    const text = [
      `${t('order.fee')}: ${fee}`,
      `${t('order.estimated_units')}: ${
        preview.estimatedUnits === null
          ? '–'
          : format.quantity(preview.estimatedUnits, fund.unitPrecision)
      }`,
      `${t('order.dealing_date')}: ${dealingDate} (${t('order.cut_off')} ${formatDateTime(cutOffAt)})`,
      `${t('order.settlement_date')}: ${settlementDate}`,
    ].join(' · ');
    return [[format.text(fund.name), text] as [string, string]];
  });
  const totals: [string, string][] = [...check.totals].map(([code, total]) => [
    t('bulk.total', { currency: code }),
    `${format.money(total, code)} / ${t('order.available_cash')} ${format.money(availableOf(code), code)}`,
  ]);
  return [...lines, ...totals];
}

function BulkForm(props: {
  accountCode: string;
  portfolio: Portfolio;
  firstFundId?: string;
  links: OrderLinks;
}) {
  const { accountCode, portfolio } = props;
  const { t } = useTranslation('funds');
  const format = useFormat();
  const texts = useOrderTexts();
  const { config } = useBrand();
  const [lines, setLines] = useState<KeyedLine[]>([
    { key: 0, fundId: props.firstFundId ?? '', amount: '' },
  ]);
  const universe = useFundSearch({ pageSize: 100, language: format.language });
  const funds = useLineFunds(lines);
  const gate = useBuyingGate(accountCode);
  const { level } = gate;
  const availableOf = (code: string) =>
    portfolio.cash.find((cash) => cash.currency === code)?.available ?? '0';
  const check = checkBulk({
    lines,
    fundOf: (fundId) => funds.get(fundId),
    availableOf,
    isHolderOf: (fundId) => portfolio.positions.some((position) => position.fundId === fundId),
    now: new Date(),
    cutOff: config.cutOffs.fund,
  });
  const previewRows = usePreviewRows(check, availableOf);
  const above = [...funds.values()].filter((fund) => level !== null && fund.riskLevel > level);
  const riskWarning = above.length
    ? t('bulk.risk_above', {
        funds: above.map((fund) => format.text(fund.name)).join(', '),
        client: level,
      })
    : null;
  return (
    <FundOrderFlow
      accountCode={accountCode}
      canReview={check.canReview}
      reviewHint={texts.reviewHint(lines.every((line) => line.amount === ''))}
      blockedReason={gate.isBlocked ? t('risk.order_blocked') : null}
      tradePasswordPath={props.links.tradePasswordPath}
      refusalText={(answer) => {
        const fund = answer.result === 5 ? funds.get(answer.failedFundId ?? '') : undefined;
        if (!fund) return null;
        const isHolder = portfolio.positions.some((position) => position.fundId === fund.fundId);
        return texts.belowMinimum(fund, subscriptionMinimum(fund, isHolder));
      }}
      riskWarning={riskWarning}
      preview={<PreviewRows rows={previewRows} />}
      input={{ accountCode, items: lines.map(({ fundId, amount }) => ({ fundId, amount })) }}
      place={placeFundOrder.bulkSubscription}
    >
      <BulkLines
        lines={lines}
        check={check}
        funds={universe.data?.funds ?? []}
        onChange={setLines}
      />
      {!check.isDistinct ? (
        <Text size="sm" className={orderFieldClasses.error}>
          {t('bulk.duplicate')}
        </Text>
      ) : null}
      {check.overCurrencies.length ? (
        <Text size="sm" className={orderFieldClasses.error}>
          {t('result.code_10')}
        </Text>
      ) : null}
    </FundOrderFlow>
  );
}

/** `/funds/bulkSubscribe/{id?}` (spec §2.4): several subscriptions in one confirmation. */
export function BulkSubscribePage(props: {
  accountCode: string;
  fundId?: string;
  links: OrderLinks;
}) {
  const { accountCode, fundId } = props;
  const { t } = useTranslation('funds');
  const portfolio = usePortfolio(accountCode, useReportingCurrency());
  const { riskAssessmentPath } = useFundsOptions();
  return (
    <FundsPage title={t('bulk.title')}>
      <RiskReminder accountCode={accountCode} assessmentPath={riskAssessmentPath} isOnOrder />
      <QueryState query={portfolio}>
        {(data) => (
          <BulkForm
            accountCode={accountCode}
            portfolio={data}
            firstFundId={fundId}
            links={props.links}
          />
        )}
      </QueryState>
    </FundsPage>
  );
}
