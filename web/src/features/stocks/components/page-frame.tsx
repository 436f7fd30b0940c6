import { Anchor, Container, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink } from 'react-router';
import { useStocksOptions } from '../area-options';
import { stockPaths } from '../paths';

/**
 * A stocks page: its title, the area's links, an aside by the title, and its content; wide, as
 * the positions and orders carry many figures side by side.
 */
export function StocksPage({
  title,
  aside,
  children,
}: {
  title: string;
  /** Beside the title (the live indicator, an action). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('stocks');
  const { hasTradeDocuments } = useStocksOptions();
  const links = [
    { to: stockPaths.dashboard, label: t('nav.dashboard') },
    { to: stockPaths.portfolio, label: t('nav.portfolio') },
    { to: stockPaths.order(), label: t('nav.order') },
    { to: stockPaths.history, label: t('nav.history') },
    ...(hasTradeDocuments ? [{ to: stockPaths.document, label: t('nav.documents') }] : []),
  ];
  return (
    <Container size="xl" py={{ base: 'md', md: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <nav aria-label={t('nav.area')}>
          <Group gap="md" wrap="wrap">
            {links.map((link) => (
              <Anchor key={link.to} component={RouterLink} to={link.to} size="sm">
                {link.label}
              </Anchor>
            ))}
          </Group>
        </nav>
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1} size="h2">
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
