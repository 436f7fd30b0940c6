import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { formatTime } from '@shared/domain/date-time';
import { apiErrorMessage, MessageAlert } from '../../lib/message';
import {
  useOrderPlacement,
  type PlacementAnswer,
  type PlacementOptions,
} from '../../lib/use-order-placement';
import { Done, Outcome, type OrderOutcome } from './order-outcome';
import { orderFieldClasses } from './max-input';
import type { OrderFlowTexts } from './order-texts';
import { TradePasswordHelp } from './trade-password-help';

/** An order screen's flow: its call, its texts, and what its inputs hold now. */
export type OrderFlowProps<TInput, TAnswer extends PlacementAnswer> = Omit<
  PlacementOptions<TInput, TAnswer>,
  'hasRiskWarning'
> & {
  /** The order's own fields as the inputs hold them now. */
  input: TInput;
  /** Whether the inputs pass the preview's checks. */
  canReview: boolean;
  /** Beside a disabled Review while the inputs do not pass: what to fill in or correct. */
  reviewHint?: string | null;
  /**
   * Set when the client may not place this order at all (an expired risk assessment): the
   * inputs are disabled and Review says why, so nobody fills in a form only to be refused.
   */
  blockedReason?: string | null;
  /** Where the client changes the trade password (linked under the field, issue 10 §1). */
  tradePasswordPath?: string;
  /** Set when the product is above the client's risk level: the text to acknowledge. */
  riskWarning: string | null;
  /**
   * A statement the client ticks on the confirmation before placing (a price far from the
   * market, issue 31 §6): the confirmation shows even when the client skips confirmations,
   * Confirm waits for the tick, and a changed statement is ticked again. Null or absent: none.
   */
  secondConfirmation?: string | null;
  /** The preview rows (amount or units, fees, estimate, dates, currency, available). */
  preview: ReactNode;
  texts: OrderFlowTexts;
  describeOutcome: (answer: TAnswer) => OrderOutcome;
  /** Where "view order history" goes. */
  historyPath: string;
  /** The inputs. */
  children: ReactNode;
};

type Flow<TInput, TAnswer extends PlacementAnswer> = ReturnType<
  typeof useOrderPlacement<TInput, TAnswer>
>;

/** The confirmation's safeguards: risk acknowledgement, trade password, trading unlocked until. */
export function Safeguards<TInput, TAnswer extends PlacementAnswer>(props: {
  flow: Flow<TInput, TAnswer>;
  riskWarning: string | null;
  texts: OrderFlowTexts;
  tradePasswordPath: string | undefined;
}) {
  const { flow, riskWarning, texts } = props;
  return (
    <>
      {riskWarning ? (
        <Alert color="yellow">
          <Stack gap="xs">
            <Text size="sm">{riskWarning}</Text>
            <Checkbox
              label={texts.riskAcknowledge}
              checked={flow.hasAcknowledgedRisk}
              onChange={(event) => flow.setAcknowledged(event.currentTarget.checked)}
            />
          </Stack>
        </Alert>
      ) : null}
      {flow.isAskingTradePassword ? (
        <PasswordInput
          label={texts.tradePassword}
          description={
            <>
              {props.tradePasswordPath ? (
                <span style={{ display: 'block' }}>
                  <TradePasswordHelp path={props.tradePasswordPath} />
                </span>
              ) : null}
              <span style={{ display: 'block' }}>{texts.tradePasswordHint}</span>
            </>
          }
          error={flow.isTradePasswordRejected ? texts.tradePasswordRejected : undefined}
          classNames={orderFieldClasses}
          value={flow.tradePassword}
          onChange={(event) => flow.setTradePassword(event.currentTarget.value)}
          autoComplete="off"
        />
      ) : null}
      {flow.unlockedUntil ? (
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {texts.tradeUnlocked(formatTime(flow.unlockedUntil))}
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={() => void flow.lock()}>
            {texts.lockTrading}
          </Button>
        </Group>
      ) : null}
    </>
  );
}

/** A disabled button's reason, read out with the button (UI style: never silently disabled). */
function Reason({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <Text id={id} size="sm" c="dimmed" data-testid="order-blocked-reason">
      {text}
    </Text>
  );
}

/** The second confirmation's tick box on the confirmation (a far price). */
function SecondConfirmation(props: {
  statement: string;
  isTicked: boolean;
  onTick: (isTicked: boolean) => void;
}) {
  return (
    <Alert color="yellow" p="sm" data-testid="order-second-confirmation">
      <Checkbox
        label={props.statement}
        checked={props.isTicked}
        onChange={(event) => props.onTick(event.currentTarget.checked)}
      />
    </Alert>
  );
}

