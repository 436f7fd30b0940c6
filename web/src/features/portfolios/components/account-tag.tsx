import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PortfolioTabAccount } from '../api/portfolio';

/**
 * Which account holds a part: its code and source, marked when shown read-only here. Plain text,
 * never cut short at phone width.
 */
export function AccountTag({
  account,
}: {
  account: Pick<PortfolioTabAccount, 'accountCode' | 'source' | 'readOnly'>;
}) {
  const { t } = useTranslation('portfolio');
  return (
    <Text size="xs" c="dimmed" data-account={account.accountCode}>
      <Text span fw={600} size="xs" translate="no">
        {account.accountCode}
      </Text>{' '}
      · {t(`sources.${account.source}`)}
      {account.readOnly ? ` · ${t('summary.read_only')}` : ''}
    </Text>
  );
}
