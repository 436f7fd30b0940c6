import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colourOf: Record<string, string> = {
  pending: 'yellow',
  submitted: 'blue',
  processing: 'blue',
  deducted: 'blue',
  priced: 'cyan',
  settled: 'green',
  cancelled: 'gray',
  rejected: 'red',
  failed: 'red',
};

/** A fund order status as a coloured badge with its text. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('funds');
  return (
    // Filled with automatic text contrast: light yellow and cyan badges fail WCAG AA contrast.
    <Badge color={colourOf[status] ?? 'gray'} variant="filled" autoContrast>
      {t(`status.${status}` as never)}
    </Badge>
  );
}
