import { Button, CloseButton, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currencyFor } from '@shared/domain/currency';
import type { CallOutput } from '@shared/contracts/index';
import type { BulkCheck } from '../bulk-preview';
import { useFormat } from '../../../lib/use-format';
import { useOrderTexts } from '../hooks/use-order-texts';
import { orderFieldClasses } from '../../../components/order/max-input';

type FundDetail = CallOutput<'fund/getFund'>['fund'];
type FundSummary = CallOutput<'fund/searchFunds'>['funds'][number];

/** A form line: a stable key for React besides the fund and amount. */
export type KeyedLine = { key: number; fundId: string; amount: string };

/** The most lines one bulk subscription takes (the contract's limit). */
export const MAX_LINES = 10;

type BulkLinesProps = {
  lines: readonly KeyedLine[];
  check: BulkCheck<FundDetail>;
  funds: readonly FundSummary[];
  onChange: (lines: KeyedLine[]) => void;
};

/** The lines of a bulk subscription: a fund and an amount each, with its own error. */
export function BulkLines({ lines, check, funds, onChange }: BulkLinesProps) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const texts = useOrderTexts();
  const set = (key: number, patch: Partial<KeyedLine>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const errorOf = (index: number) => {
    const item = check.lines[index];
    if (!item?.fund) return undefined;
    return texts.fieldError({
      value: item.line.amount,
      isValid: item.isWellFormed,
      invalidText: t('order.invalid_amount', {
        places: currencyFor(item.fund.currency).precision,
      }),
      result: item.preview?.result ?? 0,
      resultText: item.preview?.belowMinimum
        ? texts.belowMinimum(item.fund, item.preview.belowMinimum)
        : null,
    });
  };
  const options = [
    { value: '', label: t('order.choose_fund_placeholder') },
    ...funds.map((fund) => ({
      value: fund.fundId,
      label: `${format.text(fund.name)} (${fund.currency})`,
    })),
  ];
  return (
    <Stack gap="sm">
      {lines.map((line, index) => (
        <Group key={line.key} align="flex-start" wrap="wrap" gap="xs">
          <NativeSelect
            label={t('bulk.fund_n', { n: index + 1 })}
            value={line.fundId}
            style={{ flex: '1 1 220px' }}
            data={options}
            onChange={(event) => set(line.key, { fundId: event.currentTarget.value })}
          />
          <TextInput
            label={t('bulk.amount_n', {
              n: index + 1,
              currency: check.lines[index]?.fund?.currency ?? '',
            })}
            inputMode="decimal"
            value={line.amount}
            error={errorOf(index)}
            classNames={orderFieldClasses}
            style={{ flex: '1 1 160px' }}
            onChange={(event) => set(line.key, { amount: event.currentTarget.value.trim() })}
          />
          {lines.length > 1 ? (
            <CloseButton
              mt={24}
              aria-label={t('bulk.remove_n', { n: index + 1 })}
              onClick={() => onChange(lines.filter((item) => item.key !== line.key))}
            />
          ) : null}
        </Group>
      ))}
      <Button
        variant="default"
        disabled={lines.length >= MAX_LINES}
        onClick={() =>
          onChange([
            ...lines,
            { key: Math.max(...lines.map((line) => line.key)) + 1, fundId: '', amount: '' },
          ])
        }
      >
        {t('bulk.add')}
      </Button>
    </Stack>
  );
}
