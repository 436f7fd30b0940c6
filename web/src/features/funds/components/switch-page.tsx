import { NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { useBrand } from '../../../lib/brand-context';
import { useFund, useFundSearch } from '../api/fund';
import { useRiskAssessment } from '../../../lib/risk-assessment';
import { useFormat } from '../../../lib/use-format';
import { placeFundOrder } from '../api/fund-order';
import { useOrderTexts } from '../hooks/use-order-texts';
import { isWithinPrecision, maxOf, previewSwitch } from '../order-preview';
import { MaxInput } from '../../../components/order/max-input';
import { FundOrderFlow } from './fund-order-flow';
import { HoldingOrderPage } from './holding-order-page';
import { PreviewRows } from '../../../components/data/preview-rows';
import { QueryState } from './query-state';
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
};

function SwitchForm({
  accountCode,
  from,
  to,
  portfolio,
  availableUnits,
  clientLevel,
}: SwitchFormProps) {
  const { t } = useTranslation('funds');
  const texts = useOrderTexts();
  const format = useFormat();
  const { config } = useBrand();
  const [units, setUnits] = useState('');
  const isValid = isWithinPrecision(units, from.unitPrecision);
  const preview = previewSwitch({
    units: isValid ? units : '0',
    from,
    to,
    availableUnits,
    isHolderOfTarget: portfolio.positions.some((position) => position.fundId === to.fundId),
    now: new Date(),
    cutOff: config.cutOffs.fund,
  });
  const money = (value: string | null) =>
    value === null ? '–' : format.money(value, from.currency);
  const rows: [string, string][] = [
    [t('order.currency'), from.currency],
    [t('order.available_units'), availableUnits],
    [t('order.units'), isValid ? units : '–'],
    [t('order.fee'), money(preview.fee)],
    [t('order.estimated_proceeds'), money(preview.estimatedProceeds)],
    [
      t('switch.estimated_units_in', { fund: format.text(to.name) }),
      preview.estimatedUnitsIn ?? '–',
    ],
    ...texts.scheduleRows(preview.schedule),
  ];
  const error = texts.fieldError({
    value: units,
    isValid,
    invalidText: t('order.invalid_units', { places: from.unitPrecision }),
    result: preview.result,
  });
  const isAbove = clientLevel !== null && to.riskLevel > clientLevel;
  return (
    <FundOrderFlow
      accountCode={accountCode}
      canReview={isValid && preview.result === 0}
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
        maxLabel={t('order.max')}
      />
    </FundOrderFlow>
  );
}

function TargetChoice(props: {
  accountCode: string;
  from: FundDetail;
  portfolio: Portfolio;
  availableUnits: string;
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
  const assessment = useRiskAssessment(props.accountCode);
  const options = (candidates.data?.funds ?? []).filter(
    (fund) => fund.fundId !== props.from.fundId && !fund.isSuspended,
  );
  return (
    <Stack>
      <NativeSelect
        label={t('switch.to_fund')}
        value={toId ?? ''}
        data={[
          { value: '', label: t('order.choose_fund_placeholder') },
          ...options.map((fund) => ({ value: fund.fundId, label: format.text(fund.name) })),
        ]}
        onChange={(event) => setToId(event.currentTarget.value || undefined)}
      />
      {toId ? (
        <QueryState query={to}>
          {({ fund }) => (
            <SwitchForm
              key={fund.fundId}
              {...props}
              to={fund}
              clientLevel={assessment.data?.assessment?.level ?? null}
            />
          )}
        </QueryState>
      ) : null}
    </Stack>
  );
}

/** `/funds/switch/{id?}` (spec §2.4, when switching is enabled): units of one fund into another. */
export function SwitchPage({ accountCode, fundId }: { accountCode: string; fundId?: string }) {
  const { t } = useTranslation('funds');
  return (
    <HoldingOrderPage
      title={t('switch.title')}
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
        />
      )}
    </HoldingOrderPage>
  );
}
