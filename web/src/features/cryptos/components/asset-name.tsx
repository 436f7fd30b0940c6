import { Text } from '@mantine/core';
import type { CryptoAsset } from '@shared/contracts/crypto-market';
import { useTranslation } from 'react-i18next';

/** An asset's code, and its name in the page's language under it. */
export function AssetName({ asset }: { asset: CryptoAsset }) {
  const { t } = useTranslation('cryptos');
  return (
    <div>
      <Text span fw={600} size="sm" translate="no">
        {asset}
      </Text>{' '}
      <Text span size="xs" c="dimmed">
        {t(`assets.${asset.toLowerCase() as Lowercase<typeof asset>}`)}
      </Text>
    </div>
  );
}
