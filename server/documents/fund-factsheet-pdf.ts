import type { BrandConfig } from '../../brands/brand-config';
import { addCalendarDays } from '../../shared/domain/business-calendar';
import { currencyFor } from '../../shared/domain/currency';
import type { Fund } from '../../shared/domain/fund-instrument';
import {
  navOnOrBefore,
  PERFORMANCE_PERIODS,
  priceChange,
  subtractMonths,
  type NavPoint,
} from '../../shared/domain/fund-performance';
import { formatNumber } from '../../shared/domain/number-format';
import type { Language } from '../../shared/i18n/languages';
import { documentHeading, openDocument, type DocumentFrame } from '../pdf/document-frame';
import { snakeCase, type DocumentTextKey } from '../pdf/document-texts';
import { fundFactTexts, fundFeeLines, fundMinimumLines, fundNotices } from './fund-facts';
import { heading, labelledLines, paragraph, space, table } from '../pdf/pdf-blocks';

/** A fund's factsheet (issue 4): its terms, latest NAV, price changes and month-end NAVs. */

const periodKey = (period: string) =>
  `performance.${/^\d/.test(period) ? `p_${period}` : snakeCase(period)}` as DocumentTextKey;

/**
 * The NAV at each of the 12 month ends before the latest NAV's month (the last NAV on or before
 * each month's last day), oldest first; months before the fund's first NAV are left out.
 */
export function monthEndNavs(series: readonly NavPoint[]): { month: string; point: NavPoint }[] {
  const latest = series.at(-1);
  if (!latest) return [];
  const currentMonth = `${latest.date.slice(0, 7)}-01`;
  const rows: { month: string; point: NavPoint }[] = [];
  for (let back = 11; back >= 0; back -= 1) {
    const monthEnd = addCalendarDays(subtractMonths(currentMonth, back), -1);
    const point = navOnOrBefore(series, monthEnd);
    const month = monthEnd.slice(0, 7);
    if (point?.date.startsWith(month)) rows.push({ month, point });
  }
  return rows;
}

function factsSection(frame: DocumentFrame, fund: Fund): void {
  const { t, language, canvas } = frame;
  const facts = fundFactTexts(fund, t, language);
  heading(canvas, t('fund.facts'));
  labelledLines(canvas, [
    [t('fund.house'), fund.house[language]],
    [t('fund.category'), facts.category],
    [t('fund.region'), facts.region],
    [t('fund.sector'), facts.sector],
    [t('fund.currency'), fund.currency],
    [t('fund.risk_level'), facts.risk],
    [t('fund.launch_date'), fund.launchDate],
    [t('fund.dealing'), facts.dealing],
    [t('fund.settlement'), facts.settlement],
    ...fundFeeLines(t, facts),
    ...fundMinimumLines(t, facts),
  ]);
  space(canvas, 8);
}

function priceChangeSection(frame: DocumentFrame, series: readonly NavPoint[]): void {
  const { t, canvas } = frame;
  const periods = PERFORMANCE_PERIODS.filter((period) => period !== 'none');
  heading(canvas, t('fund.price_changes'));
  // Six periods a table: the period names as the header, their changes below.
  for (let at = 0; at < periods.length; at += 6) {
    const group = periods.slice(at, at + 6);
    table(
      canvas,
      group.map((period) => ({ header: t(periodKey(period)), weight: 1, align: 'right' as const })),
      [
        {
          cells: group.map((period) => {
            const change = priceChange(series, period);
            return change === null ? t('fund.not_available') : `${change}%`;
          }),
        },
      ],
    );
    space(canvas, 4);
  }
  space(canvas, 4);
}

function monthEndSection(frame: DocumentFrame, fund: Fund, series: readonly NavPoint[]): void {
  const { t, language, canvas } = frame;
  const navs = monthEndNavs(series);
  heading(canvas, t('fund.month_end_navs'));
  if (navs.length === 0) return paragraph(canvas, t('fund.no_nav'));
  const half = Math.ceil(navs.length / 2);
  const column = [
    { header: t('fund.month'), weight: 1 },
    { header: t('fund.nav_date'), weight: 1.2 },
    { header: `${t('fund.nav')} (${fund.currency})`, weight: 1.3, align: 'right' as const },
  ];
  // Two month columns side by side: the first half of the year left, the second half right.
  const pairs = navs.slice(0, half).map((left, index) => [left, navs[half + index]] as const);
  table(
    canvas,
    [...column, ...column],
    pairs.map((pair) => ({
      cells: pair.flatMap((entry) =>
        entry
          ? [
              entry.month,
              entry.point.date,
              formatNumber(entry.point.nav, language, fund.navPrecision),
            ]
          : ['', '', ''],
      ),
    })),
  );
}

/** Renders a fund's factsheet from its terms and its published NAV series. */
export function renderFactsheet(
  fund: Fund,
  series: readonly NavPoint[],
  options: { brand: BrandConfig; language: Language; now: Date },
): Promise<Buffer> {
  const { brand, language } = options;
  const frame = openDocument(brand, language);
  const { t, canvas } = frame;
  const latest = series.at(-1);
  const latestText = latest
    ? t('fund.nav_value', {
        currency: currencyFor(fund.currency).code,
        nav: formatNumber(latest.nav, language, fund.navPrecision),
        date: latest.date,
      })
    : t('fund.no_nav');
  documentHeading(frame, brand, {
    title: t('fund.factsheet_title'),
    subtitle: fund.name[language],
    lines: [
      [t('fund.latest_nav'), latestText],
      ...(latest ? ([[t('common.data_as_of'), latest.date]] as const) : []),
    ],
  });
  for (const notice of fundNotices(fund, t)) paragraph(canvas, notice, { style: 'bold' });
  factsSection(frame, fund);
  priceChangeSection(frame, series);
  monthEndSection(frame, fund, series);
  space(canvas, 8);
  paragraph(canvas, t('prospectus.warning'), { size: 7.5, isGrey: true });
  return frame.finish(`${fund.name[language]} ${t('fund.factsheet_title')}`, options.now);
}
