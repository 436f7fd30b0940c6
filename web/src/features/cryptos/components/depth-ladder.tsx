import { Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { numericClass } from '../../../components/data/pnl-class';
import { useFormat } from '../../../lib/use-format';
import type { CryptoPair } from '../api/crypto-market';
import { useCryptoDepth } from '../api/crypto-market';
import { pairLabel } from '../hooks/use-crypto-texts';

const LEVELS = 10;

type Level = { price: string; quantity: string };

/**
 * Ten levels of a pair's book: bids on the left, asks on the right, best first, each with its
 * quantity of the base asset; picking a price puts it in a limit order's price field.
 */
export function DepthLadder(props: { pair: CryptoPair; onPickPrice: (price: string) => void }) {
  const { pair, onPickPrice } = props;
  const { t } = useTranslation('cryptos');
  const format = useFormat();
  const depth = useCryptoDepth(pair.pair).data?.depth ?? null;
  const cell = (level: Level | undefined, side: 'bid' | 'ask') =>
    level ? (
      <>
        <Table.Td className={numericClass} p={4}>
          <Text
            component="button"
            type="button"
            size="sm"
            fw={500}
            bg="transparent"
            bd="none"
            p={0}
            c="inherit"
            style={{ cursor: 'pointer', font: 'inherit' }}
            onClick={() => onPickPrice(level.price)}
            data-side={side}
          >
            {format.price(level.price, pair.priceDecimals)}
          </Text>
        </Table.Td>
        <Table.Td className={numericClass} p={4}>
          {format.quantity(level.quantity, pair.quantityDecimals)}
        </Table.Td>
      </>
    ) : (
      <>
        <Table.Td p={4} />
        <Table.Td p={4} />
      </>
    );
  const hasLevels = depth !== null && depth.bids.length + depth.asks.length > 0;
  return (
    <Stack gap="xs" data-testid="depth-ladder">
      <Title order={2} size="h5">
        {t('depth.heading')}
      </Title>
      {hasLevels ? (
        <Table.ScrollContainer minWidth={300}>
          <Table striped fz="sm" verticalSpacing={2} horizontalSpacing={4}>
            <VisuallyHidden component="caption">
              {t('depth.caption', { pair: pairLabel(pair.pair) })}
            </VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th className={numericClass} p={4}>
                  {t('depth.bid')}
                </Table.Th>
                <Table.Th className={numericClass} p={4}>
                  {t('depth.quantity')}
                </Table.Th>
                <Table.Th className={numericClass} p={4}>
                  {t('depth.ask')}
                </Table.Th>
                <Table.Th className={numericClass} p={4}>
                  {t('depth.quantity')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Array.from({ length: LEVELS }, (_, index) => (
                <Table.Tr key={index}>
                  {cell(depth.bids[index], 'bid')}
                  {cell(depth.asks[index], 'ask')}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="dimmed">
          {t('depth.empty')}
        </Text>
      )}
    </Stack>
  );
}