function Actions<TInput, TAnswer extends PlacementAnswer>(props: {
  flow: Flow<TInput, TAnswer>;
  input: TInput;
  canReview: boolean;
  reviewHint: string | null;
  blockedReason: string | null;
  /** A second confirmation is asked for: Review always leads to the confirmation. */
  hasSecondConfirmation: boolean;
  isSecondConfirmed: boolean;
  texts: OrderFlowTexts;
}) {
  const { flow, input, texts } = props;
  const { placement } = flow;
  const reasonId = useId();
  const placeReason =
    flow.blocker === 'riskAcknowledgement'
      ? texts.needsAcknowledgement
      : flow.blocker === 'tradePassword'
        ? texts.needsTradePassword
        : null;
  if (flow.step === 'confirm') {
    const confirmReason =
      placeReason ?? (props.isSecondConfirmed ? null : texts.needsSecondConfirmation);
    return (
      <Stack gap={6}>
        <Group>
          <Button variant="default" onClick={() => flow.setStep('edit')}>
            {texts.back}
          </Button>
          <Button
            loading={placement.isPending}
            disabled={!flow.canPlace || !props.isSecondConfirmed}
            aria-describedby={confirmReason ? reasonId : undefined}
            onClick={() => flow.submit(input)}
          >
            {texts.confirm}
          </Button>
        </Group>
        <Reason id={reasonId} text={confirmReason} />
      </Stack>
    );
  }
  const reviewReason =
    props.blockedReason ??
    (props.canReview ? null : (props.reviewHint ?? null)) ??
    (flow.isSkipping ? placeReason : null);
  const isReviewable =
    props.blockedReason === null && props.canReview && (!flow.isSkipping || flow.canPlace);
  return (
    <Stack gap={6}>
      <Group>
        <Button
          loading={placement.isPending || flow.settings.isPending}
          disabled={!isReviewable}
          aria-describedby={reviewReason ? reasonId : undefined}
          onClick={() => {
            if (!props.hasSecondConfirmation) return flow.review(input);
            // Asked even when confirmations are skipped: the confirmation shows first.
            placement.reset();
            flow.setStep('confirm');
          }}
        >
          {texts.review}
        </Button>
      </Group>
      <Reason id={reasonId} text={isReviewable ? null : reviewReason} />
    </Stack>
  );
}

/**
 * The order flow every order screen shares (issue 4 §7): inputs with their preview, then a
 * confirmation (skipped when the client set skipConfirmation) with the trade password when the
 * account needs one and the risk acknowledgement when the product is above the client's level,
 * then the result code's text. A failure keeps the idempotency key, so a retry is the same order.
 */
export function OrderFlow<TInput, TAnswer extends PlacementAnswer>(
  props: OrderFlowProps<TInput, TAnswer>,
) {
  const { texts } = props;
  const flow = useOrderPlacement<TInput, TAnswer>({
    accountCode: props.accountCode,
    hasRiskWarning: props.riskWarning !== null,
    place: props.place,
    invalidates: props.invalidates,
    isTradePasswordFree: props.isTradePasswordFree,
  });
  const { placement } = flow;
  // The statement the client ticked; another statement (another price) is not ticked.
  const [ticked, setTicked] = useState<string | null>(null);
  const statement = props.secondConfirmation ?? null;
  const isSecondConfirmed = statement === null || ticked === statement;
  if (flow.step === 'done' && placement.data) {
    return (
      <Done
        outcome={props.describeOutcome(placement.data)}
        texts={texts}
        historyPath={props.historyPath}
        onRestart={() => {
          setTicked(null);
          flow.restart();
        }}
      />
    );
  }
  const isConfirming = flow.step === 'confirm';
  return (
    <Stack>
      {isConfirming ? (
        <Title order={2} size="h4">
          {texts.confirmTitle}
        </Title>
      ) : null}
      <fieldset
        disabled={isConfirming || placement.isPending || Boolean(props.blockedReason)}
        style={{ border: 0, padding: 0, margin: 0 }}
      >
        {props.children}
      </fieldset>
      <Paper withBorder p="md">
        {props.preview}
      </Paper>
      <Text size="xs" c="dimmed">
        {texts.estimateNote}
      </Text>
      {isConfirming && statement !== null ? (
        <SecondConfirmation
          statement={statement}
          isTicked={ticked === statement}
          onTick={(isTicked) => setTicked(isTicked ? statement : null)}
        />
      ) : null}
      <Safeguards
        flow={flow}
        riskWarning={props.riskWarning}
        texts={texts}
        tradePasswordPath={props.tradePasswordPath}
      />
      {placement.data ? <Outcome outcome={props.describeOutcome(placement.data)} /> : null}
      {placement.error ? <MessageAlert message={apiErrorMessage(placement.error)} /> : null}
      <Actions
        flow={flow}
        input={props.input}
        canReview={props.canReview}
        reviewHint={props.reviewHint ?? null}
        blockedReason={props.blockedReason ?? null}
        hasSecondConfirmation={statement !== null}
        isSecondConfirmed={isSecondConfirmed}
        texts={texts}
      />
    </Stack>
  );
}
