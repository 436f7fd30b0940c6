import type { BrandConfig } from '../../brands/brand-config';
import { formatDate } from '../../shared/domain/date-time';
import type { Fund } from '../../shared/domain/fund-instrument';
import type { Language } from '../../shared/i18n/languages';
import { documentHeading, openDocument, type DocumentFrame } from '../pdf/document-frame';
import { snakeCase, type DocumentTextKey } from '../pdf/document-texts';
import {
  fundFactTexts,
  fundFeeLines,
  fundMinimumLines,
  fundNotices,
  type FundFactTexts,
} from './fund-facts';
import { heading, labelledLines, paragraph, space } from '../pdf/pdf-blocks';

/**
 * A fund's offering terms as a key facts statement (issue 4 prospectus): a summary built from the
 * same terms the portal deals on, with the standard risk warning.
 */

function section(frame: DocumentFrame, title: string, texts: readonly string[]): void {
  heading(frame.canvas, title);
  for (const text of texts) paragraph(frame.canvas, text);
  space(frame.canvas, 6);
}

function productSections(frame: DocumentFrame, fund: Fund, facts: FundFactTexts): void {
  const { t, language } = frame;
  const names = { fund: fund.name[language], currency: fund.currency };
  section(frame, t('prospectus.what_is'), [
    t('prospectus.what_is_text', { ...names, house: fund.house[language] }),
  ]);
  section(frame, t('prospectus.objective'), [
    t(`objective.${snakeCase(fund.category)}` as DocumentTextKey),
    t('prospectus.focus', {
      region: facts.region,
      category: facts.category,
      sector: facts.sector,
    }),
  ]);
  section(frame, t('prospectus.risks'), [
    t(`risk.text_${fund.riskLevel}`),
    t('prospectus.currency_risk', names),
  ]);
  section(frame, t('prospectus.dealing'), [
    t('prospectus.dealing_text', { dealing: facts.dealing, days: fund.settlementDays }),
  ]);
}

function termSections(frame: DocumentFrame, fund: Fund, facts: FundFactTexts): void {
  const { t, canvas } = frame;
  heading(canvas, t('prospectus.fees'));
  labelledLines(canvas, fundFeeLines(t, facts));
  space(canvas, 6);
  heading(canvas, t('prospectus.minimums'));
  labelledLines(canvas, fundMinimumLines(t, facts));
  space(canvas, 6);
  section(frame, t('prospectus.how'), [t('prospectus.how_text', { currency: fund.currency })]);
}

/** Renders a fund's key facts statement. */
export function renderProspectus(
  fund: Fund,
  options: { brand: BrandConfig; language: Language; now: Date },
): Promise<Buffer> {
  const { brand, language } = options;
  const frame = openDocument(brand, language);
  const { t, canvas } = frame;
  const facts = fundFactTexts(fund, t, language);
  const title = t('fund.prospectus_title');
  documentHeading(frame, brand, {
    title,
    subtitle: fund.name[language],
    lines: [[t('common.issued'), formatDate(options.now)]],
  });
  paragraph(canvas, t('prospectus.intro', { fund: fund.name[language] }), { isGrey: true });
  for (const notice of fundNotices(fund, t)) paragraph(canvas, notice, { style: 'bold' });
  space(canvas, 4);
  heading(canvas, t('prospectus.quick_facts'));
  labelledLines(canvas, [
    [t('fund.house'), fund.house[language]],
    [t('fund.currency'), fund.currency],
    [t('fund.launch_date'), fund.launchDate],
    [t('fund.dealing'), facts.dealing],
    [t('fund.settlement'), facts.settlement],
    [t('fund.risk_level'), facts.risk],
  ]);
  space(canvas, 6);
  productSections(frame, fund, facts);
  termSections(frame, fund, facts);
  heading(canvas, t('prospectus.important'));
  paragraph(canvas, t('prospectus.warning'), { style: 'bold' });
  return frame.finish(`${fund.name[language]} ${title}`, options.now);
}
