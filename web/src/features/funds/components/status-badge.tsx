import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Fixed shades whose automatic text colour meets WCAG AA (4.5:1) in either colour scheme: the
// primary shade of blue, cyan, red and gray puts white text on too light a fill.
const colourOf: Record<string, string> = {
  pending: 'yellow.6',
  submitted: 'blue.8',
  processing: 'blue.8',
  deducted: 'blue.8',
  priced: 'cyan.9',
  settled: 'green.7',
  cancelled: 'gray.7',
  rejected: 'red.9',
  failed: 'red.9',
};

/** A fund order status as a coloured badge with its text. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('funds');
  return (
    // Filled with automatic text contrast: light yellow and cyan badges fail WCAG AA contrast.
    <Badge color={colourOf[status] ?? 'gray.7'} variant="filled" autoContrast>
      {t(`status.${status}` as never)}
    </Badge>
  );
}
