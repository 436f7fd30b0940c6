import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFundSearch } from '../api/fund-queries';
import { useFundFormat } from '../hooks/use-fund-format';

/** Chooses the fund of an order screen by moving to `<base>/<fundId>`. */
export function FundPicker({ base, fundId }: { base: string; fundId: string | undefined }) {
  const { t } = useTranslation('funds');
  const format = useFundFormat();
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
        if (next) void navigate(`${base}/${next}`);
      }}
    />
  );
}
