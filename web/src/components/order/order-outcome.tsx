import { Alert, Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { OrderFlowTexts, OrderOutcome } from './order-texts';

export type { OrderOutcome } from './order-texts';

/** The result alert: green status when placed, red alert otherwise. */
export function Outcome({ outcome }: { outcome: OrderOutcome }) {
  return outcome.isPlaced ? (
    <Stack gap="sm">
      <Alert color="green" role="status">
        {outcome.text}
      </Alert>
      {outcome.details}
    </Stack>
  ) : (
    <Alert color="red" role="alert">
      {outcome.text}
    </Alert>
  );
}

/** A placed order: its result, the next order, the way to the history. */
export function Done(props: {
  outcome: OrderOutcome;
  texts: Pick<OrderFlowTexts, 'newOrder' | 'viewHistory'>;
  historyPath: string;
  onRestart: () => void;
}) {
  return (
    <Stack>
      <Outcome outcome={props.outcome} />
      <Group>
        <Button onClick={props.onRestart}>{props.texts.newOrder}</Button>
        <Button component={Link} to={props.historyPath} variant="default">
          {props.texts.viewHistory}
        </Button>
      </Group>
    </Stack>
  );
}
