import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import type { Ipo } from '../api/ipo';
import { IpoFigure } from './ipo-figure';
import type { figuresOf, Kind } from './ipo-quantities';

/** What an application costs and holds: the amount with its fees, a loan and its interest. */
export function IpoSummary({
  ipo,
  kind,
  figures,
}: {
  ipo: Ipo;
  kind: Kind;
  figures: ReturnType<typeof figuresOf>;
}) {
  const { t } = useTranslation('ipo');
  const format = useFormat();
  const money = (value: string) => format.money(value, ipo.currency);
  return (
    <Stack gap={4}>
      <IpoFigure label={t('form.consideration')} value={money(figures.consideration)} />
      <IpoFigure label={t('form.fees')} value={money(figures.fees)} />
      <IpoFigure label={t('form.amount')} value={money(figures.amount)} testId="ipo-amount" />
      {kind === 'finance' ? (
        <>
          <IpoFigure label={t('form.loan')} value={money(figures.loan)} testId="ipo-loan" />
          <IpoFigure
            label={t('form.interest', { days: ipo.interestDays })}
            value={money(figures.interest)}
          />
        </>
      ) : null}
      <IpoFigure label={t('form.held')} value={money(figures.held)} testId="ipo-held" strong />
    </Stack>
  );
}
