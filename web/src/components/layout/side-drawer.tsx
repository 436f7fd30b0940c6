import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

type SideDrawerProps = {
  isOpen: boolean;
  onClose: () => void;
  position: 'left' | 'right';
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
};

// Mantine renders a drawer's header as <header>, which would add a second "banner" landmark
// beside the page's own; a div keeps the landmarks unique.
const headerProps = { component: 'div' } as Record<string, unknown>;

/** A side drawer (dialog) with a labelled close button. */
export function SideDrawer({
  isOpen,
  onClose,
  position,
  title,
  closeLabel,
  children,
}: SideDrawerProps) {
  return (
    <Drawer.Root opened={isOpen} onClose={onClose} position={position} size={320}>
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header {...headerProps}>
          <Drawer.Title>{title}</Drawer.Title>
          <Drawer.CloseButton aria-label={closeLabel} />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
