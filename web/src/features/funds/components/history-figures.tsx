import { Stack, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { useFormat } from '../../../lib/use-format';
import classes from './history.module.css';

/** One order of the history: a switch carries its two legs. */
export type HistoryEntry = CallOutput<'fund-order/searchOrders'>['orders'][number];
type Leg = Omit<HistoryEntry, 'legs'>;

/** The legs a row shows, line by line: a switch's out and in, or the order itself. */
export const legsOf = (entry: HistoryEntry): readonly Leg[] =>
  entry.legs.length > 0 ? entry.legs : [entry];

/** A switch's in-leg line: an arrow to the eye, "into" to a screen reader. */
function IntoLine({ children }: { children: ReactNode }) {
  const { t } = useTranslation('funds');
  return (
    <span>
      <span aria-hidden>→ </span>
      <VisuallyHidden>{t('history.switch_to')} </VisuallyHidden>
      {children}
    </span>
  );
}

/**
 * A figure of the order: one line, or for a switch the out-leg's line and, once known, the
 * in-leg's line under it with the arrow of the fund column (`→ 1,234.56`).
 */
export function LegLines({
  entry,
  line,
}: {
  entry: HistoryEntry;
  line: (leg: Leg) => string | null;
}) {
  const [out, into] = entry.legs;
  if (!out || !into) return <span className={classes.nowrap}>{line(entry) ?? '–'}</span>;
  const intoText = line(into);
  return (
    <Stack gap={0} align="inherit" className={classes.nowrap}>
      <span>{line(out) ?? '–'}</span>
      {intoText === null ? null : <IntoLine>{intoText}</IntoLine>}
    </Stack>
  );
}

/** The order's funds: one, or a switch's from and to (`A`, `→ B`). */
export function FundCell({ entry }: { entry: HistoryEntry }) {
  const format = useFormat();
  const [out, into] = entry.legs;
  if (!out || !into) return <div className={classes.fund}>{format.text(entry.fundName)}</div>;
  return (
    <Stack gap={0} className={classes.fund}>
      <span>{format.text(out.fundName)}</span>
      <IntoLine>{format.text(into.fundName)}</IntoLine>
    </Stack>
  );
}

/** The figures of a leg in its fund's decimals, null while unknown. */
export function useLegFigures() {
  const format = useFormat();
  const money = (value: string | null, currency: string) =>
    value === null ? null : format.money(value, currency);
  return {
    /**
     * What was paid in (a subscription) or out once priced (a redemption); a switch's money is
     * one figure, the switch-out's proceeds that the switch-in invests.
     */
    amount: (entry: HistoryEntry) => {
      const [out, into] = entry.legs;
      const value = out && into ? (out.proceeds ?? into.amount) : (entry.amount ?? entry.proceeds);
      return money(value, entry.currency) ?? '–';
    },
    units: (leg: Leg) =>
      leg.units === null ? null : format.quantity(leg.units, leg.unitPrecision),
    nav: (leg: Leg) => (leg.nav === null ? null : format.price(leg.nav, leg.navPrecision)),
    fee: (leg: Leg) => money(leg.fee, leg.currency),
    dealingDate: (leg: Leg) => leg.dealingDate,
  };
}

/** An order's side in words, for texts that name it. */
export function useSideText() {
  const { t } = useTranslation('funds');
  return (entry: Leg) =>
    entry.orderType === 'switch'
      ? t('history.side_switch')
      : t(entry.side === 'S' ? 'side.s' : 'side.r');
}

/**
 * The one or two figures a phone card puts beside the fund: the money and the units, each once
 * known (a switch: its proceeds and the units it redeems), units named as such.
 */
export function PhoneFigures({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const [out, into] = entry.legs;
  const money = out && into ? (out.proceeds ?? into.amount) : (entry.amount ?? entry.proceeds);
  const lines = [
    money === null ? null : format.money(money, entry.currency),
    entry.units === null
      ? null
      : t('history.units_value', { units: format.quantity(entry.units, entry.unitPrecision) }),
  ].filter((line) => line !== null);
  if (lines.length === 0) return <>–</>;
  return (
    <Stack gap={0} align="flex-end">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </Stack>
  );
}
