import { Anchor, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink } from 'react-router';
import { QueryState as KitQueryState } from '../../../components/data/query-state';
import { StatusBadge } from '../../../components/data/status-badge';
import { AreaPage } from '../../../components/layout/area-page';
import { EDDA_STATUS_FAMILY, INSTRUCTION_STATUS_FAMILY, useCashTexts } from '../cash-texts';

/** A cash page: the area's links (its menu group), its title, and its content. */
export function CashPage({ title, children }: { title: string; children: ReactNode }) {
  return <AreaPage title={title}>{children}</AreaPage>;
}

/**
 * A page's opening sentence and a link on a line of its own (a link inside a sentence would be
 * told apart by colour alone).
 */
export function Intro({ text, link, to }: { text: string; link: string; to: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm">{text}</Text>
      <div>
        <Anchor component={RouterLink} to={to} size="sm">
          {link}
        </Anchor>
      </div>
    </Stack>
  );
}

/** A proper name from the books (a bank, an account holder): never translated. */
export function Name({ children }: { children: ReactNode }) {
  return <span translate="no">{children}</span>;
}

/** The kit's query states in the cash screens' words. */
export function QueryState<T>(props: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('cash');
  const texts = {
    loading: t('state.loading'),
    error: t('state.error'),
    retry: t('state.retry'),
    empty: t('state.empty'),
  };
  return <KitQueryState texts={texts} {...props} />;
}

/** A request's status as the kit's badge, in its family's colour and the spec's words. */
export function InstructionStatus({ status }: { status: string }) {
  const texts = useCashTexts();
  return (
    <StatusBadge family={INSTRUCTION_STATUS_FAMILY[status] ?? 'ended'}>
      {texts.status(status)}
    </StatusBadge>
  );
}

/** An eDDA authorisation's status as the kit's badge. */
export function EddaStatus({ status }: { status: string }) {
  const texts = useCashTexts();
  return (
    <StatusBadge family={EDDA_STATUS_FAMILY[status] ?? 'ended'}>
      {texts.eddaStatus(status)}
    </StatusBadge>
  );
}
