import { Anchor, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink } from 'react-router';
import { QueryState as KitQueryState } from '../../../components/data/query-state';
import { StatusBadge } from '../../../components/data/status-badge';
import { AreaPage } from '../../../components/layout/area-page';
import { useSession } from '../../../lib/session-context';
import { isAdvisorMode } from '../../../lib/sessions';
import { useCashOptions } from '../area-options';
import { EDDA_STATUS_FAMILY, INSTRUCTION_STATUS_FAMILY, useCashTexts } from '../cash-texts';
import { cashPaths } from '../paths';

/** The area's links that exist on the brand, in the menu's order. */
function useLinks() {
  const { hasTopUp, hasEdda, hasFx } = useCashOptions();
  // Spec §6 restricted mode: an advisor acting for a client sees no money-moving pages.
  const canMove = !isAdvisorMode(useSession());
  return [
    { key: 'movement', to: cashPaths.movement, on: true },
    { key: 'request', to: cashPaths.request, on: hasTopUp && canMove },
    { key: 'withdraw', to: cashPaths.withdraw, on: hasTopUp && canMove },
    { key: 'history', to: cashPaths.history, on: hasTopUp },
    { key: 'edda', to: cashPaths.ddi(), on: hasEdda && canMove },
    { key: 'fps', to: cashPaths.fps, on: hasEdda && canMove },
    { key: 'exchange', to: cashPaths.exchange, on: hasFx && canMove },
  ] as const;
}

/** A cash page: the area's links, its title, and its content (phone width first). */
export function CashPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('cash');
  const links = useLinks()
    .filter((link) => link.on)
    .map((link) => ({ to: link.to, label: t(`nav.${link.key}`), end: true }));
  return (
    <AreaPage navLabel={t('nav.area')} links={links} title={title}>
      {children}
    </AreaPage>
  );
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
