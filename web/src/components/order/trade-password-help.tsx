import { Anchor } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where the trade password comes from, with the way to change it (issue 10 §1). */
export function TradePasswordHelp({ path }: { path: string }) {
  const { t } = useTranslation('order');
  return (
    <Trans
      t={t}
      i18nKey="trade_password_source"
      components={{ anchor: <Anchor component={Link} to={path} size="xs" inherit /> }}
    />
  );
}
