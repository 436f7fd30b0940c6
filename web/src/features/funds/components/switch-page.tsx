import { NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { useBrand } from '../../../lib/brand-context';
import { useFund, useFundSearch } from '../api/fund';
import { useBuyingGate } from '../../../lib/risk-assessment';
import { useFormat } from '../../../lib/use-format';
import { placeFundOrder } from '../api/fund-order';
import { useOrderTexts } from '../hooks/use-order-texts';
import { isWithinPrecision, maxOf, previewSwitch, switchMinimum } from '../order-preview';
import { MaxInput } from '../../../components/order/max-input';
import { FundOrderFlow, type OrderLinks } from './fund-order-flow';
import { HoldingOrderPage } from './holding-order-page';
import { PreviewRows } from '../../../components/data/preview-rows';
import { QueryState } from '../../../components/data/query-state';
import { RiskReminder } from './risk-reminder';
import { useFundsOptions } from '../area-options';
import { fundPaths } from '../paths';

type FundDetail = CallOutput<'fund/getFund'>['fund'];
type Portfolio = CallOutput<'fund-portfolio/loadFundPortfolio'>;

type SwitchFormProps = {
  accountCode: string;
  from: FundDetail;
  to: FundDetail;
  portfolio: Portfolio;
  availableUnits: string;
  clientLevel: number | null;
  isBlocked: boolean;
  links: OrderLinks;
};

function SwitchForm(props: SwitchFormProps) {
  const { accountCode, from, to, portfolio, availableUnits, clientLevel } = props;
  const { t } = useTranslation('funds');
  const texts = useOrderTexts();
  const format = useFormat();
  const { config } = useBrand();
  const [units, setUnits] = useState('');
  const isValid = isWithinPrecision(units, from.unitPrecision);
  const isHolderOfTarget = portfolio.positions.some((position) => position.fundId === to.fundId);
  const need = switchMinimum(to, isHolderOfTarget);
  const preview = previewSwitch({
    units: isValid ? units : '0',
    from,
    to,
    availableUnits,
    isHolderOfTarget,
    now: new Date(),
    cutOff: config.cutOffs.fund,
  });
  const money = (value: string | null) =>
    value === null ? '–' : format.money(value, from.currency);
  const rows: [string, string][] = [
    [t('order.currency'), from.currency],
    [t('order.available_units'), format.quantity(availableUnits, from.unitPrecision)],
    [t('order.units'), isValid ? format.quantity(units, from.unitPrecision) : '–'],
    [t('order.fee'), money(preview.fee)],
    [t('order.estimated_proceeds'), money(preview.estimatedProceeds)],
    [t('switch.minimum_in', { fund: format.text(to.name) }), money(need.required)],
    [
      t('switch.estimated_units_in', { fund: format.text(to.name) }),
      preview.estimatedUnitsIn === null
        ? '–'
        : format.quantity(preview.estimatedUnitsIn, to.unitPrecision),
    ],
    ...texts.scheduleRows(preview.schedule),
  ];
  const error = texts.fieldError({
    value: units,
    isValid,
    invalidText: t('order.invalid_units', { places: from.unitPrecision }),
    result: preview.result,
    resultText: preview.belowTargetMinimum
      ? texts.switchBelowMinimum(to, preview.belowTargetMinimum, preview.estimatedProceeds)
      : null,
  });
  const isAbove = clientLevel !== null && to.riskLevel > clientLevel;
  return (
    <FundOrderFlow
      accountCode={accountCode}
      canReview={isValid && preview.result === 0}
      reviewHint={texts.reviewHint(units === '')}
      blockedReason={props.isBlocked ? t('risk.order_blocked') : null}
      tradePasswordPath={props.links.tradePasswordPath}
      refusalText={(answer) =>
        answer.result === 5 && answer.failedFundId === to.fundId
          ? texts.switchBelowMinimum(to, need)
          : null
      }
      riskWarning={
        isAbove ? t('order.risk_above', { fund: to.riskLevel, client: clientLevel }) : null
      }
      preview={<PreviewRows rows={rows} />}
      input={{ accountCode, fromFundId: from.fundId, toFundId: to.fundId, units }}
      place={placeFundOrder.switch}
    >
      <MaxInput
        label={t('order.units')}
        value={units}
        error={error}
        onChange={setUnits}
        max={maxOf(availableUnits, from.unitPrecision)}
      />
    </FundOrderFlow>
  );
}

function TargetChoice(props: {
  accountCode: string;
  from: FundDetail;
  portfolio: Portfolio;
  availableUnits: string;
  links: OrderLinks;
}) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const [toId, setToId] = useState<string>();
  const candidates = useFundSearch({
    currencies: [props.from.currency],
    pageSize: 100,
    language: format.language,
  });
  const to = useFund(toId);
  const gate = useBuyingGate(props.accountCode);
  // What the server's switch checks accept: another fund in the same currency, open for dealing
  // and not for professional investors only (fund-order-checks.ts).
  const options = (candidates.data?.funds ?? []).filter(
    (fund) =>
      fund.fundId !== props.from.fundId &&
      fund.currency === props.from.currency &&
      !fund.isSuspended &&
      !fund.isProfessionalOnly,
  );
  return (
    <Stack>
      <NativeSelect
        label={t('switch.to_fund')}
        value={toId ?? ''}
        data={[
          { value: '', label: t('order.choose_fund_placeholder') },
          ...options.map((fund) => ({
            value: fund.fundId,
            label: `${format.text(fund.name)} (${fund.currency})`,
          })),
        ]}
        disabled={gate.isBlocked}
        description={gate.isBlocked ? t('risk.order_blocked') : undefined}
        onChange={(event) => setToId(event.currentTarget.value || undefined)}
      />
      {toId ? (
        <QueryState query={to}>
          {({ fund }) => (
            <SwitchForm
              key={fund.fundId}
              {...props}
              to={fund}
              clientLevel={gate.level}
              isBlocked={gate.isBlocked}
            />
          )}
        </QueryState>
      ) : null}
    </Stack>
  );
}

/** `/funds/switch/{id?}` (spec §2.4, when switching is enabled): units of one fund into another. */
export function SwitchPage(props: { accountCode: string; fundId?: string; links: OrderLinks }) {
  const { accountCode, fundId } = props;
  const { t } = useTranslation('funds');
  const { riskAssessmentPath } = useFundsOptions();
  return (
    <HoldingOrderPage
      title={t('switch.title')}
      notice={
        <RiskReminder accountCode={accountCode} assessmentPath={riskAssessmentPath} isOnOrder />
      }
      pathOf={fundPaths.switch}
      accountCode={accountCode}
      fundId={fundId}
    >
      {(from, availableUnits, portfolio) => (
        <TargetChoice
          key={from.fundId}
          accountCode={accountCode}
          from={from}
          portfolio={portfolio}
          availableUnits={availableUnits}
          links={props.links}
        />
      )}
    </HoldingOrderPage>
  );
}
