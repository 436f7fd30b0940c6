import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { toDecimal } from '@shared/domain/decimal';
import { useBrand } from '../../../lib/brand-context';
import { useFormat } from '../../../lib/use-format';
import { placeFundOrder } from '../api/fund-order';
import { useOrderTexts } from '../hooks/use-order-texts';
import { isWithinPrecision, maxOf, previewRedemption } from '../order-preview';
import { HoldingOrderPage } from './holding-order-page';
import { MaxInput } from '../../../components/order/max-input';
import { FundOrderFlow, type OrderLinks } from './fund-order-flow';
import { PreviewRows } from '../../../components/data/preview-rows';
import { fundPaths } from '../paths';

type FundDetail = CallOutput<'fund/getFund'>['fund'];

function RedeemForm(props: {
  accountCode: string;
  fund: FundDetail;
  availableUnits: string;
  links: OrderLinks;
}) {
  const { accountCode, fund, availableUnits } = props;
  const { t } = useTranslation('funds');
  const texts = useOrderTexts();
  const format = useFormat();
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
    [t('order.available_units'), format.quantity(availableUnits, places)],
    [t('order.units'), isValid ? format.quantity(units, places) : '–'],
    [
      t('order.latest_nav'),
      fund.nav ? `${format.price(fund.nav, fund.navPrecision)} (${fund.navDate ?? ''})` : '–',
    ],
    [t('order.fee'), money(preview.fee)],
    [t('order.estimated_proceeds'), money(preview.estimatedProceeds)],
    ...texts.scheduleRows(preview.schedule),
  ];
  // Codes 6 and 18 name the fund's own limits, so the client knows what would pass.
  const redemptionRuleText = (code: number) =>
    code === 6 && isValid && toDecimal(units).gt(0)
      ? t('redeem.below_minimum', { units: format.quantity(fund.minimumRedemptionUnits, places) })
      : code === 18
        ? t('redeem.below_holding', { units: format.quantity(fund.minimumHoldingUnits, places) })
        : null;
  const error = texts.fieldError({
    value: units,
    isValid,
    invalidText: t('order.invalid_units', { places }),
    result: preview.result,
    resultText: redemptionRuleText(preview.result),
  });
  return (
    <FundOrderFlow
      accountCode={accountCode}
      canReview={isValid && preview.result === 0}
      reviewHint={texts.reviewHint(units === '')}
      tradePasswordPath={props.links.tradePasswordPath}
      refusalText={(answer) => redemptionRuleText(answer.result)}
      riskWarning={null}
      preview={<PreviewRows rows={rows} />}
      input={{ accountCode, fundId: fund.fundId, units }}
      place={placeFundOrder.redemption}
    >
      <MaxInput
        label={t('order.units')}
        value={units}
        error={error}
        onChange={setUnits}
        max={maxOf(availableUnits, places)}
      />
    </FundOrderFlow>
  );
}

/** `/funds/redeem/{id?}` (spec §2.4): redeem by units from a holding. */
export function RedeemPage(props: { accountCode: string; fundId?: string; links: OrderLinks }) {
  const { accountCode, fundId } = props;
  const { t } = useTranslation('funds');
  return (
    <HoldingOrderPage
      title={t('order.redeem_title')}
      pathOf={fundPaths.redeem}
      accountCode={accountCode}
      fundId={fundId}
    >
      {(fund, availableUnits) => (
        <RedeemForm
          key={fund.fundId}
          accountCode={accountCode}
          fund={fund}
          availableUnits={availableUnits}
          links={props.links}
        />
      )}
    </HoldingOrderPage>
  );
}
