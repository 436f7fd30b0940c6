import { Alert, NativeSelect } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CallOutput } from '@shared/contracts/index';
import { fundQuery, useFundSearch } from '../api/fund';
import { useFormat } from '../../../lib/use-format';

type Position = CallOutput<'fund-portfolio/loadFundPortfolio'>['positions'][number];

type Option = { value: string; label: string };

/** The fund select of an order screen: choosing a fund moves to that fund's page. */
function PickerSelect(props: {
  pathOf: (fundId: string) => string;
  fundId: string | undefined;
  options: Option[];
}) {
  const { t } = useTranslation('funds');
  const navigate = useNavigate();
  return (
    <NativeSelect
      label={t('order.choose_fund')}
      value={props.fundId ?? ''}
      data={[{ value: '', label: t('order.choose_fund_placeholder') }, ...props.options]}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (next) void navigate(props.pathOf(next));
      }}
    />
  );
}

/** Chooses the fund of an order screen by moving to the page of that fund (`pathOf(fundId)`). */
export function FundPicker(props: {
  pathOf: (fundId: string) => string;
  fundId: string | undefined;
}) {
  const format = useFormat();
  const funds = useFundSearch({ pageSize: 100, language: format.language });
  const options = (funds.data?.funds ?? []).map((fund) => ({
    value: fund.fundId,
    label: `${format.text(fund.name)} (${fund.currency})`,
  }));
  return <PickerSelect pathOf={props.pathOf} fundId={props.fundId} options={options} />;
}

/** Each held fund's unit precision, from the fund details (shared with the detail page's cache). */
function useUnitPrecisions(positions: readonly Position[]): Map<string, number> {
  const answers = useQueries({
    queries: positions.map((position) => fundQuery(position.fundId)),
  });
  return new Map(
    answers.flatMap((answer) =>
      answer.data ? [[answer.data.fund.fundId, answer.data.fund.unitPrecision] as const] : [],
    ),
  );
}

/**
 * Chooses among the funds the account holds (redeem, switch out: issue 10 §4), each with its
 * held units at the fund's unit precision; says so when there is nothing to choose.
 */
export function HoldingPicker(props: {
  pathOf: (fundId: string) => string;
  fundId: string | undefined;
  positions: readonly Position[];
}) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const precisions = useUnitPrecisions(props.positions);
  if (props.positions.length === 0) {
    return <Alert color="gray">{t('order.no_holdings')}</Alert>;
  }
  const options = props.positions.map((position) => {
    const places = precisions.get(position.fundId);
    const name = `${format.text(position.name)} (${position.currency})`;
    // Until the fund's precision is known the label names the fund only, never a bare number.
    return {
      value: position.fundId,
      label:
        places === undefined
          ? name
          : t('order.held_option', {
              fund: name,
              units: format.quantity(position.totalUnits, places),
            }),
    };
  });
  return <PickerSelect pathOf={props.pathOf} fundId={props.fundId} options={options} />;
}
