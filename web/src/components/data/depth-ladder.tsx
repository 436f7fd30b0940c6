import { Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useFormat } from '../../lib/use-format';
import { numericClass } from './pnl-class';

const LEVELS = 10;

/** One price level of a book, as the market calls give it. */
export type DepthLevel = { price: string; quantity: string };

/** The ladder's words, in the area's own catalogue. */
export type DepthTexts = {
  heading: string;
  /** What the table is, for a screen reader (the instrument named). */
  caption: string;
  bid: string;
  ask: string;
  quantity: string;
  empty: string;
};

/**
 * Ten levels of a book, stocks and virtual assets alike: bids on the left, asks on the right,
 * best first, each with its quantity; picking a price puts it in the order's price field.
 */
export function DepthLadder(props: {
  depth: { bids: readonly DepthLevel[]; asks: readonly DepthLevel[] } | null | undefined;
  priceDecimals: number;
  quantityDecimals: number;
  texts: DepthTexts;
  onPickPrice: (price: string) => void;
  minWidth?: number;
}) {
  const { depth, priceDecimals, quantityDecimals, texts, onPickPrice, minWidth = 260 } = props;
  const format = useFormat();
  const cell = (level: DepthLevel | undefined, side: 'bid' | 'ask') =>
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
            {format.price(level.price, priceDecimals)}
          </Text>
        </Table.Td>
        <Table.Td className={numericClass} p={4}>
          {format.quantity(level.quantity, quantityDecimals)}
        </Table.Td>
      </>
    ) : (
      <>
        <Table.Td p={4} />
        <Table.Td p={4} />
      </>
    );
  const hasLevels = depth != null && depth.bids.length + depth.asks.length > 0;
  return (
    <Stack gap="xs" data-testid="depth-ladder">
      <Title order={2} size="h5">
        {texts.heading}
      </Title>
      {hasLevels ? (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped fz="sm" verticalSpacing={2} horizontalSpacing={4}>
            <VisuallyHidden component="caption">{texts.caption}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th className={numericClass} p={4}>
                  {texts.bid}
                </Table.Th>
                <Table.Th className={numericClass} p={4}>
                  {texts.quantity}
                </Table.Th>
                <Table.Th className={numericClass} p={4}>
                  {texts.ask}
                </Table.Th>
                <Table.Th className={numericClass} p={4}>
                  {texts.quantity}
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
          {texts.empty}
        </Text>
      )}
    </Stack>
  );
}
