import { Anchor, Container, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink } from 'react-router';
import { useFundsOptions } from '../area-options';
import { fundPaths } from '../paths';

const links = ['dashboard', 'portfolio', 'search', 'history', 'watchlist'] as const;

/** A funds page: its title, the area's links, and its content (phone width first). */
export function FundsPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('funds');
  const { hasTradeDocuments } = useFundsOptions();
  return (
    <Container size="lg" py={{ base: 'md', md: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <nav aria-label={t('nav.area')}>
          <Group gap="md" wrap="wrap">
            {links.map((link) => (
              <Anchor key={link} component={RouterLink} to={fundPaths[link]} size="sm">
                {t(`nav.${link}`)}
              </Anchor>
            ))}
            {hasTradeDocuments ? (
              <Anchor component={RouterLink} to={fundPaths.document} size="sm">
                {t('documents.title')}
              </Anchor>
            ) : null}
          </Group>
        </nav>
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
