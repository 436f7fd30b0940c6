import { Alert } from '@mantine/core';
import { apiErrorMessage, MessageAlert } from '../../lib/message';

/**
 * What the last cancel of an order came to, above an order list: the answer's text (green when
 * cancelled, red when refused), and the call's error when it did not get an answer.
 */
export function CancelOutcome(props: {
  text: string | null;
  isCancelled: boolean;
  error: unknown;
}) {
  return (
    <>
      {props.text ? (
        <Alert color={props.isCancelled ? 'green' : 'red'} role="status">
          {props.text}
        </Alert>
      ) : null}
      {props.error ? <MessageAlert message={apiErrorMessage(props.error)} /> : null}
    </>
  );
}
