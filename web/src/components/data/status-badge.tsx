import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './status-badge.module.css';

/** The UI style's status families, one colour each. */
export type StatusFamily = 'working' | 'done' | 'failed' | 'ended' | 'action';

// Fixed shades whose automatic text colour meets WCAG AA (4.5:1) in either colour scheme: white
// on blue 8 (5.0), red 9 (5.5) and gray 7 (8.2); black on green 7 (7.6) and orange 6 (8.2).
// Middle shades (green 8-9, orange 7-9) fail with either text colour.
const COLOUR_OF: Readonly<Record<StatusFamily, string>> = {
  working: 'blue.8',
  done: 'green.7',
  failed: 'red.9',
  ended: 'gray.7',
  action: 'orange.6',
};

/**
 * A status as a badge in its family's colour (UI style: working blue, done green, failed or
 * rejected red, cancelled or expired grey, needs action orange), its word shown whole; the area
 * gives the word in the page's language.
 */
export function StatusBadge({ family, children }: { family: StatusFamily; children: ReactNode }) {
  return (
    <Badge
      color={COLOUR_OF[family]}
      variant="filled"
      autoContrast
      classNames={{ root: classes.root, label: classes.label }}
      data-family={family}
    >
      {children}
    </Badge>
  );
}
