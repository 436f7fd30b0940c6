import { Anchor, Container, Group, Stack, Title, type ContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useAreaNavigation } from './area-navigation';

/** One of an area's page links; `end`: marked current on its own path only, not below it. */
export type AreaLink = { to: string; label: string; end?: boolean };

/**
 * A product area's page (phone width first): the area's links (its group of the menu, from its
 * manifest, unless given), the page's title with what stands beside it, and the page's content.
 */
export function AreaPage(props: {
  /** The links' landmark name (the area's pages); with `links` only. */
  navLabel?: string;
  /** Other links than the area's own in the menu. */
  links?: readonly AreaLink[];
  title: string;
  /** Beside the title (a live indicator, an action). */
  aside?: ReactNode;
  /** How wide the page grows: `xl` where rows carry many figures side by side. */
  size?: ContainerProps['size'];
  children: ReactNode;
}) {
  const area = useAreaNavigation();
  const links = props.links ?? area.links;
  const navLabel = props.links ? (props.navLabel ?? area.navLabel) : area.navLabel;
  const title = (
    <Title order={1} size="h2">
      {props.title}
    </Title>
  );
  return (
    <Container
      size={props.size ?? 'lg'}
      py={{ base: 'md', md: 'xl' }}
      px={{ base: 'sm', sm: 'md' }}
    >
      <Stack gap="md">
        {links.length > 0 && (
          <nav aria-label={navLabel}>
            <Group gap="md" wrap="wrap">
              {links.map((link) => (
                <Anchor key={link.to} component={NavLink} to={link.to} end={link.end} size="sm">
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </nav>
        )}
        {props.aside === undefined ? (
          title
        ) : (
          <Group justify="space-between" align="center" gap="sm">
            {title}
            {props.aside}
          </Group>
        )}
        {props.children}
      </Stack>
    </Container>
  );
}
