import { Alert, Text } from '@mantine/core';
import { apiErrorMessage, MessageAlert } from '../../../lib/message';

/**
 * What a plan or pick change's last answer says: the error, the refusal in the reader's language
 * with its code in small type (UI style), or `done` once stored; nothing before any call.
 */
export function ResultOutcome<Answer extends { result: string }>(props: {
  call: { error: unknown; data: Answer | undefined };
  /** A refusal's words. */
  text: (code: string) => string;
  /** What a stored change says. */
  done: (answer: Answer) => string;
}) {
  const { error, data } = props.call;
  if (error) return <MessageAlert message={apiErrorMessage(error)} />;
  if (!data) return null;
  if (data.result === 'ok') {
    return (
      <Alert color="green" role="status">
        {props.done(data)}
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert">
      {props.text(data.result)}{' '}
      <Text span size="xs" c="dimmed">
        ({data.result})
      </Text>
    </Alert>
  );
}
