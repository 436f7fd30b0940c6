import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@shared/domain/date-time';
import { useSession } from '../../../lib/session-context';
import { isAdvisorMode } from '../../../lib/sessions';

/** An account page's frame: its title, an optional intro, and its parts one under another. */
export function AccountPage(props: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Container size={1040} py={{ base: 'md', md: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} size="h2">
            {props.title}
          </Title>
          {props.intro ? (
            <Text c="dimmed" size="sm">
              {props.intro}
            </Text>
          ) : null}
        </Stack>
        {props.children}
      </Stack>
    </Container>
  );
}

/**
 * Restricted mode (spec §6): whether changes are the client's own here. While an advisor acts for
 * a client the pages still show what is on file, but their change actions give way to
 * `RestrictedNote` (the server refuses those calls too).
 */
export function useIsRestricted(): boolean {
  return isAdvisorMode(useSession());
}

/** What an advisor acting for the client sees instead of a page's change actions. */
export function RestrictedNote() {
  const { t } = useTranslation('accounts');
  return (
    <Alert color="gray" role="status" title={t('restricted.title')} data-testid="restricted-note">
      {t('restricted.body')}
    </Alert>
  );
}

/** An instant of the wire as the page shows dates (`YYYY-MM-DD`, Hong Kong), or a dash. */
export function dateOf(instant: string | null | undefined): string {
  return instant ? formatDate(new Date(instant)) : '–';
}
