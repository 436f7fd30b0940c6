import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@shared/domain/date-time';
import type { CallOutput } from '@shared/contracts/index';
import { callApi } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand-context';
import { useFund, usePortfolio } from '../api/fund-queries';
import { useFundFormat } from '../hooks/use-fund-format';
import { useReportingCurrency } from '../hooks/use-reporting-currency';
import { isWithinPrecision, maxOf, previewRedemption } from '../order-preview';
import { FundPicker } from './fund-picker';
import { OrderFlow } from './order-flow';
import { FundsPage } from './page-frame';
import { PreviewRows } from './preview-rows';
import { QueryState } from './query-state';

type FundDetail = CallOutput<'fund/getFund'>['fund'];

function RedeemForm(props: { accountCode: string; fund: FundDetail; availableUnits: string }) {
  const { accountCode, fund, availableUnits } = props;
  const { t } = useTranslation('funds');
  const format = useFundFormat();
  const { config } = useBrand();
  const [units, setUnits] = useState('');
  const places = fund.unitPrecision;
  const isValid = isWithinPrecision(units, places);
  const preview = previewRedemption({
    units: isValid ? units : '0',
    fund,
    availableUnits,
    now: new Date(),
    cutOff: config.cutOffs.fund,
  });
  const money = (value: string | null) =>
    value === null ? '–' : format.money(value, fund.currency);
  const rows: [string, string][] = [
    [t('order.currency'), fund.currency],
    [t('order.available_units'), availableUnits],
    [t('order.units'), isValid ? units : '–'],
    [t('order.latest_nav'), fund.nav ? `${fund.nav} (${fund.navDate ?? ''})` : '–'],
    [t('order.fee'), money(preview.fee)],
    [t('order.estimated_proceeds'), money(preview.estimatedProceeds)],
    [t('order.dealing_date'), preview.schedule.dealingDate],
    [t('order.cut_off'), formatDateTime(preview.schedule.cutOffAt)],
    [t('order.settlement_date'), preview.schedule.settlementDate],
  ];
  const error =
    units === ''
      ? undefined
      : !isValid
        ? t('order.invalid_units', { places })
        : preview.result !== 0
          ? t(`result.code_${preview.result}` as never)
          : undefined;
  return (
    <OrderFlow
      accountCode={accountCode}
      canReview={isValid && preview.result === 0}
      riskWarning={null}
      preview={<PreviewRows rows={rows} />}
      place={(extras) =>
        callApi('fund-order/placeRedemption', {
          accountCode,
          fundId: fund.fundId,
          units,
          ...extras,
        })
      }
    >
      <TextInput
        label={t('order.units')}
        inputMode="decimal"
        value={units}
        error={error}
        onChange={(event) => setUnits(event.currentTarget.value.trim())}
        rightSectionWidth={64}
        rightSection={
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => setUnits(maxOf(availableUnits, places))}
          >
            {t('order.max')}
          </Button>
        }
      />
    </OrderFlow>
  );
}

/** `/funds/redeem/{id?}` (spec §2.4): redeem by units from a holding. */
export function RedeemPage({ accountCode, fundId }: { accountCode: string; fundId?: string }) {
  const { t } = useTranslation('funds');
  const fund = useFund(fundId);
  const portfolio = usePortfolio(accountCode, useReportingCurrency());
  return (
    <FundsPage title={t('order.redeem_title')}>
      <Stack>
        <FundPicker base="/funds/redeem" fundId={fundId} />
        {fundId ? (
          <QueryState query={fund}>
            {({ fund: detail }) => (
              <QueryState query={portfolio}>
                {(data) => {
                  const position = data.positions.find((item) => item.fundId === detail.fundId);
                  if (!position) return <Alert color="yellow">{t('order.no_holding')}</Alert>;
                  return (
                    <RedeemForm
                      key={detail.fundId}
                      accountCode={accountCode}
                      fund={detail}
                      availableUnits={position.availableUnits}
                    />
                  );
                }}
              </QueryState>
            )}
          </QueryState>
        ) : null}
      </Stack>
    </FundsPage>
  );
}
