import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFundSearch } from '../api/fund';
import { useFormat } from '../../../lib/use-format';

/** Chooses the fund of an order screen by moving to the page of that fund (`pathOf(fundId)`). */
export function FundPicker(props: {
  pathOf: (fundId: string) => string;
  fundId: string | undefined;
}) {
  const { pathOf, fundId } = props;
  const { t } = useTranslation('funds');
  const format = useFormat();
  const navigate = useNavigate();
  const funds = useFundSearch({ pageSize: 100, language: format.language });
  const data = [
    { value: '', label: t('order.choose_fund_placeholder') },
    ...(funds.data?.funds ?? []).map((fund) => ({
      value: fund.fundId,
      label: `${format.text(fund.name)} (${fund.currency})`,
    })),
  ];
  return (
    <NativeSelect
      label={t('order.choose_fund')}
      value={fundId ?? ''}
      data={data}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (next) void navigate(pathOf(next));
      }}
    />
  );
}
