import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PortfolioTabAccount } from '../api/portfolio';

/** Which account holds a part: its code and source, marked when shown read-only here. */
export function AccountTag({
  account,
}: {
  account: Pick<PortfolioTabAccount, 'accountCode' | 'source' | 'readOnly'>;
}) {
  const { t } = useTranslation('portfolio');
  return (
    <Badge
      variant="light"
      color={account.readOnly ? 'gray' : 'blue'}
      radius="sm"
      tt="none"
      data-account={account.accountCode}
    >
      <span translate="no">{account.accountCode}</span> · {t(`sources.${account.source}`)}
      {account.readOnly ? ` · ${t('summary.read_only')}` : ''}
    </Badge>
  );
}
