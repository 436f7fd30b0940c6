import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { numericClass } from '../../../components/data/pnl-class';
import { useFormat } from '../../../lib/use-format';
import type { Stock } from './order-terms';

type Depth = CallOutput<'stock-definition/loadDepth'>;

const LEVELS = 10;

/**
 * Ten levels of the book (spec §2.5): bids on the left, asks on the right, best first, each
 * with its quantity; picking a price puts it in the order's price field.
 */
export function DepthLadder(props: {
  stock: Stock;
  depth: Depth | undefined;
  onPickPrice: (price: string) => void;
}) {
  const { stock, depth, onPickPrice } = props;
  const { t } = useTranslation('stockOrder');
  const format = useFormat();
  const price = (value: string) => format.price(value, stock.priceDecimals);
  const hasLevels = (depth?.bids.length ?? 0) + (depth?.asks.length ?? 0) > 0;
  const cell = (level: Depth['bids'][number] | undefined, side: 'bid' | 'ask') =>
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
            {price(level.price)}
          </Text>
        </Table.Td>
        <Table.Td className={numericClass} p={4}>
          {format.quantity(level.quantity, 0)}
        </Table.Td>
      </>
    ) : (
      <>
        <Table.Td p={4} />
        <Table.Td p={4} />
      </>
    );
  return (
    <Stack gap="xs" data-testid="depth-ladder">
      <Title order={2} size="h5">
        {t('depth.heading')}
      </Title>
      {hasLevels && depth ? (
        <Table.ScrollContainer minWidth={260}>
          <Table striped fz="sm" verticalSpacing={2} horizontalSpacing={4}>
            <caption
              style={{
                captionSide: 'top',
                textAlign: 'left',
                position: 'absolute',
                clip: 'rect(0 0 0 0)',
                width: 1,
                height: 1,
                overflow: 'hidden',
              }}
            >
              {t('depth.caption', { symbol: stock.symbol })}
            </caption>
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
