import {
  Alert,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toDecimal } from '@shared/domain/decimal';
import { ipoFinancingRatios, ratioPercent } from '@shared/domain/ipo';
import { useCashBalances } from '../../../lib/cash-balances';
import { useFormat } from '../../../lib/use-format';
import { useApplyIpo, type Ipo, type IpoAnswer } from '../api/ipo';
import { AgreementPanel } from '../../../components/legal/agreement-panel';
import { IpoFigure } from './ipo-figure';
import { IpoPreferential } from './ipo-preferential';
import { figuresOf, rowsOf, type Kind } from './ipo-quantities';
import { IpoSummary } from './ipo-summary';

/**
 * The subscribe form of an open offer (issue 12 §5): cash, financed, or preferential where the
 * offer has a preferential offer (disabled, with the reason, without an entitlement); a quantity
 * from the valid quantities only, the amount with its fees, the loan and its interest, and the
 * amount to be held; then a confirmation with the IPO agreement and the trade password.
 */
export function IpoApplyForm({
  ipo,
  accountCode,
  tradePasswordRequired,
}: {
  ipo: Ipo;
  accountCode: string;
  tradePasswordRequired: boolean;
}) {
  const { t, i18n } = useTranslation(['ipo', 'order']);
  const format = useFormat();
  const apply = useApplyIpo(accountCode);
  const [chosenKind, setKind] = useState<Kind>('cash');
  const [wanted, setQuantity] = useState(ipo.quantities[0]?.quantity ?? '');
  const ratios = ipoFinancingRatios(ipo.maxFinancingRatio);
  const [ratio, setRatio] = useState(ratios.at(-1) ?? '0');
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [accepted, setAccepted] = useState(false);
  const [password, setPassword] = useState('');
  const [key, setKey] = useState('');
  const [answer, setAnswer] = useState<IpoAnswer | null>(null);
  const hasEntitlement = toDecimal(ipo.assuredEntitlement ?? '0').gt(0);
  // Without an entitlement (or once the offer has none) a proportion choice falls back to cash.
  const kind = chosenKind === 'proportion' && !hasEntitlement ? 'cash' : chosenKind;
  const rows = rowsOf(ipo, kind);
  const row = rows.find((entry) => entry.quantity === wanted) ?? rows[0];
  const quantity = row?.quantity ?? '';
  const figures = row ? figuresOf(ipo, row, kind, ratio) : null;
  const kinds = [
    { value: 'cash', label: t('type.cash') },
    ...(ipo.financingAvailable ? [{ value: 'finance', label: t('type.finance') }] : []),
    ...(ipo.preferentialOffer
      ? [{ value: 'proportion', label: t('type.proportion'), disabled: !hasEntitlement }]
      : []),
  ];
  const money = (value: string) => format.money(value, ipo.currency);
  // The cash I have in the offer's currency: quantities that would hold more are marked.
  const balances = useCashBalances(accountCode);
  const available = balances.data?.balances.find(
    (balance) => balance.currency === ipo.currency,
  )?.available;
  const isOverCash = (entry: (typeof rows)[number]) =>
    available !== undefined &&
    toDecimal(figuresOf(ipo, entry, kind, ratio).held).gt(toDecimal(available));
  const hasOverCash = rows.some(isOverCash);
  const codeText = (result: number) =>
    `ERR${result}: ${i18n.exists(`ipo:codes.code_${result}`) ? t(`codes.code_${result}` as 'codes.code_519') : t('codes.code_519')}`;

  if (!figures) return null;
  const review = () => {
    setKey(crypto.randomUUID());
    setAnswer(null);
    setStep('confirm');
  };
  const submit = () => {
    apply.mutate(
      {
        code: ipo.code,
        applicationType: kind,
        quantity,
        ...(kind === 'finance' ? { financingRatio: ratio } : {}),
        hasAcceptedAgreement: accepted,
        idempotencyKey: key,
        ...(tradePasswordRequired ? { tradePassword: password } : {}),
      },
      {
        onSuccess: (result) => {
          setAnswer(result);
          if (result.result === 0) {
            setStep('form');
            setAccepted(false);
            setPassword('');
          }
        },
      },
    );
  };

  const summary = <IpoSummary ipo={ipo} kind={kind} figures={figures} />;

  return (
    <Stack gap="sm" data-testid={`ipo-form-${ipo.code}`}>
      {step === 'form' ? (
        <>
          {kinds.length > 1 ? (
            <SegmentedControl
              value={kind}
              onChange={(value) => setKind(value as Kind)}
              data={kinds}
              aria-label={t('form.type')}
              orientation={kinds.length > 2 ? 'vertical' : 'horizontal'}
              fullWidth
            />
          ) : null}
          {/* The preferential block belongs to a preferential application only. */}
          {kind === 'proportion' ? <IpoPreferential ipo={ipo} /> : null}
          {ipo.preferentialOffer && !hasEntitlement ? (
            <Text size="xs" c="dimmed" data-testid="ipo-preferential-none">
              {t('preferential.none', {
                code: ipo.preferentialOffer.parentCode,
                date: ipo.preferentialOffer.recordDate,
              })}
            </Text>
          ) : null}
          <Select
            label={t('form.quantity')}
            value={quantity}
            onChange={(value) => value && setQuantity(value)}
            allowDeselect={false}
            data={rows.map((entry) => {
              const label = t('form.quantity_option', {
                quantity: format.quantity(entry.quantity, 0),
                amount: money(entry.amount),
              });
              return {
                value: entry.quantity,
                label: isOverCash(entry)
                  ? `${label} · ${t('form.over_cash', { amount: money(available ?? '0') })}`
                  : label,
              };
            })}
            description={hasOverCash ? t('form.over_cash_note') : undefined}
            error={
              row && isOverCash(row)
                ? t('form.over_cash', { amount: money(available ?? '0') })
                : undefined
            }
          />
          {kind === 'finance' ? (
            <Select
              label={t('form.ratio', { rate: ipo.financingRatePercent })}
              value={ratio}
              onChange={(value) => value && setRatio(value)}
              allowDeselect={false}
              data={ratios.map((value) => ({
                value,
                label: `${format.number(ratioPercent(value), 0)}%`,
              }))}
            />
          ) : null}
          {summary}
          <Group justify="flex-end">
            <Button onClick={review}>{t('form.review')}</Button>
          </Group>
        </>
      ) : (
        <>
          <Text fw={600}>{t('confirm.title')}</Text>
          <IpoFigure label={t('form.type')} value={t(`type.${kind}`)} />
          <IpoFigure label={t('form.quantity')} value={format.quantity(quantity, 0)} />
          {summary}
          <AgreementPanel type="ipo" emptyText={t('confirm.no_agreement')} maxHeight={240} />
          <Checkbox
            checked={accepted}
            onChange={(event) => setAccepted(event.currentTarget.checked)}
            label={t('confirm.agreement')}
          />
          {tradePasswordRequired ? (
            <PasswordInput
              label={t('order:trade_password')}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              autoComplete="off"
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep('form')}>
              {t('order:back')}
            </Button>
            <Button
              onClick={submit}
              loading={apply.isPending}
              disabled={!accepted || (tradePasswordRequired && password === '')}
            >
              {t('confirm.submit')}
            </Button>
          </Group>
        </>
      )}
      {apply.isError ? (
        <Alert color="red" role="alert">
          {t('failed')}
        </Alert>
      ) : null}
      {answer && answer.result !== 0 ? (
        <Alert color="red" role="alert" data-testid="ipo-error">
          {codeText(answer.result)}
        </Alert>
      ) : null}
      {answer && answer.result === 0 ? (
        <Alert color="green" role="status" data-testid="ipo-success">
          {t('submitted', { quantity: format.quantity(answer.application?.quantity ?? '0', 0) })}
        </Alert>
      ) : null}
    </Stack>
  );
}
