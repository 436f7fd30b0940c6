import { Box, Button, Collapse } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../data/data-table';

/**
 * A list's filters (UI style): in full on a desktop; at phone width folded behind a button that
 * says how many are active, so the first result stays on the first screen.
 */
export function FilterPanel({
  activeCount,
  buttonLabel,
  children,
}: {
  activeCount: number;
  /** The folded button's text when the panel chooses rather than filters (default: Filters). */
  buttonLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const isPhone = useIsPhone();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  if (!isPhone) return <>{children}</>;
  return (
    <Box>
      <Button
        variant="default"
        size="sm"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
      >
        {buttonLabel ??
          (activeCount > 0 ? t('filters_active', { count: activeCount }) : t('filters'))}
      </Button>
      <Collapse expanded={isOpen} id={panelId} mt={isOpen ? 'sm' : 0}>
        {children}
      </Collapse>
    </Box>
  );
}
