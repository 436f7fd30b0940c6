import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPage, type AreaLink } from '../../../components/layout/area-page';
import { planPaths } from '../paths';

/** The plans pages' own links (spec §2.16 gives plans no menu group). */
function usePlanLinks(): AreaLink[] {
  const { t } = useTranslation('plans');
  return [
    { to: planPaths.search, label: t('nav.search') },
    { to: planPaths.questionnaire, label: t('nav.questionnaire') },
    { to: planPaths.suggestsSearch, label: t('nav.suggests') },
    { to: planPaths.subscriptions, label: t('nav.subscriptions') },
    { to: planPaths.redeems, label: t('nav.redeems') },
    { to: planPaths.statistic, label: t('nav.statistic') },
    { to: planPaths.talk, label: t('nav.talk') },
  ];
}

/** A plans page: the plans links, its title with an aside, and its content. */
export function PlansPage(props: { title: string; aside?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('plans');
  return (
    <AreaPage
      links={usePlanLinks()}
      navLabel={t('nav.label')}
      title={props.title}
      aside={props.aside}
    >
      {props.children}
    </AreaPage>
  );
}
