import { Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { toDecimal } from '@shared/domain/decimal';
import { useTranslation } from 'react-i18next';
import { PreviewRows } from '../../../components/data/preview-rows';
import { useFormat } from '../../../lib/use-format';
import type { CryptoPair } from '../api/crypto-market';
import { useCryptoOrderPreview, type CryptoOrderPreview } from '../api/crypto-order';
import { useCryptoTexts } from '../hooks/use-crypto-texts';
import type { CryptoTerms } from './order-terms';

/** How long typing rests before the preview is asked for (ms). */
const PREVIEW_DELAY_MS = 300;

/** The preview of exactly these terms (null while typing or loading), and the latest answer. */
export function useDebouncedPreview(terms: CryptoTerms | null, capacity: CryptoTerms | null) {
  const asked = terms ?? capacity;
  const [settled] = useDebouncedValue(asked, PREVIEW_DELAY_MS);
  const preview = useCryptoOrderPreview(settled);
  const isCurrent =
    JSON.stringify(asked) === JSON.stringify(settled) &&
    !preview.isPlaceholderData &&
    !preview.isFetching;
  return {
    preview,
    answer: terms !== null && isCurrent ? (preview.data ?? null) : null,
    latest: preview.data ?? null,
  };
}

/** The preview: quantity, price, amount, fee, total and what is available. */
export function PreviewFigures(props: {
  pair: CryptoPair;
  side: 'B' | 'S';
  answer: CryptoOrderPreview | null;
  /** The latest answer, for what is available while the order is still being typed. */
  latest: CryptoOrderPreview | null;
}) {
  const { t } = useTranslation('cryptos');
  const format = useFormat();
  const { pair, answer } = props;
  const funds = answer ?? props.latest;
  const priced = answer?.result === 0 ? answer : null;
  const money = (value: string | undefined) =>
    value === undefined ? '–' : format.money(value, pair.quoteCurrency);
  const feePercent = priced ? toDecimal(priced.feeRate).mul(100).toString() : null;
  const available =
    props.side === 'B'
      ? money(funds?.availableCash)
      : funds
        ? `${format.quantity(funds.availableAsset, pair.quantityDecimals)} ${pair.base}`
        : '–';
  const rows: [string, string][] = [
    [
      t('preview.quantity'),
      priced ? `${format.quantity(priced.quantity, pair.quantityDecimals)} ${pair.base}` : '–',
    ],
    [
      t('preview.price'),
      priced ? `${pair.quoteCurrency} ${format.price(priced.price, pair.priceDecimals)}` : '–',
    ],
    [t('preview.amount'), money(priced?.amount)],
    [
      feePercent === null ? t('preview.fee') : t('preview.fee_rate', { rate: feePercent }),
      money(priced?.fee),
    ],
    [props.side === 'B' ? t('preview.total_buy') : t('preview.total_sell'), money(priced?.total)],
    [props.side === 'B' ? t('preview.available_cash') : t('preview.available_asset'), available],
  ];
  return (
    <Stack gap="xs" data-testid="order-preview">
      <Text size="sm" fw={600}>
        {t('preview.heading')}
      </Text>
      <PreviewRows rows={rows} />
    </Stack>
  );
}

/** A code's text with the code in small type (UI style). */
export function CodeText({ code }: { code: number }) {
  const { t, result } = useCryptoTexts();
  return (
    <span data-code={code}>
      {result(code)}{' '}
      <Text component="span" size="xs" c="dimmed" inherit={false}>
        {t('order.code', { code })}
      </Text>
    </span>
  );
}

/** Max buy and max sell from the preview: a tap fills the quantity in. */
export function MaxFigures(props: {
  pair: CryptoPair;
  side: 'B' | 'S';
  latest: CryptoOrderPreview | null;
  onPick: (quantity: string) => void;
}) {
  const { t } = useTranslation('cryptos');
  const format = useFormat();
  const { pair } = props;
  const figure = (label: string, value: string | undefined, isActive: boolean) => {
    const text =
      value === undefined ? '–' : `${format.quantity(value, pair.quantityDecimals)} ${pair.base}`;
    return (
      <Group gap={4} wrap="nowrap">
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        {value !== undefined && isActive ? (
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={t('order.use_max', { quantity: text })}
            onClick={() => props.onPick(value)}
          >
            {text}
          </Button>
        ) : (
          <Text size="xs">{text}</Text>
        )}
      </Group>
    );
  };
  return (
    <Group gap="md" data-testid="order-max">
      {figure(t('order.max_buy'), props.latest?.maxBuyQuantity, props.side === 'B')}
      {figure(t('order.max_sell'), props.latest?.maxSellQuantity, props.side === 'S')}
    </Group>
  );
}
